/**
 * `items` in order, cut into batches of at most `limit` in size together; an
 * item larger than the limit is a batch of its own.
 */
export function batchesBySize<T>(
  items: readonly {readonly item: T; readonly size: number}[],
  limit: number,
): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const {item, size: itemSize} of items) {
    if (current.length > 0 && size + itemSize > limit) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += itemSize;
  }
  if (current.length > 0) {
    batches.push(current);
  }
  return batches;
}
