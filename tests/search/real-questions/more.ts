import type {RealQuestion} from './types';

/** More Directus 8 questions from directus/v8-archive, directus/directus (pre-v9), directus/app and directus/sdk-js issues. */
export const questions: readonly RealQuestion[] = [
  {
    query: 'creating item to directus_users was denied',
    source: 'https://github.com/directus/v8-archive/issues/2368',
    expected: '/api/authentication.html#authorization-header',
  },
  {
    query: 'Unauthorized request plesk nginx',
    source: 'https://github.com/directus/v8-archive/issues/1929',
    expected: '/api/errors.html#error-3',
    also: ['/getting-started/troubleshooting.html#check-project-url'],
  },
  {
    query: '550 Unauthenticated senders not allowed',
    source: 'https://github.com/directus/v8-archive/issues/1283',
    expected: '/advanced/api/configuration.html#config-mail',
  },
  {
    query: 'sendgrid smtp failed to send email',
    source: 'https://github.com/directus/v8-archive/issues/1283',
    expected: '/advanced/api/configuration.html#config-mail',
  },
  {
    query: 'address must be same as authorization user',
    source: 'https://github.com/directus/v8-archive/issues/1608',
    expected: '/api/mail.html#send-an-email',
  },
  {
    query: 'hooks are not being triggered',
    source: 'https://github.com/directus/v8-archive/issues/1419',
    expected: '/extensions/hooks.html#event-names',
  },
  {
    query: 'item.create.collection hook $collectionName $data',
    source: 'https://github.com/directus/v8-archive/issues/1419',
    expected: '/extensions/hooks.html#event-names',
  },
  {
    query: 'pre-defined api key stateless',
    source: 'https://github.com/directus/app/issues/2760',
    expected: '/guides/authentication.html#static-token',
  },
  {
    query: 'api keys without token refresh',
    source: 'https://github.com/directus/app/issues/2760',
    expected: '/guides/authentication.html#static-token',
  },
  {
    query: 'single type collection opens id 1',
    source: 'https://github.com/directus/v8-archive/issues/2113',
    expected: '/guides/collections.html#single',
  },
  {
    query: 'hide project dropdown on login',
    source: 'https://github.com/directus/v8-archive/issues/2113',
    expected: '/guides/projects.html#private-projects',
  },
  {
    query: 'customise navigation sidebar collections',
    source: 'https://github.com/directus/directus/issues/2633',
    expected: '/guides/roles.html#collection-listing',
  },
  {
    query: 'hide collection per role',
    source: 'https://github.com/directus/app/issues/2712',
    expected: '/guides/roles.html#collection-listing',
  },
  {
    query: 'hide translations collection from navigation',
    source: 'https://github.com/directus/app/issues/2712',
    expected: '/guides/collections.html#hidden',
  },
  {
    query: 'group collections in sidebar',
    source: 'https://github.com/directus/app/issues/2673',
    expected: '/guides/roles.html#collection-listing',
  },
  {
    query: "cannot drag on collections with 'sort' field",
    source: 'https://github.com/directus/v8-archive/issues/2441',
    expected: '/guides/user-guide.html#reordering',
  },
  {
    query: 'drag and drop sort not allowed cursor',
    source: 'https://github.com/directus/v8-archive/issues/2441',
    expected: '/guides/user-guide.html#reordering',
  },
  {
    query: 'public and private files at same time',
    source: 'https://github.com/directus/v8-archive/issues/2042',
    expected: '/guides/files.html#asset-middleware',
  },
  {
    query: 'server error adding user to public role',
    source: 'https://github.com/directus/directus/issues/2506',
    expected: '/guides/roles.html#public-data',
  },
  {
    query: 'get item with specific translation api',
    source: 'https://github.com/directus/v8-archive/issues/1773',
    expected: '/api/query/fields.html#lang',
  },
  {
    query: '?lang parameter translations',
    source: 'https://github.com/directus/v8-archive/issues/1773',
    expected: '/api/query/fields.html#lang',
  },
  {
    query: 'docs missing on translation lang',
    source: 'https://github.com/directus/v8-archive/issues/2043',
    expected: '/api/query/fields.html#lang',
  },
  {
    query: 'code null Internal Server Error',
    source: 'https://github.com/directus/directus/issues/2564',
    expected: '/api/errors.html#development-and-production',
  },
  {
    query: "Undefined class constant 'TYPE_USER_CREATED'",
    source: 'https://github.com/directus/directus/issues/2557',
    expected: '/guides/upgrading.html#database-migrations',
  },
  {
    query: 'directus8 install 500 internal server error',
    source: 'https://github.com/directus/v8-archive/issues/1541',
    expected: '/getting-started/troubleshooting.html#check-server-software',
  },
  {
    query: 'error assigning m2m relationship',
    source: 'https://github.com/directus/app/issues/2850',
    expected: '/guides/collections.html#managing-collections',
  },
  {
    query: "couldn't reach api after google login",
    source: 'https://github.com/directus/v8-archive/issues/2062',
    expected: '/guides/authentication.html#google-sso-setup',
  },
  {
    query: 'google sso useOidcMode',
    source: 'https://github.com/directus/v8-archive/issues/2062',
    expected: '/guides/authentication.html#google-sso-setup',
  },
  {
    query: 'owner field overwritten on create',
    source: 'https://github.com/directus/v8-archive/issues/1770',
    expected: '/guides/field-types.html#type-owner',
  },
  {
    query: "can't post a custom owner createItem",
    source: 'https://github.com/directus/v8-archive/issues/2086',
    expected: '/guides/field-types.html#type-owner',
  },
  {
    query: 'insert new image from api',
    source: 'https://github.com/directus/app/issues/2701',
    expected: '/api/files.html#create-a-file',
  },
  {
    query: 'create only role fields greyed out',
    source: 'https://github.com/directus/v8-archive/issues/2239',
    expected: '/guides/permissions.html#create-needs-update-in-the-app',
  },
  {
    query: 'graphql collection should not be blank',
    source: 'https://github.com/directus/v8-archive/issues/2105',
    expected: '/api/graphql.html#relational-fields-without-a-relation',
  },
  {
    query: "couldn't reach api but ping works",
    source: 'https://github.com/directus/directus/issues/2510',
    expected: '/getting-started/troubleshooting.html#couldnt-reach-api',
  },
  {
    query: "couldn't reach api after upgrading 8.5.4",
    source: 'https://github.com/directus/v8-archive/issues/1762',
    expected: '/getting-started/troubleshooting.html#couldnt-reach-api',
  },
  {
    query: "all logins failing couldn't reach api",
    source: 'https://github.com/directus/v8-archive/issues/1821',
    expected: '/getting-started/troubleshooting.html#couldnt-reach-api',
  },
  {
    query: 'error 500 requesting thumbnails',
    source: 'https://github.com/directus/v8-archive/issues/1891',
    expected: '/guides/files.html#thumbnail-memory',
  },
  {
    query: 'getMe not working cookie mode nodejs',
    source: 'https://github.com/directus/sdk-js/issues/270',
    expected: '/guides/js-sdk.html#cookie-mode-in-nodejs',
  },
  {
    query: 'password reset mail not received /mail works',
    source: 'https://github.com/directus/v8-archive/issues/693',
    expected: '/guides/authentication.html#password-reset-sender',
  },
];
