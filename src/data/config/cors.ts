import type {ConfigGroup} from './types';

export const cors: ConfigGroup = {
  id: 'cors',
  title: 'CORS',
  keys: [
    {
      key: 'cors.enabled',
      env: 'DIRECTUS_CORS_ENABLED',
      type: 'boolean',
      default: 'true',
      description:
        "Send CORS headers. When off, error answers still echo the request's `Origin`, and `/server/ping` still sends the full set.",
    },
    {
      key: 'cors.origin',
      env: 'DIRECTUS_CORS_ORIGIN',
      type: 'array',
      default: "['*']",
      description:
        "Origins the API names in `Access-Control-Allow-Origin`: it echoes the request's `Origin` when the list contains it, and any `Origin` when the list contains `*`. An empty list, or a string instead of a list, counts as `['*']`. Error responses echo the request's `Origin` whatever this list says. The API refuses no request for its origin: only browsers check the header.",
    },
    {
      key: 'cors.methods',
      env: 'DIRECTUS_CORS_METHODS',
      type: 'array',
      default: "['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']",
      description:
        "Methods listed in `Access-Control-Allow-Methods` of preflight answers. Your list replaces the default one position by position, so a shorter list does not remove methods: `['GET', 'POST']` still sends all six.",
    },
    {
      key: 'cors.headers',
      env: 'DIRECTUS_CORS_HEADERS',
      type: 'array',
      default: '[]',
      description:
        'Meant for `Access-Control-Allow-Headers`, but has no effect in 8.8.1: preflight answers always send `X-Directus-Project, Content-Type, Authorization` instead, and other answers do not send the header.',
    },
    {
      key: 'cors.exposed_headers',
      env: 'DIRECTUS_CORS_EXPOSEDHEADERS',
      type: 'array',
      default: '[]',
      description: 'Response headers listed in `Access-Control-Expose-Headers`.',
    },
    {
      key: 'cors.max_age',
      env: 'DIRECTUS_CORS_MAXAGE',
      type: 'integer',
      default: 'null',
      description:
        'Seconds a browser may cache a preflight answer (`Access-Control-Max-Age`). Unset or `0`, the header is not sent.',
    },
    {
      key: 'cors.credentials',
      env: 'DIRECTUS_CORS_CREDENTIALS',
      type: 'boolean',
      default: 'false',
      description:
        'Send `Access-Control-Allow-Credentials: true` with normal answers, needed when a browser app on another origin uses cookie authentication. Preflight answers always send it, whatever this says.',
    },
  ],
};
