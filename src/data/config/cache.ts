import type {ConfigGroup} from './types';

export const cache: ConfigGroup = {
  id: 'cache',
  title: 'Cache',
  keys: [
    {
      key: 'cache.enabled',
      env: 'DIRECTUS_CACHE_ENABLED',
      type: 'boolean',
      default: 'false',
      description:
        'Cache API responses in the pool below. Without a pool adapter nothing is stored even when this is on.',
    },
    {
      key: 'cache.response_ttl',
      env: 'DIRECTUS_CACHE_RESPONSETTL',
      type: 'integer',
      default: '3600',
      description: 'How long a cached response is kept, in seconds.',
    },
  ],
};

export const cachePool: ConfigGroup = {
  id: 'cache-pool',
  title: 'Cache pool',
  keys: [
    {
      key: 'cache.pool.adapter',
      env: 'DIRECTUS_CACHE_POOL_ADAPTER',
      type: 'string',
      default: null,
      description:
        'Where cached responses live: `apc`, `apcu`, `array`, `filesystem`, `memcached`, `memcache`, `redis`, `rediscluster` or `void`. Unset, the API uses `void` (nothing is kept). The API checks the pool only while `cache.enabled` is true: then another name, or a Memcache(d) or Redis adapter whose PHP extension is missing, makes every request fail.',
    },
    {
      key: 'cache.pool.path',
      env: 'DIRECTUS_CACHE_POOL_PATH',
      type: 'string',
      default: null,
      description:
        'Folder of the `filesystem` adapter, relative to the API root unless it starts with `/`. Required by that adapter while `cache.enabled` is true (without it every request fails): the schema lists `../cache/` as a fallback, but never applies it.',
    },
    {
      key: 'cache.pool.host',
      env: 'DIRECTUS_CACHE_POOL_HOST',
      type: 'string',
      default: null,
      description:
        'Server of the `memcached`, `memcache`, `redis` or `rediscluster` adapter; the code falls back to `localhost`.',
    },
    {
      key: 'cache.pool.port',
      env: 'DIRECTUS_CACHE_POOL_PORT',
      type: 'integer',
      default: null,
      description:
        'Port of that server; the code falls back to `11211` for Memcache(d) and `6379` for Redis.',
    },
    {
      key: 'cache.pool.auth',
      env: 'DIRECTUS_CACHE_POOL_AUTH',
      type: 'string',
      default: null,
      description: 'Password the `redis` and `rediscluster` adapters send with `AUTH`.',
    },
  ],
};
