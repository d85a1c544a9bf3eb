import type {RealQuestion} from './types';

/**
 * Fresh Directus 8 questions on sign-in, users and roles, permissions, files and
 * thumbnails, email, items and relations, and the app, from directus/v8-archive,
 * directus/app, directus/directus (pre-v9), directus/docker and directus/sdk-js
 * issues not used elsewhere in this corpus, in the order they were found.
 */
export const questions: readonly RealQuestion[] = [
  {
    query: 'public role read directus_files',
    source: 'https://github.com/directus/app/issues/2346',
    expected: '/guides/roles.html#public-data',
  },
  {
    query: 'cant get file url path api',
    source: 'https://github.com/directus/app/issues/1513',
    expected:
      '/getting-started/troubleshooting.html#why-is-my-relational-data-file-only-returning-an-id',
    also: ['/api/query/fields.html#syntax'],
  },
  {
    query: 'many to many field not in api response',
    source: 'https://github.com/directus/v8-archive/issues/846',
    expected: '/api/query/fields.html#syntax',
    also: [
      '/getting-started/troubleshooting.html#why-is-my-relational-data-file-only-returning-an-id',
    ],
  },
  {
    query: 'jwt token expiration time',
    source: 'https://github.com/directus/sdk-js/issues/127',
    expected: '/guides/authentication.html#expiry-and-refresh',
  },
  {
    query: 'file upload base64 400 bad request',
    source: 'https://github.com/directus/v8-archive/issues/835',
    expected: '/api/files.html#create-a-file',
  },
  {
    query: 'upload image via api s3',
    source: 'https://github.com/directus/directus/issues/2306',
    expected: '/api/files.html#create-a-file',
  },
  {
    query: 'create item attach m2m relationship api',
    source: 'https://github.com/directus/v8-archive/issues/1914',
    expected: '/api/items.html#nested-writes',
  },
  {
    query: 'how to request specific thumbnail',
    source: 'https://github.com/directus/v8-archive/issues/1787',
    expected: '/guides/files.html#requesting-thumbnails',
  },
  {
    query: 'custom email templates',
    source: 'https://github.com/directus/v8-archive/issues/962',
    expected: '/extensions/custom-mail-template.html#how-overriding-works',
  },
  {
    query: 'cant login without read access settings',
    source: 'https://github.com/directus/directus/issues/2645',
    expected: '/guides/permissions.html#app-level',
  },
  {
    query: 'no option to create collections',
    source: 'https://github.com/directus/app/issues/2098',
    expected: '/guides/collections.html#creating-collections',
    also: ['/guides/admin-guide.html#create-a-collection'],
  },
  {
    query: 'save filters for collection list',
    source: 'https://github.com/directus/app/issues/2066',
    expected: '/guides/user-guide.html#bookmarking',
    also: ['/guides/user-guide.html#bookmarks'],
  },
  {
    query: 'user sees own items only',
    source: 'https://github.com/directus/app/issues/2765',
    expected: '/guides/permissions.html#collection-level',
  },
  {
    query: 'change base url reset password email',
    source: 'https://github.com/directus/v8-archive/issues/1833',
    expected: '/guides/authentication.html#password-reset',
  },
  {
    query: 'reset password link http instead of https',
    source: 'https://github.com/directus/v8-archive/issues/1957',
    expected: '/guides/authentication.html#password-reset',
  },
  {
    query: 'no role assigned creating user api',
    source: 'https://github.com/directus/v8-archive/issues/904',
    expected: '/guides/users.html#creating-users',
    also: ['/api/users.html#create-a-user'],
  },
  {
    query: 'signup with api',
    source: 'https://github.com/directus/app/issues/2624',
    expected: '/guides/users.html#sign-up',
  },
  {
    query: 'collection title instead of name',
    source: 'https://github.com/directus/v8-archive/issues/1323',
    expected: '/guides/collections.html#translations',
    also: ['/guides/i18n.html#schema-translations'],
  },
  {
    query: 'sendmail unrecognized option b',
    source: 'https://github.com/directus/v8-archive/issues/867',
    expected: '/advanced/api/configuration.html#config-mail',
  },
  {
    query: 'Expected response code 220 but got code',
    source: 'https://github.com/directus/docker/issues/26',
    expected: '/advanced/api/configuration.html#config-mail',
  },
  {
    query: 's3 image cannot be loaded file library',
    source: 'https://github.com/directus/v8-archive/issues/706',
    expected: '/extensions/storage-adapters.html#using-aws-s3',
  },
  {
    query: 'thumbnail url not using storage root url',
    source: 'https://github.com/directus/v8-archive/issues/1873',
    expected: '/guides/files.html#asset-middleware',
    also: ['/guides/files.html#requesting-thumbnails'],
  },
  {
    query: 's3 root_url not used downloads url',
    source: 'https://github.com/directus/v8-archive/issues/1569',
    expected: '/extensions/storage-adapters.html#core-adapters',
  },
  {
    query: 'comments only shown to admin users',
    source: 'https://github.com/directus/app/issues/2735',
    expected: '/guides/user-guide.html#comments-mentions',
    also: ['/guides/permissions.html#comment'],
  },
  {
    query: 'mine permission option missing',
    source: 'https://github.com/directus/app/issues/1019',
    expected: '/guides/permissions.html#collection-level',
  },
];
