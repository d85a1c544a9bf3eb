import {describe, expect, it} from 'vitest';
import {
  findPosition,
  parsePositions,
  savePosition,
} from '@site/plugins/scroll-restoration/positions';

describe('saved scroll positions', () => {
  it('finds what was saved for an entry, the latest save winning', () => {
    let positions = savePosition([], 'a', 100, 10);
    positions = savePosition(positions, 'b', 200, 10);
    positions = savePosition(positions, 'a', 300, 10);
    expect(findPosition(positions, 'a')).toBe(300);
    expect(findPosition(positions, 'b')).toBe(200);
    expect(findPosition(positions, 'c')).toBeUndefined();
  });

  it('drops the oldest entries past the limit', () => {
    const positions = ['a', 'b', 'c', 'd'].reduce(
      (saved, key, index) => savePosition(saved, key, index, 3),
      parsePositions(null),
    );
    expect(positions.map(([key]) => key)).toEqual(['b', 'c', 'd']);
  });

  it('ignores malformed storage', () => {
    expect(parsePositions('{"a":1}')).toEqual([]);
    expect(parsePositions('[["a",1],["b","x"],[2,3]]')).toEqual([['a', 1]]);
    expect(parsePositions('oops')).toEqual([]);
  });
});
