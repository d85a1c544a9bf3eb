import type {RealQuestion} from './types';

/**
 * Fresh Directus 8 questions on deploying and operating it: the Docker image and its
 * variables, web servers and hosting, HTTPS and proxies, databases, storage adapters and
 * thumbnails, caching, CORS, upgrading and performance, from directus/v8-archive,
 * directus/app, directus/directus (pre-v9) and directus/docker issues not used elsewhere
 * in this corpus, in the order they were found.
 */
export const questions: readonly RealQuestion[] = [
  {
    query: 'thumbnail request http instead of https',
    source: 'https://github.com/directus/app/issues/2925',
    expected: '/advanced/server-setup.html#https',
    also: ['/docker/overview.html#reverse-proxy'],
  },
  {
    query: 'thumbnails return 404 on nginx',
    source: 'https://github.com/directus/v8-archive/issues/858',
    expected: '/advanced/server-setup.html#nginx',
    also: ['/advanced/server-setup.html#directus-conf'],
  },
  {
    query: 'localhost cors between app and api',
    source: 'https://github.com/directus/v8-archive/issues/678',
    expected: '/advanced/api/configuration.html#config-cors',
    also: ['/docker/environment.html#cors'],
  },
  {
    query: 'CORS error when opening the app',
    source: 'https://github.com/directus/docker/issues/22',
    expected: '/docker/environment.html#cors',
    also: ['/advanced/api/configuration.html#config-cors'],
  },
  {
    query: 'google cloud storage adapter',
    source: 'https://github.com/directus/v8-archive/issues/1715',
    expected: '/extensions/storage-adapters.html#core-adapters',
    also: ['/extensions/storage-adapters.html#using-aws-s3-with-custom-endpoint'],
  },
  {
    query: 'api takes long to respond',
    source: 'https://github.com/directus/v8-archive/issues/1743',
    expected: '/advanced/api/configuration.html#config-cache',
    also: ['/docker/environment.html#cache'],
  },
  {
    query: 'speed up api calls',
    source: 'https://github.com/directus/v8-archive/issues/1743',
    expected: '/advanced/api/configuration.html#config-cache',
    also: ['/docker/environment.html#cache'],
  },
  {
    query: 'slow api response and ping times',
    source: 'https://github.com/directus/app/issues/1803',
    expected: '/advanced/api/configuration.html#config-cache',
    also: ['/docker/environment.html#cache'],
  },
  {
    query: "Can't initialize character set utf8mb4",
    source: 'https://github.com/directus/v8-archive/issues/905',
    expected: '/guides/database.html#charset',
    also: ['/advanced/api/configuration.html#database-details'],
  },
  {
    query: 'which paths to map to volumes',
    source: 'https://github.com/directus/docker/issues/21',
    expected: '/docker/overview.html#volumes',
  },
  {
    query: 'persistent data docker compose volumes',
    source: 'https://github.com/directus/docker/issues/21',
    expected: '/docker/overview.html#volumes',
  },
  {
    query: 'adapter for Azure Blob Storage',
    source: 'https://github.com/directus/docker/issues/97',
    expected: '/extensions/storage-adapters.html#core-adapters',
  },
  {
    query: 'develop a storage adapter for azure',
    source: 'https://github.com/directus/v8-archive/issues/883',
    expected: '/extensions/storage-adapters.html#files-structure',
    also: ['/extensions/storage-adapters.html#core-adapters'],
  },
  {
    query: 'log file could not be opened permission denied',
    source: 'https://github.com/directus/docker/issues/12',
    expected: '/advanced/server-setup.html#file-permissions',
    also: ['/getting-started/troubleshooting.html#check-permissions'],
  },
  {
    query: 'connect to managed mysql with ssl',
    source: 'https://github.com/directus/app/issues/2967',
    expected: '/advanced/api/configuration.html#database-details',
  },
  {
    query: 'wrong urls behind load balancer',
    source: 'https://github.com/directus/v8-archive/issues/645',
    expected: '/advanced/server-setup.html#https',
    also: ['/docker/overview.html#reverse-proxy'],
  },
  {
    query: 'where can I see error logs',
    source: 'https://github.com/directus/v8-archive/issues/2519',
    expected: '/getting-started/troubleshooting.html#check-logs',
  },
  {
    query: 'invalid database connection mysql 8',
    source: 'https://github.com/directus/directus/issues/2496',
    expected: '/getting-started/troubleshooting.html#check-database',
  },
  {
    query: 'failed to connect to database after snapshot',
    source: 'https://github.com/directus/app/issues/2801',
    expected: '/advanced/api/configuration.html#config-database',
  },
  {
    query: 'app cannot find the api',
    source: 'https://github.com/directus/directus/issues/2268',
    expected: '/getting-started/troubleshooting.html#check-document-root',
  },
  {
    query: 'still old version after git pull',
    source: 'https://github.com/directus/directus/issues/2661',
    expected: '/guides/upgrading.html#upgrading-a-git-install',
  },
  {
    query: 'shared hosting cannot set document root',
    source: 'https://github.com/directus/v8-archive/issues/596',
    expected: '/installation/manual.html#a-note-on-shared-hosts',
  },
  {
    query: 'thumbnails requested over http not https',
    source: 'https://github.com/directus/app/issues/2925',
    expected: '/advanced/server-setup.html#https',
    also: ['/docker/overview.html#reverse-proxy'],
  },
  {
    query: "couldn't reach api cors docker",
    source: 'https://github.com/directus/docker/issues/22',
    expected: '/docker/environment.html#cors',
    also: ['/advanced/api/configuration.html#config-cors'],
  },
  {
    query: 'store files on google cloud',
    source: 'https://github.com/directus/v8-archive/issues/1715',
    expected: '/extensions/storage-adapters.html#core-adapters',
    also: ['/extensions/storage-adapters.html#using-aws-s3-with-custom-endpoint'],
  },
];
