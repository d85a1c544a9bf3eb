import {describe, expect, it} from 'vitest';
import {candidatePaths, resolvePath} from '@site/src/utils/resolvePath';

const known = new Set([
  '/guide/',
  '/api/items.html',
  '/extensions/',
  '/getting-started/introduction.html',
]);
const isKnown = (path: string) => known.has(path);

describe('candidatePaths', () => {
  it('tries .html, then a trailing slash, for a bare path', () => {
    expect(candidatePaths('/api/items')).toEqual(['/api/items.html', '/api/items/']);
  });

  it('tries .html in place of a trailing slash', () => {
    expect(candidatePaths('/api/items/')).toEqual(['/api/items.html']);
  });

  it('maps a folder index file to its folder', () => {
    expect(candidatePaths('/guide/index.html')).toEqual(['/guide/']);
  });

  it('has nothing to try for the root', () => {
    expect(candidatePaths('/')).toEqual([]);
  });
});

describe('resolvePath', () => {
  it('leaves a known path alone', () => {
    expect(resolvePath('/api/items.html', isKnown)).toBeUndefined();
  });

  it.each([
    ['/api/items', '/api/items.html'],
    ['/api/items/', '/api/items.html'],
    ['/guide', '/guide/'],
    ['/guide/index.html', '/guide/'],
    ['/extensions', '/extensions/'],
  ])('sends %s to %s', (from, to) => {
    expect(resolvePath(from, isKnown)).toBe(to);
  });

  it('prefers the page to the folder when both exist', () => {
    const both = new Set(['/api.html', '/api/']);
    expect(resolvePath('/api', (path) => both.has(path))).toBe('/api.html');
  });

  it('gives up on a path that stands for nothing', () => {
    expect(resolvePath('/api/nothing', isKnown)).toBeUndefined();
    expect(resolvePath('/api/items.html/', isKnown)).toBeUndefined();
  });
});
