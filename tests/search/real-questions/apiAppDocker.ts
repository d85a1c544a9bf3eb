import type {RealQuestion} from './types';

/**
 * Questions from issues of directus/docker and directus/app (the repositories of the Directus 8 Docker images and
 * admin app), in the askers' words, with the docs section that answers each.
 * directus/api issues were transferred to directus/v8-archive, so none are listed here.
 */
export const questions: readonly RealQuestion[] = [
  {
    query: 'two factor auth option',
    source: 'https://github.com/directus/app/issues/790',
    expected: '/guides/authentication.html#two-factor-authentication-2fa',
    also: ['/guides/user-guide.html#enable-2fa'],
  },
  {
    query: 'enforce 2fa for role',
    source: 'https://github.com/directus/app/issues/790',
    expected: '/guides/user-guide.html#enforced-2fa',
  },
  {
    query: 'change field order directus_fields.sort',
    source: 'https://github.com/directus/app/issues/841',
    expected: '/guides/fields.html#field-order',
  },
  {
    query: 'multiple files interface',
    source: 'https://github.com/directus/app/issues/956',
    expected: '/guides/interfaces.html#files',
  },
  {
    query: 'files interface junction directus_files',
    source: 'https://github.com/directus/app/issues/956',
    expected: '/guides/relationships.html#many-to-many',
    also: ['/guides/interfaces.html#files'],
  },
  {
    query: 'webhook setup in settings',
    source: 'https://github.com/directus/app/issues/1058',
    expected: '/guides/admin-guide.html#webhooks',
  },
  {
    query: 'create webhook in app',
    source: 'https://github.com/directus/app/issues/1058',
    expected: '/guides/admin-guide.html#create-a-webhook',
  },
  {
    query: 'one-to-many dropdown template',
    source: 'https://github.com/directus/app/issues/1063',
    expected: '/guides/interfaces.html#one-to-many',
  },
  {
    query: 'mine and role permission not available',
    source: 'https://github.com/directus/app/issues/1066',
    expected: '/guides/permissions.html#collection-level',
    also: ['/guides/admin-guide.html#permissions'],
  },
  {
    query: 'created_by field for mine permission',
    source: 'https://github.com/directus/app/issues/1066',
    expected: '/guides/accountability.html#system-fields',
  },
  {
    query: 'display label instead of foreign key',
    source: 'https://github.com/directus/app/issues/1067',
    expected: '/guides/interfaces.html#many-to-one',
  },
  {
    query: 'dropdown template foreign key',
    source: 'https://github.com/directus/app/issues/1067',
    expected: '/guides/relationships.html#many-to-one',
  },
  {
    query: 'translations interface disappears choosing language',
    source: 'https://github.com/directus/app/issues/1077',
    expected: '/guides/relationships.html#translations',
  },
  {
    query: 'translations interface languages setup',
    source: 'https://github.com/directus/app/issues/1077',
    expected: '/guides/interfaces.html#translation',
    also: ['/guides/relationships.html#the-translation-field-setup'],
  },
  {
    query: 'translate collection name and field name',
    source: 'https://github.com/directus/app/issues/1162',
    expected: '/guides/i18n.html#schema-translations',
  },
  {
    query: 'logout after minutes of inactivity',
    source: 'https://github.com/directus/app/issues/1175',
    expected: '/guides/authentication.html#expiry-and-refresh',
  },
  {
    query: 'ExpiredTokenException expired token',
    source: 'https://github.com/directus/app/issues/1175',
    expected: '/api/errors.html#error-102',
  },
  {
    query: 'auto create junction table m2m',
    source: 'https://github.com/directus/app/issues/1215',
    expected: '/guides/relationships.html#setup-2',
  },
  {
    query: 'advanced wysiwyg no insert image',
    source: 'https://github.com/directus/app/issues/1332',
    expected: '/guides/interfaces.html#wysiwyg',
  },
  {
    query: "can't see soft deleted items admin",
    source: 'https://github.com/directus/app/issues/1540',
    expected: '/guides/soft-delete.html#how-soft-delete-work',
  },
  {
    query: 'permission denied fields endpoint public',
    source: 'https://github.com/directus/app/issues/1572',
    expected: '/api/fields.html',
  },
  {
    query: 'field names translation not working',
    source: 'https://github.com/directus/app/issues/1650',
    expected: '/guides/i18n.html#schema-translations',
  },
  {
    query: 'app tries https://server/ping',
    source: 'https://github.com/directus/app/issues/1793',
    expected: '/installation/from-source.html#step-4-move-the-app-inside-the-api',
  },
  {
    query: 'manual sorting does not work',
    source: 'https://github.com/directus/app/issues/2012',
    expected: '/guides/user-guide.html#reordering',
  },
  {
    query: 'enable manual sorting sort field',
    source: 'https://github.com/directus/app/issues/2012',
    expected: '/guides/interfaces.html#sort',
  },
  {
    query: 'signs out after 5-10 minutes',
    source: 'https://github.com/directus/app/issues/2029',
    expected: '/api/authentication.html#cookie',
  },
  {
    query: 'auto sign out 300 ignored',
    source: 'https://github.com/directus/app/issues/2029',
    expected: '/guides/admin-guide.html#security',
    also: ['/api/authentication.html#cookie'],
  },
  {
    query: 'not configured to handle uploads',
    source: 'https://github.com/directus/app/issues/2069',
    expected:
      '/getting-started/troubleshooting.html#how-can-i-increase-the-2mb-limit-on-file-uploads',
  },
  {
    query: 'second custom page not recognized',
    source: 'https://github.com/directus/app/issues/2137',
    expected: '/extensions/modules.html#files-structure',
  },
  {
    query: 'custom page private for some users',
    source: 'https://github.com/directus/app/issues/2137',
    expected: '/guides/roles.html#module-listing',
  },
  {
    query: "custom layout won't show items",
    source: 'https://github.com/directus/app/issues/2179',
    expected: '/extensions/layouts.html#mixin-props',
  },
  {
    query: 'directus_fields.translation not working',
    source: 'https://github.com/directus/app/issues/2196',
    expected: '/guides/i18n.html#schema-translations',
  },
  {
    query: 'login project directly without dropdown',
    source: 'https://github.com/directus/app/issues/2245',
    expected: '/guides/projects.html#linking-to-a-project',
  },
  {
    query: 'private project url',
    source: 'https://github.com/directus/app/issues/2245',
    expected: '/guides/projects.html#private-projects',
  },
  {
    query: 'any project name in api path works',
    source: 'https://github.com/directus/app/issues/2406',
    expected: '/getting-started/troubleshooting.html#check-project-url',
  },
  {
    query: 'layout calendar on directus 8',
    source: 'https://github.com/directus/app/issues/2460',
    expected: '/guides/layouts.html#calendar',
    also: ['/extensions/layouts.html#core-layouts'],
  },
  {
    query: 'calendar needs datetime field',
    source: 'https://github.com/directus/app/issues/2460',
    expected: '/extensions/layouts.html#core-layouts',
    also: ['/guides/layouts.html#calendar'],
  },
  {
    query: 'webhook for all collections',
    source: 'https://github.com/directus/app/issues/2638',
    expected: '/guides/admin-guide.html#create-a-webhook',
  },
  {
    query: 'netlify webhook any collection change',
    source: 'https://github.com/directus/app/issues/2638',
    expected: '/guides/admin-guide.html#create-a-webhook',
  },
  {
    query: 'add new project requires super admin password',
    source: 'https://github.com/directus/app/issues/2716',
    expected: '/advanced/api/configuration.html#super-admin-token',
    also: ['/guides/projects.html#super-admin-token'],
  },
  {
    query: '__api.json super_admin_token file',
    source: 'https://github.com/directus/app/issues/2716',
    expected: '/guides/projects.html#super-admin-token',
    also: ['/advanced/api/configuration.html#super-admin-token'],
  },
  {
    query: 'spanish translation not working admin app',
    source: 'https://github.com/directus/app/issues/2733',
    expected: '/guides/i18n.html#choosing-a-locale',
    also: ['/guides/users.html#locale'],
  },
  {
    query: 'auto sign out value minimum',
    source: 'https://github.com/directus/app/issues/2775',
    expected: '/guides/admin-guide.html#security',
  },
  {
    query: 'no __api.json secret token',
    source: 'https://github.com/directus/app/issues/2776',
    expected: '/guides/projects.html#super-admin-token',
    also: ['/advanced/api/configuration.html#super-admin-token'],
  },
  {
    query: 'where is secret token new project',
    source: 'https://github.com/directus/app/issues/2776',
    expected: '/advanced/api/configuration.html#super-admin-token',
    also: ['/guides/projects.html#super-admin-token'],
  },
  {
    query: "couldn't reach api error after upgrading",
    source: 'https://github.com/directus/app/issues/2845',
    expected: '/advanced/api/configuration.html#config-cookie',
  },
  {
    query: 'invited user never receives email',
    source: 'https://github.com/directus/app/issues/2857',
    expected: '/guides/users.html#inviting-users',
  },
  {
    query: 'readd deleted user duplicate key',
    source: 'https://github.com/directus/app/issues/2857',
    expected: '/guides/users.html#deleting-users',
  },
  {
    query: 'api configuration through environment variables',
    source: 'https://github.com/directus/docker/issues/4',
    expected: '/docker/overview.html#configuring',
    also: ['/docker/environment.html#how-variables-work'],
  },
  {
    query: 'DATABASE_HOST ADMIN_EMAIL env documented',
    source: 'https://github.com/directus/docker/issues/4',
    expected: '/docker/environment.html#all-variables',
  },
  {
    query: 'multiple api endpoints one container',
    source: 'https://github.com/directus/docker/issues/11',
    expected: '/docker/overview.html#examples',
    also: ['/docker/overview.html#disabling-environment-variables'],
  },
  {
    query: 'api docker image bundled s3 adapter',
    source: 'https://github.com/directus/docker/issues/20',
    expected: '/docker/overview.html#about',
    also: ['/docker/environment.html#s3', '/extensions/storage-adapters.html#using-aws-s3'],
  },
  {
    query: 's3 storage variables docker',
    source: 'https://github.com/directus/docker/issues/20',
    expected: '/docker/environment.html#s3',
  },
  {
    query: 'aws-sdk-php not installed docker image',
    source: 'https://github.com/directus/docker/issues/36',
    expected: '/docker/overview.html#about',
    also: ['/docker/environment.html#s3', '/extensions/storage-adapters.html#using-aws-s3'],
  },
  {
    query: 's3 adapter docker config',
    source: 'https://github.com/directus/docker/issues/36',
    expected: '/extensions/storage-adapters.html#using-aws-s3',
    also: ['/docker/environment.html#s3'],
  },
  {
    query: 'Class Aws\\S3\\S3Client not found',
    source: 'https://github.com/directus/docker/issues/43',
    expected: '/extensions/storage-adapters.html#using-aws-s3',
  },
  {
    query: 'switch between projects one api',
    source: 'https://github.com/directus/docker/issues/50',
    expected: '/docker/overview.html#disabling-environment-variables',
  },
  {
    query: 'pin docker image version',
    source: 'https://github.com/directus/docker/issues/54',
    expected: '/docker/overview.html#versions',
  },
  {
    query: 'DIRECTUS_AUTH_SECRETKEY is required',
    source: 'https://github.com/directus/docker/issues/64',
    expected: '/docker/environment.html#directus_auth_secretkey',
  },
  {
    query: 'secret key set failed to connect database',
    source: 'https://github.com/directus/docker/issues/64',
    expected: '/installation/docker.html#when-something-fails',
  },
  {
    query: 'DIRECTUS_USE_ENV=0 requires DIRECTUS_AUTH variables',
    source: 'https://github.com/directus/docker/issues/73',
    expected: '/docker/environment.html#directus_use_env',
    also: ['/docker/overview.html#disabling-environment-variables'],
  },
  {
    query: 'api.php config with DIRECTUS_USE_ENV 0',
    source: 'https://github.com/directus/docker/issues/73',
    expected: '/docker/overview.html#disabling-environment-variables',
  },
  {
    query: 'seed uploads folder mounting to host',
    source: 'https://github.com/directus/docker/issues/76',
    expected: '/docker/overview.html#volumes',
  },
  {
    query: 'how to execute install of directus',
    source: 'https://github.com/directus/docker/issues/85',
    expected: '/docker/environment.html#installation-process',
  },
  {
    query: "couldn't reach api separate api app",
    source: 'https://github.com/directus/docker/issues/85',
    expected: '/docker/overview.html#about',
  },
  {
    query: 'duplicate entry idx_key creating new project',
    source: 'https://github.com/directus/docker/issues/90',
    expected: '/docker/overview.html#configuring',
    also: ['/docker/overview.html#disabling-environment-variables'],
  },
  {
    query: 'creating projects with environment variables',
    source: 'https://github.com/directus/docker/issues/90',
    expected: '/docker/environment.html#directus_super_admin_token',
  },
  {
    query: "couldn't reach api clean docker install",
    source: 'https://github.com/directus/docker/issues/94',
    expected: '/docker/environment.html#directus_cookie_secure',
    also: ['/docker/overview.html#ssl'],
  },
  {
    query: 'docker 8.7.2 requires https',
    source: 'https://github.com/directus/docker/issues/94',
    expected: '/docker/overview.html#ssl',
    also: ['/docker/environment.html#directus_cookie_secure'],
  },
  {
    query: 'increase max size file uploads docker',
    source: 'https://github.com/directus/docker/issues/95',
    expected:
      '/getting-started/troubleshooting.html#how-can-i-increase-the-2mb-limit-on-file-uploads',
    also: ['/docker/overview.html#examples'],
  },
  {
    query: 'php-ini-add upload_max_filesize kubernetes',
    source: 'https://github.com/directus/docker/issues/95',
    expected: '/docker/overview.html#examples',
    also: [
      '/getting-started/troubleshooting.html#how-can-i-increase-the-2mb-limit-on-file-uploads',
    ],
  },
  {
    query: 'database host 127.0.0.1 docker',
    source: 'https://github.com/directus/docker/issues/96',
    expected: '/installation/docker.html#step-1-create-a-docker-compose-yaml-file',
  },
  {
    query: 'failed to connect to the database docker',
    source: 'https://github.com/directus/docker/issues/96',
    expected: '/installation/docker.html#when-something-fails',
  },
  {
    query: 'directus/directus:latest manifest unknown',
    source: 'https://github.com/directus/docker/issues/98',
    expected: '/docker/overview.html#tags',
  },
  {
    query: 'which docker tag v8-apache',
    source: 'https://github.com/directus/docker/issues/98',
    expected: '/docker/faq.html#how-can-i-update-my-images',
    also: ['/docker/overview.html#tags'],
  },
  {
    query: 'one container multiple databases',
    source: 'https://github.com/directus/docker/issues/100',
    expected: '/docker/overview.html#disabling-environment-variables',
    also: ['/docker/overview.html#examples'],
  },
  {
    query: 'multitenancy using envars',
    source: 'https://github.com/directus/docker/issues/100',
    expected: '/docker/overview.html#examples',
    also: ['/docker/overview.html#disabling-environment-variables'],
  },
  {
    query: 'unable to create the config file',
    source: 'https://github.com/directus/docker/issues/101',
    expected: '/getting-started/troubleshooting.html#check-permissions',
  },
  {
    query: 'host mysql instead of localhost docker',
    source: 'https://github.com/directus/docker/issues/101',
    expected: '/installation/docker.html#step-1-create-a-docker-compose-yaml-file',
  },
  {
    query: 'change upload_max_filesize docker',
    source: 'https://github.com/directus/docker/issues/103',
    expected: '/docker/overview.html#examples',
    also: [
      '/getting-started/troubleshooting.html#how-can-i-increase-the-2mb-limit-on-file-uploads',
    ],
  },
  {
    query: 'override php.ini in docker',
    source: 'https://github.com/directus/docker/issues/103',
    expected:
      '/getting-started/troubleshooting.html#how-can-i-increase-the-2mb-limit-on-file-uploads',
    also: ['/docker/overview.html#examples'],
  },
  {
    query: "can't upload files to s3 docker",
    source: 'https://github.com/directus/docker/issues/111',
    expected: '/docker/environment.html#s3',
  },
  {
    query: 'DIRECTUS_STORAGE_BUCKET DIRECTUS_STORAGE_REGION s3',
    source: 'https://github.com/directus/docker/issues/111',
    expected: '/extensions/storage-adapters.html#using-aws-s3',
    also: ['/docker/environment.html#s3'],
  },
  {
    query: 'built-in locales not working',
    source: 'https://github.com/directus/docker/issues/116',
    expected: '/guides/i18n.html#choosing-a-locale',
    also: ['/guides/users.html#locale'],
  },
  {
    query: 'es-ES locale still english',
    source: 'https://github.com/directus/docker/issues/116',
    expected: '/guides/i18n.html#app-locales',
  },
  {
    query: 'no directus logs docker',
    source: 'https://github.com/directus/docker/issues/117',
    expected: '/getting-started/troubleshooting.html#check-logs',
    also: ['/docker/environment.html#directus_logger_path', '/docker/environment.html#logger'],
  },
  {
    query: 'logs not in logs folder nor stdout',
    source: 'https://github.com/directus/docker/issues/117',
    expected: '/docker/environment.html#directus_logger_path',
    also: ['/getting-started/troubleshooting.html#check-logs', '/docker/environment.html#logger'],
  },
  {
    query: 'failed to connect to the database install',
    source: 'https://github.com/directus/docker/issues/124',
    expected: '/installation/docker.html#when-something-fails',
    also: ['/docker/overview.html#docker-compose'],
  },
  {
    query: 'installer fails even with --force',
    source: 'https://github.com/directus/docker/issues/124',
    expected: '/docker/overview.html#docker-compose',
    also: ['/installation/docker.html#when-something-fails'],
  },
  {
    query: "couldn't reach api on login after installation",
    source: 'https://github.com/directus/app/issues/2917',
    expected: '/getting-started/troubleshooting.html#couldnt-reach-api',
  },
  {
    query: "couldn't reach api but requests 200 ok",
    source: 'https://github.com/directus/app/issues/2845',
    expected: '/getting-started/troubleshooting.html#couldnt-reach-api',
  },
  {
    query: 'Cannot find super admin token variable',
    source: 'https://github.com/directus/app/issues/2646',
    expected: '/advanced/api/configuration.html#cannot-find-super-admin-token',
  },
  {
    query: 'docker dev setup for extensions',
    source: 'https://github.com/directus/docker/issues/31',
    expected: '/docker/overview.html#extensions',
  },
  {
    query: "Cannot read property 'find' of null layout.vue",
    source: 'https://github.com/directus/app/issues/2940',
    expected: '/guides/files.html#images-without-thumbnails',
  },
];

/** Questions no section of the docs answers yet: the fact that answers each, with its v8 source, and where a reader would look. */
