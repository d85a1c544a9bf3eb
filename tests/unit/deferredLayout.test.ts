import {describe, expect, it} from 'vitest';
import {batchesBySize} from '@site/plugins/deferred-layout/batches';

describe('batchesBySize', () => {
  const sized = (sizes: readonly number[]) => sizes.map((size, item) => ({item, size}));

  it('keeps the order and fills each batch up to the limit', () => {
    expect(batchesBySize(sized([100, 200, 100, 300, 50]), 400)).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
  });

  it('gives an item larger than the limit a batch of its own', () => {
    expect(batchesBySize(sized([50, 900, 50]), 400)).toEqual([[0], [1], [2]]);
  });

  it('makes no batch of nothing', () => {
    expect(batchesBySize([], 400)).toEqual([]);
  });
});
