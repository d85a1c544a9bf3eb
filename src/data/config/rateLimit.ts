import type {ConfigGroup} from './types';

export const rateLimit: ConfigGroup = {
  id: 'rate-limit',
  title: 'Rate limit',
  keys: [
    {
      key: 'rate_limit.enabled',
      env: 'DIRECTUS_RATELIMIT_ENABLED',
      type: 'boolean',
      default: 'false',
      description: 'Limit the number of requests a client can make.',
    },
    {
      key: 'rate_limit.limit',
      env: 'DIRECTUS_RATELIMIT_LIMIT',
      type: 'integer',
      default: '100',
      description: 'Requests allowed per interval.',
    },
    {
      key: 'rate_limit.interval',
      env: 'DIRECTUS_RATELIMIT_INTERVAL',
      type: 'integer',
      default: '60',
      description: 'Length of the interval, in seconds.',
    },
    {
      key: 'rate_limit.adapter',
      env: 'DIRECTUS_RATELIMIT_ADAPTER',
      type: 'string',
      default: "'redis'",
      description:
        'Where the counters live: `redis` or `memory`. With `memory` the counters live in the PHP process of one request and start over with the next, so nothing is limited. Another name makes the limiter throw an error.',
    },
    {
      key: 'rate_limit.host',
      env: 'DIRECTUS_RATELIMIT_HOST',
      type: 'string',
      default: "'127.0.0.1'",
      description: 'Redis server of the `redis` adapter.',
    },
    {
      key: 'rate_limit.port',
      env: 'DIRECTUS_RATELIMIT_PORT',
      type: 'integer',
      default: '6379',
      description: 'Port of that Redis server.',
    },
    {
      key: 'rate_limit.timeout',
      env: 'DIRECTUS_RATELIMIT_TIMEOUT',
      type: 'integer',
      default: '10',
      description: "Timeout of the API's connection to Redis.",
    },
  ],
};
