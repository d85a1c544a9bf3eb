import {describe, expect, it} from 'vitest';
import {mergedData} from '@site/src/components/Search/merged';
import type {PagefindResult} from '@site/src/components/Search/results';

describe('mergedData', () => {
  // The data Pagefind gives a page found by `word`: a section per match.
  const data = (word: string, sections: [string, number][]): PagefindResult => ({
    url: '/guides/files.html',
    excerpt: `<mark>${word}</mark>`,
    meta: {title: 'Files'},
    locations: sections.map(([, location]) => location),
    sub_results: sections.map(([url, location]) => ({
      title: url,
      url,
      excerpt: `<mark>${word}</mark>`,
      locations: [location],
      weighted_locations: [{balanced_score: 1}],
    })),
  });

  it('gives the sections of every word in page order, with the matches of all', () => {
    const merged = mergedData([
      data('s3', [['/guides/files.html#s3', 50]]),
      data('upload', [
        ['/guides/files.html#upload', 10],
        ['/guides/files.html#s3', 55],
      ]),
    ]);
    expect(merged.locations).toEqual([10, 50, 55]);
    expect(merged.sub_results?.map((sub) => sub.url)).toEqual([
      '/guides/files.html#upload',
      '/guides/files.html#s3',
    ]);
    const s3 = merged.sub_results?.[1];
    expect(s3?.locations).toEqual([50, 55]);
    expect(s3?.weighted_locations).toHaveLength(2);
    // The excerpt of the first (rarest) word.
    expect(s3?.excerpt).toBe('<mark>s3</mark>');
  });

  it('gives a page found by one word as it is', () => {
    const one = data('s3', [['/guides/files.html#s3', 50]]);
    expect(mergedData([one])).toBe(one);
  });
});
