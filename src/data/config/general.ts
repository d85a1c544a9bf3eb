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
        'Environment name. With `production` the API turns PHP error output off; any other value (the example file names `development` and `staging`) reports and displays every error.',
    },
    {
      key: 'tableBlacklist',
      env: 'DIRECTUS_TABLEBLACKLIST',
      type: 'array',
      default: '[]',
      description:
        'Tables to hide from Directus. In the v8 source only the SQLite schema reader applies this list; the MySQL reader does not read it.',
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
