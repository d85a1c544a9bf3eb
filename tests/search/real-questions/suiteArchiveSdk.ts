import type {RealQuestion} from './types';

/** Questions from directus/directus (Directus 8 era), directus/v8-archive and directus/sdk-js issues. */
export const questions: readonly RealQuestion[] = [
  {
    query: 'unauthorized request custom endpoint',
    source: 'https://github.com/directus/v8-archive/issues/1809',
    expected: '/extensions/custom-endpoints.html#creating-custom-endpoints',
  },
  {
    query: 'filter hooks do not run',
    source: 'https://github.com/directus/v8-archive/issues/1364',
    expected: '/extensions/hooks.html#filter-hooks',
  },
  {
    query: 'item.create :after filter not firing',
    source: 'https://github.com/directus/v8-archive/issues/1364',
    expected: '/extensions/hooks.html#event-names',
    also: ['/extensions/hooks.html#filter-hooks'],
  },
  {
    query: 'payload set not working hook',
    source: 'https://github.com/directus/v8-archive/issues/1200',
    expected: '/extensions/hooks.html#filter-hooks',
  },
  {
    query: 'hooks are not firing',
    source: 'https://github.com/directus/v8-archive/issues/1328',
    expected: '/extensions/hooks.html#event-names',
    also: ['/extensions/hooks.html#creating-hooks'],
  },
  {
    query: 'no data via webhook',
    source: 'https://github.com/directus/v8-archive/issues/1742',
    expected: '/guides/admin-guide.html#create-a-webhook',
    also: ['/extensions/hooks.html#web-hooks'],
  },
  {
    query: 'webhook for all actions',
    source: 'https://github.com/directus/v8-archive/issues/1794',
    expected: '/guides/admin-guide.html#create-a-webhook',
  },
  {
    query: 'thumbnail for pdf files',
    source: 'https://github.com/directus/v8-archive/issues/1081',
    expected: '/guides/files.html#requesting-thumbnails',
  },
  {
    query: 'thumbnailer component pdf 404',
    source: 'https://github.com/directus/directus/issues/2397',
    expected: '/guides/files.html#requesting-thumbnails',
  },
  {
    query: 'unauthenticated users can access files',
    source: 'https://github.com/directus/v8-archive/issues/2002',
    expected: '/api/assets.html#get-an-asset',
    also: ['/guides/files.html#asset-middleware'],
  },
  {
    query: 'assets url without token',
    source: 'https://github.com/directus/v8-archive/issues/2081',
    expected: '/api/assets.html#get-an-asset',
    also: ['/guides/files.html#asset-middleware'],
  },
  {
    query: 'thumbnails original filename in url',
    source: 'https://github.com/directus/v8-archive/issues/1581',
    expected: '/guides/files.html#file-settings',
    also: ['/guides/files.html#asset-middleware'],
  },
  {
    query: 'steps adding new project manually',
    source: 'https://github.com/directus/v8-archive/issues/767',
    expected: '/advanced/api/configuration.html#project-config-files',
    also: ['/guides/projects.html#creating-a-project'],
  },
  {
    query: 'install:config super_admin_token',
    source: 'https://github.com/directus/directus/issues/2511',
    expected: '/guides/cli.html#configure-directus',
    also: ['/guides/projects.html#super-admin-token'],
  },
  {
    query: 'file_get_contents __api.json failed',
    source: 'https://github.com/directus/directus/issues/2511',
    expected: '/guides/projects.html#super-admin-token',
    also: ['/advanced/api/configuration.html#super-admin-token'],
  },
  {
    query: 'installer creates _.php config wrong name',
    source: 'https://github.com/directus/v8-archive/issues/1449',
    expected: '/guides/projects.html#default-project',
  },
  {
    query: 'InvalidProjectException DIRECTUS_USE_ENV',
    source: 'https://github.com/directus/v8-archive/issues/1271',
    expected: '/docker/environment.html#how-variables-work',
  },
  {
    query: 'getItems only specific fields',
    source: 'https://github.com/directus/directus/issues/2373',
    expected: '/api/query/fields.html#syntax',
  },
  {
    query: 'query many to many over api',
    source: 'https://github.com/directus/directus/issues/2420',
    expected:
      '/getting-started/troubleshooting.html#why-is-my-relational-data-file-only-returning-an-id',
    also: ['/api/query/fields.html#syntax'],
  },
  {
    query: "s3 adapter doesn't work",
    source: 'https://github.com/directus/v8-archive/issues/550',
    expected: '/extensions/storage-adapters.html#using-aws-s3',
  },
  {
    query: 'Class Aws\\S3\\S3Client not found',
    source: 'https://github.com/directus/v8-archive/issues/718',
    expected: '/extensions/storage-adapters.html#using-aws-s3',
  },
  {
    query: 'custom file storage cdn',
    source: 'https://github.com/directus/v8-archive/issues/2060',
    expected: '/extensions/storage-adapters.html#files-structure',
  },
  {
    query: 'storage adapters other than s3',
    source: 'https://github.com/directus/v8-archive/issues/2017',
    expected: '/extensions/storage-adapters.html#core-adapters',
    also: ['/extensions/storage-adapters.html#files-structure'],
  },
  {
    query: 'auth.login returns 404',
    source: 'https://github.com/directus/v8-archive/issues/2396',
    expected: '/guides/js-sdk.html#installation',
  },
  {
    query: 'js sdk v8 compatible version',
    source: 'https://github.com/directus/v8-archive/issues/2405',
    expected: '/guides/js-sdk.html#installation',
  },
  {
    query: 'Invalid keysWithString value',
    source: 'https://github.com/directus/sdk-js/issues/102',
    expected: '/guides/js-sdk.html#authentication',
  },
  {
    query: 'cookie mode not working sdk',
    source: 'https://github.com/directus/sdk-js/issues/176',
    expected: '/guides/js-sdk.html#authentication',
  },
  {
    query: 'sdk auth persist storage not working',
    source: 'https://github.com/directus/sdk-js/issues/113',
    expected: '/guides/js-sdk.html#persistence',
  },
  {
    query: 'sdk usage guide',
    source: 'https://github.com/directus/sdk-js/issues/54',
    expected: '/guides/js-sdk.html#usage',
  },
  {
    query: 'cookie SameSite attribute blocked',
    source: 'https://github.com/directus/v8-archive/issues/1819',
    expected: '/advanced/api/configuration.html#directus_cookie_samesite',
  },
  {
    query: 'authentication with cookies react',
    source: 'https://github.com/directus/v8-archive/issues/1628',
    expected: '/guides/authentication.html#cookie-mode',
  },
  {
    query: 'database upgrade script 7 to 8',
    source: 'https://github.com/directus/directus/issues/2530',
    expected: '/guides/upgrading.html#database-migrations',
  },
  {
    query: 'how to trigger db migrations',
    source: 'https://github.com/directus/v8-archive/issues/503',
    expected: '/guides/upgrading.html#database-migrations',
  },
  {
    query: 'mine role permission new level',
    source: 'https://github.com/directus/v8-archive/issues/1679',
    expected: '/guides/permissions.html#collection-level',
  },
  {
    query: 'cors allowed origin not restricted',
    source: 'https://github.com/directus/v8-archive/issues/1605',
    expected: '/advanced/api/configuration.html#directus_cors_origin',
  },
  {
    query: 'filter m2m match all tags',
    source: 'https://github.com/directus/v8-archive/issues/967',
    expected: '/api/query/filter.html#one-to-many-fields',
  },
  {
    query: 'filter nested books status',
    source: 'https://github.com/directus/v8-archive/issues/1371',
    expected: '/api/query/filter.html#relational-filters',
  },
  {
    query: 'utf8 instead of utf8mb4 tables',
    source: 'https://github.com/directus/v8-archive/issues/2109',
    expected: '/guides/database.html#charset',
  },
  {
    query: 'invite user email never sent',
    source: 'https://github.com/directus/v8-archive/issues/2218',
    expected: '/guides/users.html#inviting-users',
  },
  {
    query: 're-add deleted user duplicate key email',
    source: 'https://github.com/directus/v8-archive/issues/2218',
    expected: '/guides/users.html#deleting-users',
  },
  {
    query: 'invitation link shows raw json',
    source: 'https://github.com/directus/v8-archive/issues/1525',
    expected: '/guides/users.html#inviting-users',
  },
  {
    query: '1709 Index column size too large',
    source: 'https://github.com/directus/v8-archive/issues/942',
    expected: '/getting-started/troubleshooting.html#why-is-my-mariadb-installation-not-working',
  },
  {
    query: 'no enable 2fa button in profile',
    source: 'https://github.com/directus/directus/issues/2460',
    expected: '/guides/user-guide.html#enable-2fa',
    also: ['/guides/authentication.html#two-factor-authentication-2fa'],
  },
  {
    query: 'graphql filter on relation field',
    source: 'https://github.com/directus/v8-archive/issues/1401',
    expected: '/api/graphql.html#arguments',
  },
  {
    query: 'db:upgrade config file does not exist',
    source: 'https://github.com/directus/v8-archive/issues/1534',
    expected: '/guides/cli.html#upgrade-directus-schema',
  },
  {
    query: "Unknown column 'ur.role' after upgrade",
    source: 'https://github.com/directus/v8-archive/issues/1534',
    expected: '/guides/upgrading.html#database-migrations',
  },
  {
    query: 'Missing module name or command',
    source: 'https://github.com/directus/directus/issues/2533',
    expected: '/guides/cli.html#commands-list',
  },
  {
    query: 'modified on wrong timezone',
    source: 'https://github.com/directus/v8-archive/issues/1888',
    expected: '/guides/users.html#user-fields',
  },
  {
    query: 'user_created to owner upgrade 7 to 8',
    source: 'https://github.com/directus/v8-archive/issues/1624',
    expected: '/guides/upgrading.html#database-migrations',
  },
  {
    query: 'cors requests allowed from every domain',
    source: 'https://github.com/directus/v8-archive/issues/1572',
    expected: '/advanced/api/configuration.html#directus_cors_origin',
  },
  {
    query: 'directus-medium-crop key is missing',
    source: 'https://github.com/directus/v8-archive/issues/1533',
    expected: '/guides/files.html#whitelisting-thumbnails',
  },
  {
    query: 'mine permission on directus_users',
    source: 'https://github.com/directus/v8-archive/issues/728',
    expected: '/guides/permissions.html#collection-level',
  },
  {
    query: 'has all filter bad query',
    source: 'https://github.com/directus/v8-archive/issues/576',
    expected: '/api/query/filter.html#one-to-many-fields',
  },
  {
    query: 'throttle api requests limit=1000',
    source: 'https://github.com/directus/v8-archive/issues/1606',
    expected: '/advanced/api/configuration.html#config-rate-limit',
  },
  {
    query: 'rate_limit default values',
    source: 'https://github.com/directus/v8-archive/issues/1363',
    expected: '/advanced/api/configuration.html#config-rate-limit',
  },
  {
    query: 'missing boundary multipart/form-data node',
    source: 'https://github.com/directus/sdk-js/issues/134',
    expected: '/guides/js-sdk.html#upload-from-nodejs',
  },
  {
    query: 'no Access-Control-Allow-Origin uploaded fonts',
    source: 'https://github.com/directus/v8-archive/issues/1408',
    expected: '/guides/files.html#cors-for-original-files',
  },
];

/** Questions no section of the docs answers yet, with the fact from the v8 source and where a reader would look. */
