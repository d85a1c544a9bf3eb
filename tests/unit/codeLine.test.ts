import {describe, expect, it} from 'vitest';
import {leadingSpaces} from '@site/src/theme/CodeBlock/Line/indent';

describe('leadingSpaces', () => {
  it.each([
    ['{', 0],
    ['  "data": [', 2],
    ['      "title": "Moving our shop to Directus",', 6],
    ['', 0],
    ['\t"tab"', 0],
  ])('%j starts with %i spaces', (line, spaces) => {
    expect(leadingSpaces(line)).toBe(spaces);
  });
});
