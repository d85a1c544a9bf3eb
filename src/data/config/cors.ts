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
      description: 'Send CORS headers at all.',
    },
    {
      key: 'cors.origin',
      env: 'DIRECTUS_CORS_ORIGIN',
      type: 'array',
      default: "['*']",
      description: 'Origins allowed in `Access-Control-Allow-Origin`.',
    },
    {
      key: 'cors.methods',
      env: 'DIRECTUS_CORS_METHODS',
      type: 'array',
      default: "['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']",
      description: 'Methods listed in `Access-Control-Allow-Methods`.',
    },
    {
      key: 'cors.headers',
      env: 'DIRECTUS_CORS_HEADERS',
      type: 'array',
      default: '[]',
      description: 'Request headers listed in `Access-Control-Allow-Headers`.',
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
      description: 'Seconds a browser may cache a preflight answer (`Access-Control-Max-Age`).',
    },
    {
      key: 'cors.credentials',
      env: 'DIRECTUS_CORS_CREDENTIALS',
      type: 'boolean',
      default: 'false',
      description:
        'Send `Access-Control-Allow-Credentials`, needed when a browser app on another origin uses cookie authentication.',
    },
  ],
};
