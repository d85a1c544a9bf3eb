/** Pure helpers of the tab memory: which remembered choices have expired. */
import {TAB_CHOICE_PREFIX} from '@site/shared/tabChoice';

/** When each stored choice was made, by storage key (epoch ms). */
export type ChoiceStamps = Record<string, number>;

export function parseStamps(raw: string | null): ChoiceStamps {
  if (raw === null) {
    return {};
  }
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return {};
    }
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

/**
 * The stored choices to forget: those made `ttlMs` or more ago, and those
 * with no stamp at all (their age is unknown).
 */
export function expiredChoices(
  storedKeys: readonly string[],
  stamps: ChoiceStamps,
  now: number,
  ttlMs: number,
): string[] {
  return storedKeys.filter((key) => {
    if (!key.startsWith(TAB_CHOICE_PREFIX)) {
      return false;
    }
    const madeAt = stamps[key];
    return madeAt === undefined || now - madeAt >= ttlMs;
  });
}
