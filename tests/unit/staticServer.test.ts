import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {headersFor, matchesPattern, parseHeadersFile} from '@site/scripts/headers';
import {pathInSite, resolveFile} from '@site/scripts/static-server';

describe('_headers', () => {
  const rules = parseHeadersFile(
    [
      '# comment',
      '/*',
      '  X-Frame-Options: DENY',
      '',
      '/assets/*',
      '  Cache-Control: max-age=31536000, immutable',
    ].join('\n'),
  );

  it('applies every matching rule, in order', () => {
    expect(headersFor(rules, '/assets/js/main.js')).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Cache-Control', 'max-age=31536000, immutable'],
    ]);
    expect(headersFor(rules, '/api/items.html')).toEqual([['X-Frame-Options', 'DENY']]);
  });

  it('matches * across slashes and nothing else loosely', () => {
    expect(matchesPattern('/assets/*', '/assets/a/b.js')).toBe(true);
    expect(matchesPattern('/a.html', '/aXhtml')).toBe(false);
  });

  it('refuses a header line outside a path', () => {
    expect(() => parseHeadersFile('  X-Test: 1')).toThrow('line 1');
  });
});

describe('resolveFile', () => {
  let root = '';
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'static-'));
    await fs.mkdir(path.join(root, 'guide'));
    await Promise.all(
      ['404.html', 'page.html', 'guide/index.html'].map((file) =>
        fs.writeFile(path.join(root, file), file),
      ),
    );
  });
  afterAll(() => fs.rm(root, {recursive: true}));

  it.each([
    ['/page.html', 'page.html', 200],
    ['/guide/', 'guide/index.html', 200],
    ['/guide', 'guide/index.html', 200],
    ['/page', '404.html', 404],
    ['/guide/nothing.html', '404.html', 404],
    ['/../../etc/passwd', '404.html', 404],
  ])('%s answers %s with %i', async (pathname, file, status) => {
    expect(await resolveFile(root, pathname)).toEqual({file: path.join(root, file), status});
  });
});

describe('pathInSite', () => {
  it.each([
    ['/v8/api/items.html', '/v8/', '/api/items.html'],
    ['/v8/', '/v8/', '/'],
    ['/v8', '/v8/', '/'],
    ['/api/items.html', '/v8/', undefined],
    ['/v80/', '/v8/', undefined],
    ['/api/items.html', '/', '/api/items.html'],
  ])('%s under %s is %s in the build folder', (pathname, basePath, inSite) => {
    expect(pathInSite(pathname, basePath)).toBe(inSite);
  });
});
