import {describe, expect, it} from 'vitest';
import {aliasFile, withoutCopies} from '@site/plugins/page-addresses/addresses';

describe('aliasFile', () => {
  it('answers /x and /x/ for the page /x.html with x/index.html', () => {
    expect(aliasFile('/api/items.html', '/')).toBe('api/items/index.html');
  });

  it('leaves the base URL out, since the build folder holds the site without it', () => {
    expect(aliasFile('/v8/api/items.html', '/v8/')).toBe('api/items/index.html');
  });

  it.each(['/guide/', '/', '/404.html', '/sitemap.xml'])('copies nothing for %s', (route) => {
    expect(aliasFile(route, '/')).toBeUndefined();
  });
});

describe('withoutCopies', () => {
  it('drops x/index.html beside x.html and keeps real folder pages', () => {
    const entries = ['api/items.html', 'api/items/index.html', 'guide/index.html', 'index.html'];
    expect(withoutCopies(entries.map((url) => ({url}))).map((entry) => entry.url)).toEqual([
      'api/items.html',
      'guide/index.html',
      'index.html',
    ]);
  });
});
