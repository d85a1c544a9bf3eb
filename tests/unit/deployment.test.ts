import {describe, expect, it} from 'vitest';
import {defaultDeployment, deploymentFrom} from '@site/src/config/deployment';

describe('deploymentFrom (SITE_URL, BASE_URL)', () => {
  it('keeps the published site when neither is set, or both are empty', () => {
    expect(deploymentFrom({})).toEqual({url: 'https://v8.docs.directus.io', baseUrl: '/'});
    expect(deploymentFrom({SITE_URL: '', BASE_URL: ' '})).toEqual(defaultDeployment);
  });

  it('takes an origin and a path', () => {
    expect(deploymentFrom({SITE_URL: 'https://docs.example.com', BASE_URL: '/v8/'})).toEqual({
      url: 'https://docs.example.com',
      baseUrl: '/v8/',
    });
    expect(deploymentFrom({SITE_URL: 'http://localhost:3000/'}).url).toBe('http://localhost:3000');
    expect(deploymentFrom({BASE_URL: '/docs/v8/'}).baseUrl).toBe('/docs/v8/');
  });

  it.each(['v8/', '/v8', 'v8', '//', '/v8//', '/../', '/v 8/', '/v8/?x', 'https://x.io/v8/'])(
    'refuses BASE_URL=%s, naming it',
    (value) => {
      expect(() => deploymentFrom({BASE_URL: value})).toThrow(
        /^BASE_URL must be a path that starts and ends with "\/"/,
      );
    },
  );

  it.each([
    'docs.example.com',
    'ftp://docs.example.com',
    'https://docs.example.com/v8/',
    'https://docs.example.com?x=1',
    'https://docs.example.com#top',
    'https://user:pass@docs.example.com',
    'https:docs.example.com',
    '/v8/',
  ])('refuses SITE_URL=%s, naming it', (value) => {
    expect(() => deploymentFrom({SITE_URL: value})).toThrow(
      /^SITE_URL must be an absolute http\(s\) origin/,
    );
  });
});
