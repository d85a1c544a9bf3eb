import {describe, expect, it} from 'vitest';
import {parseEndpoint, pathPieces} from '@site/src/components/Endpoints/endpoint';
import {isChunkLoadError} from '@site/plugins/chunk-recovery/chunkError';
import {formatDate} from '@site/src/utils/formatDate';
import {staticFileFor} from '@site/remark/staticImages';

describe('parseEndpoint', () => {
  it('splits a method and a path', () => {
    expect(parseEndpoint(' PATCH /:project/items/:collection/:id ')).toEqual({
      method: 'PATCH',
      path: '/:project/items/:collection/:id',
    });
  });

  it.each(['FETCH /x', 'get /x', 'GET x', 'GET', 'GET /a /b'])('rejects %j', (line) => {
    expect(() => parseEndpoint(line)).toThrow('<Endpoints>');
  });
});

describe('pathPieces', () => {
  it('cuts a path after each slash, losing nothing', () => {
    expect(pathPieces('/:project/items/:collection')).toEqual([
      '/',
      ':project/',
      'items/',
      ':collection',
    ]);
    expect(pathPieces('/:project/')).toEqual(['/', ':project/']);
    expect(pathPieces('/server/ping').join('')).toBe('/server/ping');
  });
});

describe('isChunkLoadError', () => {
  it('recognises JS and CSS chunk failures', () => {
    const js = Object.assign(new Error('Loading chunk 17 failed.'), {name: 'ChunkLoadError'});
    expect(isChunkLoadError(js)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 4 failed.\n(/assets/css/4.css)'))).toBe(
      true,
    );
  });

  it('ignores other rejections', () => {
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('formatDate', () => {
  it('prints the UTC date like Intl would in English', () => {
    for (const timestamp of [
      Date.UTC(2026, 10, 21, 23, 59),
      Date.UTC(2020, 0, 1),
      Date.UTC(1999, 11, 31, 12),
    ]) {
      expect(formatDate(timestamp)).toBe(
        new Intl.DateTimeFormat('en', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(timestamp),
      );
    }
  });
});

describe('staticFileFor', () => {
  it('finds the static file an image URL names, without query or hash', () => {
    expect(staticFileFor('/site/static', '/img/a%20b.svg?x=1#top')).toBe(
      '/site/static/img/a b.svg',
    );
  });
});
