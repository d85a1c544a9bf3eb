import {describe, expect, it} from 'vitest';
import {activeHeadingId} from '@site/src/utils/activeHeading';

const headings = [
  {id: 'a', top: -400},
  {id: 'b', top: 60},
  {id: 'c', top: 500},
];

describe('activeHeadingId', () => {
  it('is the last heading that passed the threshold', () => {
    expect(activeHeadingId(headings, 76, false)).toBe('b');
    expect(activeHeadingId(headings, 40, false)).toBe('a');
  });

  it('is none above the first heading', () => {
    expect(activeHeadingId([{id: 'a', top: 200}], 76, false)).toBeUndefined();
  });

  it('is the last heading at the end of the page', () => {
    expect(activeHeadingId(headings, 76, true)).toBe('c');
  });
});
