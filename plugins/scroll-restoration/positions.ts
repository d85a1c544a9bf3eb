/** Pure helpers of scroll restoration: saved positions by history entry. */

export type SavedPositions = ReadonlyArray<readonly [key: string, y: number]>;

export function parsePositions(raw: string | null): SavedPositions {
  if (raw === null) {
    return [];
  }
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) {
      return [];
    }
    return value.filter(
      (entry): entry is [string, number] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
    );
  } catch {
    return [];
  }
}

/** Records `y` for `key` as the newest entry, keeping at most `limit`. */
export function savePosition(
  positions: SavedPositions,
  key: string,
  y: number,
  limit: number,
): SavedPositions {
  const others = positions.filter(([savedKey]) => savedKey !== key);
  return [...others, [key, y] as const].slice(-limit);
}

export function findPosition(positions: SavedPositions, key: string): number | undefined {
  return positions.find(([savedKey]) => savedKey === key)?.[1];
}
