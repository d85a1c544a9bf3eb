import {describe, expect, it} from 'vitest';
import {dataTextParts, plainDataText} from '@site/shared/dataText';

describe('data text markup', () => {
  it('splits a text into plain words, code spans and links', () => {
    expect(
      dataTextParts(
        'Set `cache.pool` to redis ([Cache Pool](/docker/environment.html#cache-pool)).',
      ),
    ).toEqual([
      {kind: 'text', text: 'Set '},
      {kind: 'code', text: 'cache.pool'},
      {kind: 'text', text: ' to redis ('},
      {kind: 'link', text: 'Cache Pool', to: '/docker/environment.html#cache-pool'},
      {kind: 'text', text: ').'},
    ]);
  });

  it('links only to pages of the site: an outside address stays text', () => {
    expect(dataTextParts('[v8](https://example.com)')).toEqual([
      {kind: 'text', text: '[v8](https://example.com)'},
    ]);
  });

  it('reads as plain words, code in a link label included', () => {
    expect(plainDataText('See [`PATCH /settings`](/api/settings.html#update) and `q`.')).toBe(
      'See PATCH /settings and q.',
    );
  });
});
