import type {ConfigGroup} from './types';

export const general: ConfigGroup = {
  id: 'general',
  title: 'General',
  keys: [
    {
      key: 'env',
      env: 'DIRECTUS_ENV',
      type: 'string',
      default: "'production'",
      description:
        'Environment name. With `production` the API turns PHP error output off; any other value (the example file names `development` and `staging`) reports and displays every error, and error responses add the exception class, file and line.',
    },
    {
      key: 'tableBlacklist',
      env: 'DIRECTUS_TABLEBLACKLIST',
      type: 'array',
      default: '[]',
      description:
        'Meant to hide tables from Directus, but has no effect: only the SQLite schema reader reads it, and the v8 API runs on MySQL only.',
    },
    {
      key: 'ext',
      env: 'DIRECTUS_EXT',
      type: 'array',
      default: null,
      description: 'Listed in the schema, but no code in the API reads it.',
    },
  ],
};
