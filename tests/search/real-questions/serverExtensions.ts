import type {RealQuestion} from './types';

/** Fresh Directus 8 questions on installing, server setup, configuration, projects, the CLI, upgrading, extensions, webhooks, the JS SDK and GraphQL. */
export const questions: readonly RealQuestion[] = [
  {
    query: 'custom endpoint example not working',
    source: 'https://github.com/directus/v8-archive/issues/762',
    expected: '/extensions/custom-endpoints.html#creating-custom-endpoints',
  },
  {
    query: 'server/ping returns nothing',
    source: 'https://github.com/directus/app/issues/2822',
    expected: '/getting-started/troubleshooting.html#check-url-rewriting',
    also: ['/getting-started/troubleshooting.html#check-ping'],
  },
  {
    query: 'Unable to create the config file docker',
    source: 'https://github.com/directus/v8-archive/issues/2157',
    expected: '/docker/faq.html#i-want-to-use-files-for-configs-what-should-i-do',
  },
  {
    query: 'Something is wrong with this project 404',
    source: 'https://github.com/directus/v8-archive/issues/1901',
    expected: '/getting-started/troubleshooting.html#something-is-wrong-with-this-project',
  },
  {
    query: 'install:config unix socket',
    source: 'https://github.com/directus/app/issues/1146',
    expected: '/guides/cli.html#configure-directus',
  },
  {
    query: 'change JWT token expiration time',
    source: 'https://github.com/directus/sdk-js/issues/127',
    expected: '/guides/authentication.html#expiry-and-refresh',
  },
  {
    query: 'new interface not showing in list',
    source: 'https://github.com/directus/v8-archive/issues/625',
    expected: '/extensions/#extension-does-not-load',
  },
  {
    query: 'extension dist folder not loaded',
    source: 'https://github.com/directus/extension-toolkit/issues/13',
    expected: '/extensions/#extension-does-not-load',
  },
  {
    query: 'abort item creation in hook',
    source: 'https://github.com/directus/v8-archive/issues/1143',
    expected: '/extensions/hooks.html#custom-validation',
  },
  {
    query: 'create project via api',
    source: 'https://github.com/directus/app/issues/2892',
    expected: '/api/projects.html#create-a-project',
  },
  {
    query: 'field value in webhook url',
    source: 'https://github.com/directus/directus/issues/2589',
    expected: '/guides/admin-guide.html#create-a-webhook',
    also: ['/extensions/hooks.html#web-hooks'],
  },
  {
    query: 'PHP File Information extension was not loaded',
    source: 'https://github.com/directus/app/issues/1824',
    expected: '/getting-started/troubleshooting.html#check-php-extensions',
  },
  {
    query: 'item.read:before filter not filtering results',
    source: 'https://github.com/directus/directus/issues/2370',
    expected: '/extensions/hooks.html#filter-item-read-before',
  },
  {
    query: 'how to create custom extension',
    source: 'https://github.com/directus/v8-archive/issues/2028',
    expected: '/extensions/',
  },
  {
    query: 'docker deploy without running installer',
    source: 'https://github.com/directus/v8-archive/issues/2179',
    expected: '/docker/environment.html#installation-process',
  },
  {
    query: 'vendor/autoload.php failed to open stream',
    source: 'https://github.com/directus/directus/issues/2275',
    expected: '/getting-started/troubleshooting.html#check-dependencies',
  },
  {
    query: 'custom endpoint get authenticated user',
    source: 'https://github.com/directus/v8-archive/issues/2031',
    expected: '/extensions/custom-endpoints.html#permissions',
  },
  {
    query: 'install in sub-folder nginx',
    source: 'https://github.com/directus/v8-archive/issues/467',
    expected: '/advanced/server-setup.html#how-a-request-is-routed',
    also: ['/advanced/server-setup.html#nginx'],
  },
  {
    query: '500 error on auth/sso',
    source: 'https://github.com/directus/directus/issues/2405',
    expected: '/getting-started/troubleshooting.html#check-permissions',
  },
  {
    query: 'how to upgrade directus shared hosting',
    source: 'https://github.com/directus/directus/issues/2296',
    expected: '/guides/upgrading.html#manually-upgrading-ftp-installs',
  },
  {
    query: 'use graphql from client side without admin',
    source: 'https://github.com/directus/v8-archive/issues/1755',
    expected: '/api/graphql.html#introduction',
  },
  {
    query: 'Cannot find super admin token variable',
    source: 'https://github.com/directus/v8-archive/issues/1799',
    expected: '/advanced/api/configuration.html#cannot-find-super-admin-token',
  },
  {
    query: '/admin takes me to login screen',
    source: 'https://github.com/directus/directus/issues/2286',
    expected: '/advanced/server-setup.html#allowoverride',
    also: [
      '/getting-started/troubleshooting.html#check-url-rewriting',
      '/installation/git.html#step-6-install-your-first-project',
    ],
  },
  {
    query: 'Request Entity Too Large upload',
    source: 'https://github.com/directus/directus/issues/2627',
    expected:
      '/getting-started/troubleshooting.html#how-can-i-increase-the-2mb-limit-on-file-uploads',
  },
  {
    query: 'project not working after upgrade 7 to 8',
    source: 'https://github.com/directus/v8-archive/issues/1704',
    expected: '/guides/upgrading.html#database-migrations',
    also: [
      '/guides/cli.html#upgrade-directus-schema',
      '/api/projects.html#update-the-project-database',
    ],
  },
];
