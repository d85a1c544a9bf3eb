import {describe, expect, it} from 'vitest';
import {addressKey, closestPages, editDistance} from '@site/src/utils/closestPages';

const pages = [
  {label: 'Introduction', href: '/getting-started/introduction.html'},
  {label: 'Items', href: '/api/items.html'},
  {label: 'Files', href: '/api/files.html'},
  {label: 'Fields', href: '/api/fields.html'},
  {label: 'Files', href: '/guides/files.html'},
  {label: 'Extensions', href: '/extensions/'},
];

const hrefs = (address: string, limit = 3) =>
  closestPages(address, pages, limit).map((page) => page.href);

describe('addressKey', () => {
  it('drops case, .html, index and the slashes at the ends', () => {
    expect(addressKey('/API/Items.html')).toBe('api/items');
    expect(addressKey('/extensions/')).toBe('extensions');
    expect(addressKey('/extensions/index.html')).toBe('extensions');
    expect(addressKey('/api/items.html?x=1#top')).toBe('api/items');
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('items', 'items')).toBe(0);
    expect(editDistance('itemz', 'items')).toBe(1);
    expect(editDistance('item', 'items')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('closestPages', () => {
  it('finds a page one typo away first', () => {
    expect(hrefs('/api/itemz.html')[0]).toBe('/api/items.html');
    expect(hrefs('/api/fieldz.html')[0]).toBe('/api/fields.html');
  });

  it('finds a page in another folder by its name', () => {
    expect(hrefs('/items')).toEqual(['/api/items.html']);
    expect(hrefs('/guides/items.html')[0]).toBe('/api/items.html');
  });

  it('keeps the order of the pages between equally close ones', () => {
    expect(hrefs('/files.html')).toEqual(['/api/files.html', '/guides/files.html']);
  });

  it('leaves out pages more than a third of the address away', () => {
    expect(hrefs('/api/itemz.html')).toEqual(['/api/items.html']);
  });

  it('gives at most the limit', () => {
    expect(hrefs('/api/files.html', 1)).toEqual(['/api/files.html']);
  });

  it('gives nothing for an address like no page', () => {
    expect(hrefs('/completely/unrelated.html')).toEqual([]);
    expect(hrefs('/api/nope.html')).toEqual([]);
    expect(hrefs('/')).toEqual([]);
  });
});
