/**
 * Problems as readers describe them, each with the section that answers it.
 * Readers arrive with what they see ("users are signed out after a few
 * minutes"), and the section that answers calls it otherwise ("Auto Sign
 * Out"). Rendered on /getting-started/troubleshooting.html by
 * <SymptomList>; each is a search target (plugins/search-index) that opens
 * the answering section, so that a search in the reader's words lands on
 * the answer.
 */

/** Where a problem shows up, in the order of the troubleshooting page's headings. */
export const symptomTopics = [
  'install',
  'docker',
  'sign-in',
  'permissions',
  'content',
  'files',
  'email',
  'extensions',
  'upgrading',
] as const;

export type SymptomTopic = (typeof symptomTopics)[number];

/** As the troubleshooting page's headings call them. */
export const symptomTitles: Readonly<Record<SymptomTopic, string>> = {
  install: 'Installing and connecting',
  docker: 'Docker',
  'sign-in': 'Signing in',
  permissions: 'Permissions',
  content: 'Content',
  files: 'Files and thumbnails',
  email: 'Email',
  extensions: 'Extensions and webhooks',
  upgrading: 'Upgrading',
};

export type Symptom = {
  readonly topic: SymptomTopic;
  /**
   * What the reader sees or wants, in their words, the way they describe it
   * (the first is the entry's title): "Users are signed out after a few minutes".
   */
  readonly says: readonly [string, ...string[]];
  /** What to do, in a sentence or two; the section says why. Backticks for code, nothing else. */
  readonly action: string;
  /** The section that answers it: `/page.html#anchor`. One entry per section. */
  readonly answeredAt: `/${string}.html#${string}`;
};

export const symptoms: readonly Symptom[] = [
  {
    topic: 'install',
    says: ['Every API address answers Not Found', '/server/ping returns 404'],
    action:
      'Turn on URL rewriting, so that every API request reaches `public/index.php` and the app reaches `public/admin/index.html`.',
    answeredAt: '/getting-started/troubleshooting.html#check-url-rewriting',
  },
  {
    topic: 'install',
    says: [
      'Error 500 or a blank page after installing',
      'Internal Server Error',
      'Failed logins fill the error log',
      'Missing items logged as errors',
    ],
    action:
      "Read the web server's, PHP's and Directus's logs before you change anything. If they are empty, set `env` to `development` in the project config, retry, then set it back. The Directus error file also lists wrong passwords and missing items: find the entry at the time of the failing request.",
    answeredAt: '/getting-started/troubleshooting.html#check-logs',
  },
  // directus/v8-archive#699, directus/app#1131: api/src/core/Directus/Config/Schema/Schema.php#L28-L30, api/src/core/Directus/Application/CoreServicesProvider.php#L153-L167.
  {
    topic: 'install',
    says: ['Set the log level of the API', 'Log only errors, not warnings'],
    action:
      'The logger has no level setting, only `logger.path`: each level writes its own file per day, so read `error.<date>.log` and ignore the others.',
    answeredAt: '/advanced/api/configuration.html#config-logger',
  },
  {
    topic: 'install',
    says: ['The installer cannot write the config file', 'Uploads folder is not writable'],
    action: 'Give the web server user write access to `config/`, `public/uploads/` and `logs/`.',
    answeredAt: '/getting-started/troubleshooting.html#check-permissions',
  },
  // directus/docker#12 (logs cannot be opened: Permission denied): api/src/core/Directus/Application/CoreServicesProvider.php#L122-L166 (one file per level and day under logs/ or logger.path), api/src/core/Directus/Config/Schema/Schema.php#L28-L29.
  {
    topic: 'install',
    says: [
      'Error log cannot be written: Permission denied',
      'Web server user cannot write to logs',
    ],
    action:
      "Give the web server's user write access to `logs/` (or the folder in `logger.path`), as well as to `config/` and `public/uploads/`: the API writes one log file per level and day there.",
    answeredAt: '/advanced/server-setup.html#file-permissions',
  },
  // directus/directus#2268 (the app does not find the API): api/public/index.php#L3 (loads ../src/web.php), app/src/api.js#L3-L11 (the API address is the app's URL before /admin).
  {
    topic: 'install',
    says: ['App finds the API only under /public', 'Config and logs are reachable from the web'],
    action:
      "Point the web server's document root at the `public` folder of Directus, not the folder above it: `public/index.php` loads the API from `../src`, and the app takes the API's address from its own URL before `/admin`.",
    answeredAt: '/getting-started/troubleshooting.html#check-document-root',
  },
  // directus/v8-archive#858 (thumbnails 404 on NGINX): api/src/web.php#L137 (thumbnails are the API route /{project}/assets/{id}), server-configs/NGINX/directus.conf#L14-L20.
  {
    topic: 'install',
    says: ['NGINX returns 404 for API routes', 'Configure NGINX to serve Directus'],
    action:
      'NGINX reads no `.htaccess`: in its server block, send paths that match no file to `/index.php`, and those below `/admin` to `/admin/index.html`. Thumbnails come from the API route `/<project>/assets/<key>`, so they need the same rule.',
    answeredAt: '/advanced/server-setup.html#nginx',
  },
  // directus/app#2801 (Failed to connect to the database): api/src/core/Directus/Application/CoreServicesProvider.php#L690-L732, api/src/core/Directus/Database/Exception/ConnectionFailedException.php#L13-L15.
  {
    topic: 'install',
    says: [
      'Database unreachable after moving the server',
      'Cloned server loses its database connection',
    ],
    action:
      'Check the `database` group of the project config (in Docker, the `DIRECTUS_DATABASE_*` variables): the API connects with exactly its `host`, `port`, `name`, `username` and `password`, or its `socket`, and answers error 11 when that connection fails.',
    answeredAt: '/advanced/api/configuration.html#config-database',
  },
  // directus/app#2967 (managed MySQL that needs SSL): api/src/core/Directus/Config/Schema/Schema.php#L41, api/src/core/Directus/Application/CoreServicesProvider.php#L709-L729 (the database group, driver_options included, becomes the connection's parameters).
  {
    topic: 'install',
    says: ['Connect to MySQL over SSL', 'Database host requires an encrypted connection'],
    action:
      "Pass PDO's SSL options in `database.driver_options`, such as `PDO::MYSQL_ATTR_SSL_CA` with the path of the server's CA certificate: the API hands the `database` group to the connection as it is.",
    answeredAt: '/advanced/api/configuration.html#database-details',
  },
  // directus/v8-archive#223: api/bin/directus#L4-L8 (requires vendor/autoload.php, then Directus\Console\Cli), api/composer.json#L65-L77 (autoload map).
  {
    topic: 'install',
    says: [
      'Class not found when running bin/directus',
      'Failed opening required vendor/autoload.php',
    ],
    action:
      "The API's PHP libraries in `vendor/` are missing or incomplete: use a release, which ships them, or rebuild them from the v8-archive checkout, then check that `vendor/autoload.php` exists.",
    answeredAt: '/getting-started/troubleshooting.html#check-dependencies',
  },
  // directus/app#2345: api/src/web.php#L41-L46, api/src/helpers/app.php#L91-L93, #L278-L285.
  // directus/v8-archive#1726, directus/directus#2526 (Unauthorized request from app.php after a manual upgrade): the same lines.
  // directus/app#2103 (the app's config.js): app/src/api.js#L3-L11 (the app takes its API from its own URL; v8 ships no config.js).
  {
    topic: 'install',
    says: [
      'Wrong project key still answers',
      'Unauthorized request on every route',
      'Unauthorized request after upgrading to version 8',
      'Set the API URL of the admin app',
    ],
    action:
      'With environment variables every key reaches the one project; with config files a key without its file answers `Unauthorized request` on every route. List the keys with `GET /server/projects`. The admin app has no API setting: it calls the API at the part of its own URL before `/admin`.',
    answeredAt: '/getting-started/troubleshooting.html#check-project-url',
  },
  // directus/v8-archive#1901, directus/directus#2662 (a new project's key begins with admin): api/public/.htaccess#L14-L20, api/src/core/Directus/Services/ProjectService.php#L32.
  {
    topic: 'install',
    says: [
      'Add another project by hand',
      'Project config file for a second project',
      'Only the new project answers 404',
    ],
    action:
      "Use the app's installer at `/admin/#/install`, `POST /server/projects`, or the CLI's `install:config`, `install:database` and `install:install`, each with `-k <project>`. Choose a key that does not begin with `admin`: the shipped `.htaccess` never sends such a path to the API.",
    answeredAt: '/guides/projects.html#creating-a-project',
  },
  // directus/v8-archive#2024: api/src/helpers/app.php#L71-L98 (one config file, and so one database, per project key).
  // directus/directus#2323: same lines; one API serves every config file's project.
  {
    topic: 'install',
    says: [
      'New project starts without my collections',
      'Share collections between projects',
      'One install for several sites or clients',
      'A separate database for each project',
    ],
    action:
      'Each project has its own database, with its own collections, users, roles, permissions and settings; projects share only the code, the extensions and the `logs/` folder.',
    answeredAt: '/guides/projects.html#multitenancy',
  },
  {
    topic: 'install',
    says: ['Requests from other origins are not blocked', 'CORS origin list is ignored'],
    action:
      'The API answers every request: `cors.origin` only names the origin in `Access-Control-Allow-Origin`, which browsers check before a page may read the answer. Give it as a list without `*` (in Docker, `DIRECTUS_CORS_ORIGIN_0`), and protect data with permissions.',
    answeredAt: '/advanced/api/configuration.html#config-cors',
  },
  // directus/directus#2349, #2354, #2366, v8-archive#906: api/migrations/install/20180220023152_create_collections_presets_table.php#L14-L19, #L58-L61.
  {
    topic: 'install',
    says: ['Install fails with key too long error', 'Installer stops on older MariaDB versions'],
    action:
      "Upgrade to MariaDB 10.2 or later: older versions refuse the installer's indexes on 255-character `utf8mb4` columns. Keep `utf8mb4` rather than switching to `utf8`.",
    answeredAt: '/getting-started/troubleshooting.html#why-is-my-mariadb-installation-not-working',
  },
  // directus/v8-archive#1139, #1311, #2390: api/src/core/Directus/Config/SuperAdminToken.php#L16, api/src/core/Directus/Config/Schema/Types.php#L14, Schema.php#L41, api/composer.json#L24.
  {
    topic: 'install',
    says: [
      'PHP parse error in a Directus file',
      'Syntax error unexpected in API source',
      'Directus 8 does not run on PHP 8',
    ],
    action:
      "Run PHP 7.2 to 7.4 in the web server, not only on the command line: a parse error that names a Directus file means that PHP is too old for the API's syntax, and Composer refuses PHP 8.",
    answeredAt: '/getting-started/troubleshooting.html#check-server-software',
  },
  // directus/app#2745, directus/directus#2668: api/src/core/Directus/Services/ProjectService.php#L66-L81, api/src/core/Directus/Config/SuperAdminToken.php#L83-L88.
  {
    topic: 'install',
    says: [
      'Installer says Permission denied Superadmin Only',
      'Installer rejects the super admin token',
    ],
    action:
      'A project config file already exists in `config/`, so creating a project needs the super-admin token saved in `config/__api.json` (or `DIRECTUS_SUPER_ADMIN_TOKEN`). Enter that token: after a failed first install, it is the one that attempt sent.',
    answeredAt: '/guides/projects.html#super-admin-token',
  },
  // directus/directus#2556, #2315, v8-archive#759: api/src/endpoints/Server.php#L70-L96, api/src/core/Directus/Services/ServerService.php#L69-L89.
  {
    topic: 'install',
    says: ['Installer warns that a PHP extension is missing', 'PDO MySQL extension is not enabled'],
    action:
      "Compare `php -m` with the required extensions, then ask `GET /server/info` with the `super_admin_token` from `config/__api.json`: it reports the extensions as the web server's PHP loads them, which can differ from the command line. Its `pdo` is true once PDO is loaded, with or without the MySQL driver, so a missing `pdo_mysql` does not show there.",
    answeredAt: '/getting-started/troubleshooting.html#check-php-extensions',
  },
  // directus/app#2904, directus/v8-archive#2119, directus/directus#2311: api/src/core/Directus/Services/ProjectService.php#L101-L108, api/src/core/Directus/Util/Installation/InstallerUtils.php#L248-L257, #L870-L892.
  // directus/app#2772, directus/v8-archive#2054 (MySQL 8 user with caching_sha2_password): the same lines; PHP 7.4.4: https://www.php.net/manual/en/mysqli.requirements.php.
  // directus/directus#2649, directus/v8-archive#1836 (ANSI_QUOTES): api/migrations/install/20180220023123_create_fields_table.php#L255-L259, api/src/core/Directus/Application/CoreServicesProvider.php#L709-L714.
  {
    topic: 'install',
    says: [
      'Installer says Invalid database connection',
      'Installer does not create the database',
      'Server requested authentication method unknown to the client',
      'Install stops with an Unknown column error',
      'MySQL sql_mode breaks the install',
    ],
    action:
      "Create the database and a MySQL user for it first, then give the installer exactly those: it connects to the named database with your host, port, user and password, and creates only the tables. On MySQL 8, create the user `IDENTIFIED WITH mysql_native_password` unless your PHP is 7.4.4 or later. If the install stops at `Unknown column 'directus_fields'`, remove `ANSI_QUOTES` and `ANSI` from the server's `sql_mode`.",
    answeredAt: '/getting-started/troubleshooting.html#check-database',
  },
  // directus/app#2933, directus/v8-archive#2332, #2396, directus/sdk-js#253, #125: sdk/sdk-js/src/index.ts#L11-L27, sdk/sdk-js/package.json#L30-L32, #L41, sdk/sdk-js/src/Authentication.ts#L85-L119, api/src/endpoints/Auth.php#L33-L46.
  {
    topic: 'install',
    says: [
      'SDK class is not a constructor',
      'Cannot create the JS SDK client',
      'A newer SDK cannot sign in to Directus 8',
    ],
    action:
      'Install version 6, the one for Directus 8 (`npm install @directus/sdk-js@6`), and create the client from its named export `SDK`: `const { SDK } = require("@directus/sdk-js")` or `import { SDK } from "@directus/sdk-js"`, then `new SDK({ url, project })` and `client.login()`. The browser bundle exposes it as `DirectusSDK.SDK` and needs the `axios` and `base64` scripts loaded first.',
    answeredAt: '/guides/js-sdk.html#installation',
  },
  // directus/v8-archive#2057, directus/app#2985: api/public/.htaccess#L11-L21.
  {
    topic: 'install',
    says: [
      'Install on shared hosting',
      'Document root cannot point to public',
      'Deploy to shared hosting',
    ],
    action:
      'Reach the app and the API through the `public` folder, such as `https://example.com/thumper/public/admin/`. Block the private folders, such as `config` and `logs`; on Apache, with a `.htaccess` file holding `Require all denied` in each.',
    answeredAt: '/installation/manual.html#a-note-on-shared-hosts',
  },
  // directus/docker#71, directus/v8-archive#1737: docker/images/apache/rootfs/var/directus/bin/directus-setup#L73-L76; PHP's own defaults for the rest.
  {
    topic: 'install',
    says: [
      'Allowed memory size exhausted',
      'Maximum execution time exceeded',
      'PHP runs out of memory on large requests',
    ],
    action:
      "Raise `memory_limit` and `max_execution_time` in the web server's php.ini and restart it, or ask for fewer items per request.",
    answeredAt: '/advanced/server-setup.html#php-settings',
  },
  // directus/directus#2286: api/public/.htaccess#L1-L21.
  {
    topic: 'install',
    says: ['Apache ignores the htaccess file', 'Rewrite rules in htaccess have no effect'],
    action:
      "Allow `.htaccess` overrides for the `public` folder in Apache's own config, at least `AllowOverride FileInfo Options`, and reload Apache: with `AllowOverride None` it skips `public/.htaccess` and its rewrites.",
    answeredAt: '/advanced/server-setup.html#allowoverride',
  },
  // directus/directus#2286: app/src/store/actions.js#L214-L250 (only error 14 from GET /server/projects marks "no projects"), app/src/router.js#L263-L266, api/src/endpoints/Server.php#L45-L47.
  {
    topic: 'install',
    says: [
      'Admin shows the sign-in page, not the installer',
      'Installer never appears on a new server',
    ],
    action:
      'Open `/server/projects` in the browser: the app opens its installer only when that request answers with error code 14. A web server page such as 404 Not Found means URL rewriting is off.',
    answeredAt: '/installation/git.html#step-6-install-your-first-project',
  },
  // directus/v8-archive#467, directus/directus#2032: api/src/helpers/all.php#L156-L168, #L243-L258, Slim 3.12.2 Slim/Http/Uri.php#L197-L228, api/public/.htaccess#L11-L21.
  {
    topic: 'install',
    says: [
      'Install Directus in a subfolder',
      'API reads the folder name as the project',
      'Run Directus on IIS',
    ],
    action:
      "Send paths that match no file to the `index.php` in Directus's own `public` folder, and paths below `admin/` to `admin/index.html` there: the API takes that script's folder as its base and the next path segment as the project. Only Apache gets these rules ready-made, in `public/.htaccess`.",
    answeredAt: '/advanced/server-setup.html#how-a-request-is-routed',
  },
  // directus/v8-archive#797: server-configs/NGINX/README.md#L1-L7, server-configs/NGINX/directus-2.conf#L14-L44.
  {
    topic: 'install',
    says: ['NGINX answers 405 Not Allowed', 'CORS error from the API root on NGINX'],
    action:
      "Use the archive's `directus-2.conf` variant, which answers `OPTIONS` requests for `/` in NGINX itself.",
    answeredAt: '/advanced/server-setup.html#directus-conf',
  },
  // directus/directus#2233: api/src/core/Directus/Application/CoreServicesProvider.php#L884-L887, #L902-L909, #L933-L937, docker/images/apache/Dockerfile#L22-L23.
  {
    topic: 'install',
    says: ['Redis or Memcached cache does not work', 'Cache adapter needs a PHP extension'],
    action:
      'With `cache.enabled` on, the pool adapter needs its PHP extension (`redis` for `redis` and `rediscluster`, `memcached` or `memcache`), and `filesystem` needs a `path`; otherwise every request fails with `Invalid Configuration for "redis" cache adapter.` or the like. Of these extensions, the Docker image has only `redis`.',
    answeredAt: '/advanced/api/configuration.html#config-cache-pool',
  },
  // directus/app#1793: app/src/api.js#L3-L11.
  {
    topic: 'install',
    says: ['The app calls the API at the wrong address', 'Serve the admin app from another folder'],
    action:
      'Serve the app from a folder named `admin` directly below the API, such as `public/admin`: the app takes the part of its own address before `/admin` as the API.',
    answeredAt: '/installation/from-source.html#step-4-move-the-app-inside-the-api',
  },
  // directus/v8-archive#1449: api/src/helpers/app.php#L119-L143.
  {
    topic: 'install',
    says: ['Project config file is named with an underscore', 'Where did the api.php config go'],
    action:
      'That is right: `_` is the default project key and `config/_.php` its config file, which the API lists like any other project. A file named `api.php`, as in Directus 7, is the project `api`.',
    answeredAt: '/guides/projects.html#default-project',
  },
  // directus/v8-archive#2038, #1674: api/src/core/Directus/Console/Modules/InstallModule.php#L69-L83, #L158-L171, #L186-L188, api/src/core/Directus/Util/Installation/InstallerUtils.php#L91-L99, #L958.
  {
    topic: 'install',
    says: ['CLI looks for config/.php', 'Install command ignores the project name'],
    action:
      'Name the project with `-k` on every install command, such as `-k thumper`: `install:config` knows no `-N` and then writes `_.php`, and `install:database` or `install:install` without `-k` look for a config file with an empty name.',
    answeredAt: '/guides/cli.html#commands-list',
  },
  // directus/v8-archive#2109, directus/docker#119: api/src/core/Directus/Util/Installation/InstallerUtils.php#L735, api/migrations/install/20180220023248_create_users_table.php#L36-L47.
  {
    topic: 'install',
    says: [
      'Installed tables use the three-byte utf8 character set',
      'Database charset and collation for Directus',
    ],
    action:
      "Check each table with `SHOW CREATE TABLE` after the install and convert any that shows `utf8`. The installer connects with `utf8mb4`, but a table's own character set comes from the migration tool and the server, and setting `database.charset` does not change it.",
    answeredAt: '/guides/database.html#charset',
  },
  // directus/directus#2621, directus/app#2938: api/src/core/Directus/Application/CoreServicesProvider.php#L987, app/src/routes/install.vue#L148.
  {
    topic: 'install',
    says: [
      'Installer offers no database type but MySQL',
      'Run Directus 8 on PostgreSQL',
      'Which database servers does Directus support',
    ],
    action:
      'Use MySQL 5.7 or newer: Directus 8 reads only MySQL schemas, and the installer fixes the database type to MySQL. MariaDB 10.2 or newer is reported to work.',
    answeredAt: '/guides/database.html#supported-databases',
  },
  // directus/v8-archive#2153, directus/docker#105: docker/images/apache/Dockerfile#L15-L23, api/src/core/Directus/Application/CoreServicesProvider.php#L901-L909, api/src/core/Directus/Cache/Exception/InvalidCacheConfigurationException.php#L7-L15.
  {
    topic: 'docker',
    says: ['Memcached cache does not work in Docker'],
    action:
      'The image has the `redis` PHP extension but not `memcached` or `memcache`: use the `redis` cache adapter, or build your own image on top of it that installs and enables the extension you need.',
    answeredAt: '/docker/environment.html#cache-pool',
  },
  {
    topic: 'docker',
    says: ['Several projects or databases in one container', 'Switch between projects in Docker'],
    action:
      'Set `DIRECTUS_USE_ENV` to `0`, mount the config volume, and create each project in the installer at `/admin/#/install`, which writes its config file.',
    answeredAt: '/docker/overview.html#disabling-environment-variables',
  },
  {
    topic: 'docker',
    says: ['Extensions disappear when the container is replaced', 'Custom extensions in Docker'],
    action:
      'Mount a host folder at `/var/directus/public/extensions/custom/<type>/`, or copy the files in a Dockerfile of your own.',
    answeredAt: '/docker/overview.html#extensions',
  },
  {
    topic: 'docker',
    says: [
      'Uploads or config lost when the container is replaced',
      'Mount the uploads folder on the host',
    ],
    action:
      'Mount the two volumes, `/var/directus/config` and `/var/directus/public/uploads`; the entrypoint seeds the files missing from them.',
    answeredAt: '/docker/overview.html#volumes',
  },
  {
    topic: 'docker',
    says: ['Change php.ini settings in Docker', 'Raise the upload limit in Docker'],
    action:
      'Build your own image from a `directus/directus` tag, such as `v8.8.1-apache`, and add the settings with `php-ini-add`.',
    answeredAt: '/docker/overview.html#examples',
  },
  {
    topic: 'docker',
    says: ['Where the Docker container keeps its logs', 'No logs in the container'],
    action:
      'The image writes the Directus log to standard output: read it with `docker logs`. Set `DIRECTUS_LOGGER_PATH` to a folder to get files instead.',
    answeredAt: '/docker/environment.html#logger',
  },
  {
    topic: 'docker',
    says: ['Install does not run when the container starts', 'Run the installer in Docker'],
    action:
      "Run the install once as the container's command, such as `docker compose run --rm directus install`. `DIRECTUS_INSTALL=auto` installs instead of starting Apache, on every start.",
    answeredAt: '/docker/environment.html#installation-process',
  },
  // directus/docker#125, directus/directus#2253: docker/images/apache/rootfs/var/directus/bin/directus-entrypoint#L19-L40.
  {
    topic: 'docker',
    says: [
      'Docker install cannot connect to the database',
      'Installer fails inside the Docker container',
    ],
    action:
      'The database was not ready yet, or its credentials differ between the two services: fix them, wait until MySQL is up, and run the install again.',
    answeredAt: '/installation/docker.html#when-something-fails',
  },
  // directus/docker#96, #27: api/src/core/Directus/Database/Exception/ConnectionFailedException.php#L13.
  {
    topic: 'docker',
    says: [
      'Container cannot reach the database on the host',
      'Database host localhost fails in Docker',
    ],
    action:
      'In the container, `localhost` and `127.0.0.1` are the container itself. Set `DIRECTUS_DATABASE_HOST` to the database service of the stack, or to an address of the host that the container can reach, with a MySQL user allowed to connect from there.',
    answeredAt: '/installation/docker.html#step-1-create-a-docker-compose-yaml-file',
  },
  // directus/docker#114, #121: api/src/core/Directus/Config/Context.php#L38-L44, #L50-L83, api/src/core/Directus/Config/Schema/Base.php#L50, api/src/core/Directus/Config/Schema/Value.php#L50-L61.
  {
    topic: 'docker',
    says: [
      'Docker environment variable has no effect',
      'Set a list with environment variables',
      'Password from a Docker secrets file',
    ],
    action:
      'Leave out the underscores inside a key, because each `_` starts a new level: `cookie.same_site` is `DIRECTUS_COOKIE_SAMESITE`. Give each element of a list its own numbered variable, such as `DIRECTUS_CORS_ORIGIN_0`, because a plain string for a list is ignored. Write `0` and `1` for booleans: `false` counts as true. There is no `_FILE` form for secrets: put the value itself in the variable.',
    answeredAt: '/docker/environment.html#traps',
  },
  // directus/docker#94, #122: api/src/endpoints/Auth.php#L181-L185, api/src/core/Directus/Config/Schema/Schema.php#L96-L99, api/src/core/Directus/Config/Schema/Value.php#L53-L55.
  {
    topic: 'docker',
    says: ['Enable HTTPS for the Docker container', 'Docker sign-in only works over HTTPS'],
    action:
      "The image serves plain HTTP: put a reverse proxy that terminates TLS in front of it. Over plain HTTP, leave `DIRECTUS_COOKIE_SECURE` unset or `0`, because a `Secure` session cookie never comes back and the app says Couldn't Reach API.",
    answeredAt: '/docker/overview.html#ssl',
  },
  // directus/docker#109, directus/v8-archive#2145, #2247, #1923, directus/app#2688: api/src/helpers/file.php#L138-L151, #L238-L243, api/src/helpers/all.php#L150-L153, packages/proxy-detection/src/ProxyDetection.php#L36-L45, #L132-L155, app/src/components/sidebars/nav-sidebar/logo.vue#L21-L22, app/src/interfaces/file/display.vue#L35-L41.
  {
    topic: 'docker',
    says: [
      'Image and file URLs point to localhost',
      'Logo and links lose the subfolder behind a proxy',
    ],
    action:
      'Have the proxy pass on the original `Host` header, with nginx `proxy_set_header Host $host;`, and give Directus a host name of its own instead of a path: the API builds thumbnail and reset URLs, and by default file URLs, from the request it receives, and no proxy header adds a path.',
    answeredAt: '/docker/overview.html#reverse-proxy',
  },
  // directus/docker#22, directus/v8-archive#678 (CORS errors between the app and the API): api/src/core/Directus/Application/Http/Middleware/CorsMiddleware.php#L55-L83, api/src/core/Directus/Config/Schema/Schema.php#L100-L102, app/src/api.js#L3-L11 (the app calls the API on its own origin).
  {
    topic: 'docker',
    says: [
      'Browser reports a CORS error from the API',
      'Requests from a site on another domain fail',
    ],
    action:
      "The API sends CORS headers by default (`DIRECTUS_CORS_ENABLED` on, `DIRECTUS_CORS_ORIGIN` `*`): check that neither is changed, or list the site's origin. Only the API adds them, so an error that the web server or a proxy sends itself, such as a 404 or 502, has none. The app served at `/admin/` calls the API on its own origin and needs no CORS.",
    answeredAt: '/docker/environment.html#cors',
  },
  // directus/v8-archive#1743, directus/app#1803 (slow API answers): api/src/core/Directus/Application/CoreServicesProvider.php#L852-L866 (no pool adapter, or cache off: nothing is cached), api/src/core/Directus/Application/Http/Middleware/ResponseCacheMiddleware.php#L36-L70, api/src/core/Directus/Config/Schema/Schema.php#L43-L50.
  {
    topic: 'docker',
    says: ['API answers take too long', 'Speed up slow API requests'],
    action:
      "Cache the API's answers: set `DIRECTUS_CACHE_ENABLED` to `1` and a pool, such as `DIRECTUS_CACHE_POOL_ADAPTER` `redis` with its host and port; without a pool adapter nothing is cached. Until `DIRECTUS_CACHE_RESPONSETTL` runs out, every caller then gets the same answer for a path and query string, so cache only data anyone may read.",
    answeredAt: '/docker/environment.html#cache',
  },
  {
    topic: 'sign-in',
    says: ["Couldn't Reach API although every request returns 200", 'Sign in fails without HTTPS'],
    action:
      'Make the session cookie come back: turn `cookie.secure` off unless you use HTTPS, and set `cookie.same_site` to `None` only together with `cookie.secure`.',
    answeredAt: '/getting-started/troubleshooting.html#couldnt-reach-api',
  },
  // directus/v8-archive#850, #991 (brute-force sign-ins): api/src/core/Directus/Authentication/Provider.php#L208-L241.
  {
    topic: 'sign-in',
    says: [
      'Users are signed out after a few minutes',
      'Session ends while working',
      'Users are suspended after failed logins',
      'Lock accounts after too many wrong passwords',
    ],
    action:
      "Raise Auto Sign Out, the minutes a session may stay idle, in the Security settings. Login Attempts Allowed suspends users after failed sign-ins: set a suspended user's status back to `active`.",
    answeredAt: '/guides/admin-guide.html#security',
  },
  {
    topic: 'sign-in',
    says: ['Access token expires after 20 minutes', 'The access token keeps expiring'],
    action:
      'Refresh the token before it expires, or change its lifetime with the Auth Token TTL setting.',
    answeredAt: '/guides/authentication.html#expiry-and-refresh',
  },
  // directus/v8-archive#490 (a draft user signing in): api/src/core/Directus/Authentication/Provider.php#L253-L263, #L703-L717 (status checked before the password), api/src/core/Directus/Authentication/Exception/UserInactiveException.php#L9-L13, UserSuspendedException.php#L9-L13.
  {
    topic: 'sign-in',
    says: [
      'User inactive error when signing in',
      'Draft user cannot sign in',
      'Invited user cannot log in yet',
    ],
    action:
      "Set the user's status to `active`. The API checks the status before the password, so any other status fails with error 103 whatever the password: `User inactive`, or a suspension message for a suspended user.",
    answeredAt: '/guides/users.html#user-statuses',
  },
  // directus/v8-archive#2087, directus/app#2311: app/src/store/index.js#L57-L59, app/src/router.js#L258-L261, app/src/store/actions.js#L143-L144, #L168-L171, #L276-L285, app/src/app.vue#L166-L178.
  {
    topic: 'sign-in',
    says: ['Reset email link lands on Sign In', 'Reset password form does not open'],
    action:
      'Paste the link into the address bar of that same tab and open it again: the reset form then opens. In a new tab the app first picks a project and sends you to Sign In without the token.',
    answeredAt: '/guides/user-guide.html#forgot-password',
  },
  // directus/app#2431, directus/directus#2474: api/src/endpoints/Server.php#L49-L57, app/src/store/actions.js#L214-L243.
  // directus/app#2960 (opening a private project): the section links to #linking-to-a-project (?project=); the no-public-projects notice is a messages/app.ts entry.
  {
    topic: 'sign-in',
    says: ['Hide projects from the login page', 'Clients can see every project name'],
    action:
      "Name the project's config file `private.<project>.php`: `GET /server/projects` and the app's project chooser leave it out, though anyone who knows the key can still reach it. Open it with a link that names it, such as `/admin/#/login?project=<project>`.",
    answeredAt: '/guides/projects.html#private-projects',
  },
  // directus/v8-archive#2024: api/public/.htaccess#L14-L20, api/src/web.php#L139-L262 (no admin route in a project), app/src/app.vue#L166-L178 (?project= preselects), app/src/store/actions.js#L276-L279 (except in a fresh tab), app/src/api.js#L3-L11 (one app per API root).
  // directus/app#2429 (a project-specific login URL selects another project): the same lines.
  {
    topic: 'sign-in',
    says: [
      'Project admin URL returns not found',
      'Open a project at its own admin address',
      'Login URL that preselects a project',
    ],
    action:
      'A path such as `/<project>/admin` goes to the API, which has no such route: every project of the API shares the one app at `/admin/`. Choose the project on its sign-in page, or link to `/admin/#/login?project=<key>`; if a new tab loses the project, open the link again in that same tab.',
    answeredAt: '/guides/projects.html#linking-to-a-project',
  },
  // directus/v8-archive#664, #1645, #1252: api/src/core/Directus/Services/AuthService.php#L221-L230, api/src/core/Directus/Authentication/Provider.php#L327-L338.
  // directus/v8-archive#1835 (provider in a config file, Docker): api/src/endpoints/Auth.php#L338-L354, api/src/core/Directus/Application/CoreServicesProvider.php#L762-L806, api/src/helpers/app.php#L88-L96, docker/images/apache/Dockerfile#L9.
  {
    topic: 'sign-in',
    says: [
      'SSO sign-in fails for new users',
      'Google login does not create accounts',
      'SSO provider list is empty',
      'No SSO button on the login page',
    ],
    action:
      'Create the user in Directus first, with the same email as the external account, and keep it active: SSO signs in only existing users. If no provider is listed, the configuration the API reads names none; in Docker, set the environment variables of the provider, since by default the image ignores config files.',
    answeredAt: '/guides/authentication.html#single-sign-on-sso',
  },
  // directus/v8-archive#2062, directus/app#2997: api/public/extensions/core/auth/google/Provider.php#L30-L38, api/src/core/Directus/Config/Schema/Base.php#L80-L91, api/src/endpoints/Auth.php#L450-L466.
  {
    topic: 'sign-in',
    says: [
      'Signing in with Google fails on the login page',
      'Google login redirects back with an error',
    ],
    action:
      "Set `use_oidc_mode` to `true` in the `google` entry: left out, it counts as false. The app shows Couldn't Reach API for any error of the provider, which the API writes to its log.",
    answeredAt: '/guides/authentication.html#google-sso-setup',
  },
  // directus/sdk-js#127: sdk/sdk-js/src/Authentication.ts#L100-L103, #L162-L194, sdk/sdk-js/src/Configuration.ts#L151-L156.
  {
    topic: 'sign-in',
    says: ['JS SDK session expires after a while', 'Keep the SDK logged in'],
    action:
      "Log in with `persist` set, so the SDK refreshes the token before it expires, and pass `tokenExpirationTime`, in milliseconds, a little below the project's token lifetime.",
    answeredAt: '/guides/js-sdk.html#staying-logged-in',
  },
  // directus/sdk-js#102: sdk/sdk-js/src/API.ts#L232-L235, api/src/core/Directus/Services/AuthService.php#L496-L510.
  // directus/sdk-js#103 (request sent before login resolved): sdk/sdk-js/src/Authentication.ts#L86, #L119-L130.
  {
    topic: 'sign-in',
    says: [
      'Use the JS SDK without logging in',
      'Read public data with the SDK',
      'SDK calls are forbidden right after login',
    ],
    action:
      'Create the client with `url` and `project` only: its requests carry no token and get what the Public role may read. Call `login()` only to sign a user in, with `email` and `password`, and await it before other calls, which until then go out without a token.',
    answeredAt: '/guides/js-sdk.html#authentication',
  },
  // directus/sdk-js#174: sdk/sdk-js/src/SDK.ts#L110-L126, api/src/endpoints/Auth.php#L33-L46.
  {
    topic: 'sign-in',
    says: ['SDK has no method to set a new password'],
    action:
      'Call `requestPasswordReset(email, resetUrl)`: the API emails a link to `resetUrl` with `?token=...`. On that page, call `resetPassword(newPassword, token)` with the token from the link.',
    answeredAt: '/guides/js-sdk.html#authentication-1',
  },
  // directus/v8-archive#1810: api/src/helpers/all.php#L302-L311.
  {
    topic: 'sign-in',
    says: ['Static token in the URL is ignored', 'Unauthorized request with a token parameter'],
    action:
      'Name the query parameter `access_token`, such as `?access_token=<token>`: the API reads no `token` parameter, so the request runs as the Public role.',
    answeredAt: '/api/authentication.html#query-parameter',
  },
  // directus/v8-archive#2386, directus/directus#3722: api/public/.htaccess#L4-L9, api/src/helpers/all.php#L333-L346.
  {
    topic: 'sign-in',
    says: ['Bearer token is ignored by the API', 'Only access_token in the body works'],
    action:
      'Let the web server pass the `Authorization` header on to PHP: under CGI or FastCGI, Apache drops it unless `CGIPassAuth On` is set or the shipped `.htaccess` copies it for `mod_proxy_fcgi`. Until then, send the token as `access_token`.',
    answeredAt: '/api/authentication.html#authorization-header',
  },
  // directus/app#2765 (role level): api/src/core/Directus/Database/TableGateway/BaseTableGateway.php#L1217-L1233.
  {
    topic: 'permissions',
    says: [
      'Let users edit only their own items',
      'The mine level is missing',
      "Users of one role see each other's items",
    ],
    action:
      "Give the collection an `owner` field: the `mine` and `role` levels need it. Then pick `mine` for the user's own items, or `role` for the items of everyone in their role.",
    answeredAt: '/guides/permissions.html#collection-level',
  },
  {
    topic: 'permissions',
    says: ['Fields are greyed out on the new item form', 'A role can create but not edit the form'],
    action:
      'Give the role an update level other than `none`: the app locks the whole form without one.',
    answeredAt: '/guides/permissions.html#create-needs-update-in-the-app',
  },
  // directus/v8-archive#1731: api/src/core/Directus/Application/Http/Middleware/AuthenticationMiddleware.php#L78-L88.
  {
    topic: 'permissions',
    says: [
      'Items cannot be read without signing in',
      'Make a collection public',
      'Turn off authentication for the API',
    ],
    action:
      "Requests without a token get the Public role's permissions, so give it read permission on the collection. For its images, also on `directus_files`, which lets anyone list every file of the project.",
    answeredAt: '/guides/roles.html#public-data',
  },
  {
    topic: 'permissions',
    says: [
      'Hide collections from the sidebar for a role',
      'Group the collections in the navigation',
      'Hide a collection but keep access to it',
    ],
    action:
      "Choose the collections and their groups in the role's Collection Listing, and keep the role's read permission: without it, the API leaves its items out of the one-to-many fields that list them.",
    answeredAt: '/guides/roles.html#collection-listing',
  },
  // directus/v8-archive#518, #717: app/src/components/permissions/permissions-row.vue#L75-L81, api/src/core/Directus/Database/SchemaService.php#L171-L177.
  {
    topic: 'permissions',
    says: ['Hide a field from a role', 'Keep a field out of API responses'],
    action:
      "Open the Fields setting on the collection's row of the role's permissions and untick the field under Readable Fields: the API leaves it out of that role's responses. In a collection with a status field, expand the row and untick it in every status row.",
    answeredAt: '/guides/permissions.html#field-level',
  },
  // directus/v8-archive#1755, #1816, #1604 (no token): api/src/web.php#L257-L261, api/src/core/Directus/Application/Http/Middleware/AdminOnlyMiddleware.php#L18-L22, api/src/core/Directus/Services/GraphQLService.php#L15-L17.
  {
    topic: 'permissions',
    says: [
      'GraphQL only works with an admin token',
      'Use GraphQL without being an admin',
      'GraphQL answers unauthorized without a token',
    ],
    action:
      "The GraphQL endpoint answers only users of the Administrator role, and it only reads: a request without an admin's token gets 401. For the Public role and other roles, use the REST endpoints, which apply the role's permissions.",
    answeredAt: '/api/graphql.html#introduction',
  },
  // directus/directus#2645, directus/v8-archive#723 (own profile), directus/v8-archive#1044, directus/app#2107 (own files: api/migrations/install/20180220023208_create_files_table.php#L237-L247, api/src/core/Directus/Database/Schema/Object/Collection.php#L98-L99): app/src/hydrate.js#L24-L33, #L54-L56, api/src/core/Directus/Database/TableGateway/BaseTableGateway.php#L1206-L1210, api/src/core/Directus/Util/Installation/InstallerUtils.php#L516-L652 (default reads).
  {
    topic: 'permissions',
    says: [
      'Server error screen after a non-admin signs in',
      'Role without settings access cannot log in',
      'Users cannot edit their own profile',
      'Each user sees only the files they uploaded',
    ],
    action:
      "Set the role's read on `directus_settings` and `directus_collection_presets` back to `full`, and keep the default reads on the other system collections, such as `directus_users` and `directus_relations`: the app reads them as it starts, and shows its server error screen when one read is refused. To let users edit their own profile, keep update `mine` on `directus_users`; to let them read files that others in their role uploaded, set read on `directus_files` to `role` instead of `mine`.",
    answeredAt: '/guides/permissions.html#app-level',
  },
  // directus/app#1155, directus/app#1173: api/src/core/Directus/Database/TableGateway/BaseTableGateway.php#L1192-L1198, app/src/components/sidebars/nav-sidebar/module-bar.vue#L103-L113, #L162-L171, app/src/router.js#L145-L149 (page still reachable).
  {
    topic: 'permissions',
    says: [
      'Users can see all other users',
      'Hide the user list from a role',
      "Keep other people's profiles private",
    ],
    action:
      "Set the role's read level on `directus_users` to `mine`, so it reads only its own account. Leaving User Directory out of the role's Module Listing only removes its button.",
    answeredAt: '/guides/users.html#user-directory',
  },
  // directus/app#2624, directus/app#788: api/src/core/Directus/Application/Http/Middleware/AuthenticationMiddleware.php#L78-L88, api/src/core/Directus/Application/CoreServicesProvider.php#L615-L623, api/src/core/Directus/Permissions/Acl.php#L438-L450, #L1224-L1235, api/src/core/Directus/Services/AbstractService.php#L560-L581, api/src/core/Directus/Database/TableGateway/BaseTableGateway.php#L775-L792.
  {
    topic: 'permissions',
    says: ['Let visitors register their own account', 'Self registration form for new users'],
    action:
      'Give the Public role create on `directus_users` and put `role` and `status` on the write blacklist of each status row where it may create, so that no visitor can make an administrator; then set the role with a filter hook or by hand.',
    answeredAt: '/guides/users.html#sign-up',
  },
  // directus/v8-archive#1651: api/src/web.php#L210-L214 (the SCIM group runs the auth middleware, so no token means the Public role), api/src/endpoints/ScimTwo.php#L43-L56, api/src/core/Directus/Services/ScimService.php#L38-L48, #L62-L75 (both go through UsersService and its permission checks).
  {
    topic: 'permissions',
    says: ['SCIM requests are forbidden', 'Identity provider cannot provision users'],
    action:
      'Send the token of a user whose role may manage `directus_users` and `directus_roles`, such as an admin with a static token: a SCIM request without a token runs as the Public role.',
    answeredAt: '/api/scim.html#how-scim-maps-to-directus',
  },
  // directus/directus#2521: api/src/core/Directus/Application/Http/Middleware/AuthenticationMiddleware.php#L108-L115, api/src/helpers/all.php#L1502-L1513.
  {
    topic: 'permissions',
    says: [
      'Not allowed to sign in from this location',
      'IP whitelist blocks everyone behind a proxy',
    ],
    action:
      "Add the address the API sees to the IP Whitelist of the user's role, and of the Public role for requests without a token, or empty the list. Behind a reverse proxy that address is the proxy's: the API does not read the `X-Forwarded-For` header, and `trusted_proxies` does not change that.",
    answeredAt: '/guides/permissions.html#ip-level',
  },
  // directus/v8-archive#1588: api/src/core/Directus/Database/TableGateway/BaseTableGateway.php#L1234-L1261 (one owner condition per readable status), app/src/components/permissions/permissions-row.vue#L201-L223, #L278-L280 (expanded status rows, read per status).
  {
    topic: 'permissions',
    says: ['Show drafts only to whoever created them', 'Different read level for each status'],
    action:
      "Expand the collection's row into its status rows and set read per status, for example `full` on `published` and `mine` on `draft` (`mine` needs an `owner` field on the collection): the API lists each status's items with that status's own level.",
    answeredAt: '/guides/permissions.html#workflow',
  },
  // directus/v8-archive#2270: app/src/interfaces/status/input.vue#L3-L13, #L41-L67, app/src/routes/item.vue#L401-L433.
  // directus/v8-archive#2161, directus/app#2864 (an item in a blocked status still saves): the same lines; the API does not read status_blacklist.
  // directus/app#2007 (the deleted status offered on a new item): app/src/interfaces/status/input.vue#L41-L67 (the On Creation row's blacklist greys it out).
  {
    topic: 'permissions',
    says: [
      'Stop a role from choosing a status',
      'A forbidden status is still selected',
      'Role can still save a blocked status',
      'Deleted status offered when creating items',
    ],
    action:
      "Untick the status under Allowed Statuses in the role's row for the item's status, or in its On Creation row for new items: the app greys it out, but the API does not check it. A new item still starts at the field's default value, so make that a status every role may use.",
    answeredAt: '/guides/permissions.html#status-level',
  },
  // directus/v8-archive#717 (fixed by #944): api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L1800-L1843, api/src/core/Directus/Permissions/Acl.php#L1312-L1335.
  {
    topic: 'permissions',
    says: ['Role can filter by a read blacklisted field', 'Hidden field still used in filter'],
    action:
      "A top-level filter on a field on the role's read blacklist is refused with error 215; with rows per status, only when every status row blacklists it, else the items in those statuses are left out. A relational filter such as `author.token` checks the blacklist for `author` only, not the related collection's.",
    answeredAt: '/api/query/filter.html#hidden-fields',
  },
  // directus/v8-archive#1368, #953, #2395, directus/directus#2436: api/src/core/Directus/Application/CoreServicesProvider.php#L497-L503, api/src/helpers/file.php#L134-L181.
  // directus/app#2616 (parent and child items in one request): RelationalTableGateway.php#L1203-L1217.
  // directus/v8-archive#1792 (avatar in the sign-in response): api/src/endpoints/Auth.php#L57-L84, api/src/core/Directus/Authentication/User/Provider/UserTableGatewayProvider.php#L26-L41.
  {
    topic: 'content',
    says: [
      'A relation returns only an ID',
      'Many-to-many returns only junction IDs',
      'Get related items in the same request',
      'Nest the related records in the response',
      'Get the URL of a file field',
      'User avatar is only an ID after login',
    ],
    action:
      'Ask for the related fields with `fields`, such as `fields=*,author.*`. A many-to-many needs one level more, through its junction: `fields=*,tags.*.*`. An expanded file, such as `cover.*`, holds its URLs in `data`; the sign-in response takes no `fields`, so for the avatar ask for `users/me` with `fields=*,avatar.*`.',
    answeredAt:
      '/getting-started/troubleshooting.html#why-is-my-relational-data-file-only-returning-an-id',
  },
  // directus/v8-archive#846, #1368, directus/app#1828 (a Files field): api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L1119, #L1200-L1205.
  {
    topic: 'content',
    says: ['One-to-many field missing from the response', 'Files interface ignored in API calls'],
    action:
      'With `*`, or without `fields`, the API leaves out one-to-many, many-to-many and translation fields, which have no column. Name them with a dot, such as `fields=*,comments.*`, or send `fields=*.*`.',
    answeredAt: '/api/query/fields.html#syntax',
  },
  {
    topic: 'content',
    says: ['Drag and drop order is not saved'],
    action:
      'Add a field of type `sort` to the collection, then turn on manual sorting in the Table layout.',
    answeredAt: '/guides/user-guide.html#reordering',
  },
  {
    topic: 'content',
    says: ['The API returns only 200 items', 'Get all items without a limit'],
    action: 'Send `limit=-1`, or raise Default Limit in the project settings.',
    answeredAt: '/api/query/limit.html#syntax',
  },
  // directus/v8-archive#1262 (items of a status missing from the list): api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L755-L767, #L2004-L2020.
  {
    topic: 'content',
    says: [
      'Soft-deleted items are missing from the API',
      'Get items of every status',
      'Items with one status are not listed',
    ],
    action:
      'Lists leave out soft-deleted statuses and statuses that are in no entry of the status mapping: name the statuses you want in `status`, or send `status=*`. A role still gets only the statuses it may read.',
    answeredAt: '/api/query/status.html#syntax',
  },
  // directus/v8-archive#376 (foreign keys): api/src/core/Directus/Database/Schema/Sources/MySQLSchema.php#L316-L340, app/src/interfaces/many-to-one/meta.json#L4, app/src/components/field-setup.vue#L927-L931, app/src/routes/settings/fields.vue#L386-L441.
  {
    topic: 'content',
    says: [
      'A relation dropdown shows IDs instead of names',
      'Show a name in the many-to-one dropdown',
      'Foreign key constraints are not picked up as relations',
    ],
    action:
      'Set the Dropdown Template of the many-to-one field, such as `{{name}}`. Foreign-key constraints are not read: give a key column made in SQL the Many to One interface and a related collection in its field settings.',
    answeredAt: '/guides/relationships.html#many-to-one',
  },
  // directus/app#2800, directus/v8-archive#1173: app/src/components/field-setup.vue#L289-L337 (the O2M relation names the related collection's column that stores the key).
  // directus/app#1538: app/src/interfaces/one-to-many/input.vue#L568-L584 (Delete mode picks a null key or $delete for a removed row).
  {
    topic: 'content',
    says: [
      'See the items that point to this one',
      'One-to-many saves only one related item',
      'Removing a related item deletes it',
    ],
    action:
      'Add a One to Many field to the collection the items point at, and pick the many-to-one column that points at it as the field that stores the key, such as `articles.author`. It adds no column and uses the same relation. Its Delete mode decides whether removing a row from the list only clears that key or deletes the item.',
    answeredAt: '/guides/relationships.html#one-to-many',
  },
  // directus/app#2511, #1253 (ordering the files of a Files field): app/src/interfaces/files/input.vue#L256-L265.
  // directus/app#1388, directus/v8-archive#539: app/src/interfaces/many-to-many/input.vue#L231-L241 (the junction's field of type sort), api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L745-L747 and #L1208-L1217 (related items come in that field's order; no sort parameter reaches them).
  {
    topic: 'content',
    says: [
      'Change the order of linked items',
      'Drag to reorder many-to-many items',
      'Related items come back in the wrong order',
      'Files interface offers no reordering',
    ],
    action:
      'Add a field of type `sort` to the junction collection (for a one-to-many field, to the related collection, and name it in Sort Field). The app then lets editors drag the rows, and the API returns the related items in that order.',
    answeredAt: '/guides/relationships.html#order-of-linked-items',
  },
  // directus/app#2098 (no way to create a collection after install): app/src/components/sidebars/nav-sidebar/module-bar.vue#L115-L122 (Admin Settings only for admins), app/src/routes/settings/collections.vue#L3-L14 (the add button).
  {
    topic: 'content',
    says: ['Cannot find where to create collections', 'Create collection button is missing'],
    action:
      'Sign in as an administrator, open Admin Settings (the gear icon in the module bar), then Collections & Fields, and click the + button (New) in the header.',
    answeredAt: '/guides/collections.html#creating-collections',
  },
  // directus/v8-archive#1812, directus/directus#2622: api/migrations/install/20180220023157_create_collections_table.php#L63-L73 (the collection name is read-only in the app).
  {
    topic: 'content',
    says: ['Rename a collection', 'Change the table name of a collection'],
    action:
      'The app cannot rename a collection. Change the name the app shows with a Translation, or create a new collection, move the items and delete the old one.',
    answeredAt: '/guides/collections.html#name',
  },
  // directus/v8-archive#1814: app/src/components/field-setup.vue#L88, #L142-L179, #L1140-L1164, app/src/routes/settings/fields.vue#L386-L391, api/src/core/Directus/Services/TablesService.php#L621-L625, #L649-L662.
  {
    topic: 'content',
    says: ['Change the type of an existing field', 'Change the datatype of a field'],
    action:
      'Click the field in the field list and go back to the tab with its datatype and length: change them and save, and the API alters the column to match. The name cannot change.',
    answeredAt: '/guides/fields.html#_4-interface-options',
  },
  // directus/v8-archive#2377: app/src/interfaces/divider/meta.json.
  {
    topic: 'content',
    says: ['Customize the layout of the item page', 'Split the item form into sections'],
    action:
      'Add a field with the Divider interface where a section starts. Layouts only change the browse page.',
    answeredAt: '/guides/fields.html#field-layout',
  },
  // directus/app#1492: app/src/components/field-setup.vue#L510-L518, api/migrations/install/20180220023123_create_fields_table.php#L70.
  {
    topic: 'content',
    says: ['Put two fields side by side', 'Set the width of a field in the form'],
    action:
      "Choose the width on the field's options tab. A Half Width field sits beside a neighbouring half-width field; the Left Only and Right Only widths keep it in one column.",
    answeredAt: '/guides/fields.html#field-width',
  },
  // directus/v8-archive#1496, directus/app#2254: app/src/interfaces/dropdown/meta.json#L10-L14, app/src/interfaces/key-value/input.vue#L28-L66, api/src/core/Directus/Services/TablesService.php#L881-L891.
  {
    topic: 'content',
    says: ['Paste a long list of dropdown choices', 'Enter choices as JSON instead of rows'],
    action:
      "The app edits Choices one row at a time. Send the whole list as the `choices` object of the field's `options` with `PATCH /<project>/fields/<collection>/<field>`, together with the other options, since the request replaces them all.",
    answeredAt: '/guides/interfaces.html#interface-options',
  },
  // directus/app#1445 (default status not in the mapping; batch edit): app/src/routes/item.vue#L401-L433, app/src/components/form/field.vue#L36-L50, app/src/interfaces/status/input.vue#L53-L78, app/src/store/modules/edits/actions.js#L43-L47.
  {
    topic: 'content',
    says: ['Cannot set the status in batch edit', 'Default status is not in the status mapping'],
    action:
      "Give the status field a Default Value that is a key of the status mapping. In batch edit, turn on the switch beside Status first: the field starts at the default, not at the items' statuses.",
    answeredAt: '/guides/status.html#status-mapping',
  },
  // directus/v8-archive#2255, directus/app#2705 ("Cannot read property 'draft' of undefined" at item.vue:513): app/src/store/modules/collections/mutations.js#L23-L37, app/src/store/modules/permissions/actions.js#L15-L26, app/src/routes/item.vue#L469-L516.
  {
    topic: 'content',
    says: [
      'Custom status interface breaks the item page',
      "Cannot read property 'draft' of undefined",
    ],
    action:
      'Keep the core `status` interface on the status field: with another interface there, the v8 app holds no statuses for the collection and the item page fails.',
    answeredAt: '/guides/status.html#custom-status-interfaces',
  },
  // directus/directus#2367, directus/app#2757, #1353, #1901, directus/v8-archive#2207: app/src/layouts/tabular/options.vue#L1-L20, #L49-L60, layout.vue#L34-L59, app/src/routes/items.vue#L267-L268, app/src/components/table/table.vue#L33-L61.
  {
    topic: 'content',
    says: [
      'Choose the columns of the item list',
      'Show more fields in the collection list',
      'A new field has no column in the list',
      'List columns ignore the field order',
      'Cannot sort the list by a relational column',
    ],
    action:
      "Under the Table layout's Fields option, tick the fields to show as columns and drag them into order; relational columns do not sort. Until you choose, the table shows the first four fields that are neither the primary key nor hidden on browse; after that it keeps exactly your list, so tick new fields yourself.",
    answeredAt: '/guides/layouts.html#table',
  },
  // directus/v8-archive#1656, #1937, directus/app#1576 (nested object): api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L1208-L1217, #L2140-L2147, #L1505-L1513.
  {
    topic: 'content',
    says: [
      'Filter by a field of a related item',
      'Filter on a nested field',
      'Filter the related items inside each item',
      'Nested filter object on a relation fails',
    ],
    action:
      'Write the field as a path of dots in one key: `filter[author.email][eq]=…`, not a nested object. It picks the items of the list, not the related items they bring: to get only some of those, request their collection with its own filter.',
    answeredAt: '/api/query/filter.html#relational-filters',
  },
  // directus/v8-archive#576, directus/app#1089 (422 on other fields), directus/v8-archive#1823: api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L1564-L1569, #L1591-L1605, api/src/core/Directus/Database/Query/Builder.php#L626-L641.
  {
    topic: 'content',
    says: [
      'A condition on a one-to-many field ignores its value',
      'Filter by the number of related items',
      'Has related entries filter gives an error',
    ],
    action:
      '`has`, `nhas` and `all` fail with status 422 on any field but a one-to-many field, and in v8 every condition on a one-to-many field only keeps the items that have at least one related item, whatever its operator. Filter through the related collection with a dot path instead, such as `filter[comments.author][eq]=3`.',
    answeredAt: '/api/query/filter.html#one-to-many-fields',
  },
  // directus/v8-archive#1401, #1754 (owner), #1789 (slug), #1906 (date): api/src/core/Directus/GraphQL/FieldsConfig.php#L109-L212, api/src/core/Directus/GraphQL/Type/FiltersType.php#L12-L18, app/src/routes/settings/collections.vue#L354-L359.
  {
    topic: 'content',
    says: [
      'Filter GraphQL results by a linked item field',
      'Field is not defined by type Filter',
      'Filter GraphQL by the user who created',
      'Find an item by its slug in GraphQL',
      'Date filter fails in a GraphQL query',
    ],
    action:
      "A GraphQL filter takes only the collection's own fields, as `<field>_<operator>`, with the operators of the field's type. Filter a many-to-one or `owner` field by the related item's key, such as `author_eq: 3` or `owner_eq: 1`. Slug, UUID, `date` and other types without `eq` cannot be matched by value: use the REST API's filter, which also takes dot paths for a related item's other fields.",
    answeredAt: '/api/graphql.html#arguments',
  },
  // directus/v8-archive#1303: api/src/core/Directus/GraphQL/FieldsConfig.php#L52-L59, #L74-L85, #L223-L240.
  {
    topic: 'content',
    says: ['Query a many-to-many field with GraphQL', 'GraphQL many-to-many gives junction items'],
    action:
      "In GraphQL a many-to-many field is a list of junction items. Inside it, nest the junction's field that points to the related collection and ask for the related fields there.",
    answeredAt: '/api/graphql.html#many-to-many-fields',
  },
  {
    topic: 'content',
    says: ['Collection and field names are not translated', 'Translated field names do not show'],
    action:
      "Add rows to the field's or the collection's Translation option in Collections & Fields.",
    answeredAt: '/guides/i18n.html#schema-translations',
  },
  // directus/app#2087 (sign-in page): app/src/components/public/project-chooser.vue#L41-L47, app/src/store/actions.js#L146-L150, app/src/hydrate.js#L13-L22.
  {
    topic: 'content',
    says: [
      'The app does not switch to my language',
      'The app stays in English',
      'Sign-in page is in the wrong language',
    ],
    action:
      "Set the Locale in your profile: it comes before the project's default locale. The sign-in page switches only to the Default Locale of a project you choose there: your own Locale and your browser's language apply after sign-in.",
    answeredAt: '/guides/i18n.html#choosing-a-locale',
  },
  // directus/app#1931, directus/v8-archive#1655: api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L2090-L2104, #L2273-L2322, api/src/core/Directus/Database/Schema/DataTypes.php#L274-L280.
  {
    topic: 'content',
    says: ['Related items missing for some users', 'Role without read access sees no translations'],
    action:
      'Give the role read permission on the related collection, such as the translations collection. Without it, the API leaves the one-to-many or translation field out and adds a warning to `messages`. A many-to-one field holds `null` when its item is soft-deleted (even for admins and with `status=*`) or outside the items and statuses the role may read.',
    answeredAt: '/api/query/fields.html#related-items-the-role-may-not-read',
  },
  // directus/app#1271.
  {
    topic: 'content',
    says: ['Some app texts are not translated', 'A translated app label is wrong'],
    action:
      "Join the app's project on CrowdIn and add or correct the text there: the app's language files are translated on CrowdIn, not edited by hand.",
    answeredAt: '/guides/i18n.html#contributing-translations',
  },
  {
    topic: 'content',
    says: [
      "A deleted user's email cannot be used again",
      'Duplicate entry for the email of a new user',
      'Add a user again after deleting them',
    ],
    action:
      'The app only marks a user deleted: set the old user back to active, or remove the row for good.',
    answeredAt: '/guides/users.html#deleting-users',
  },
  // directus/v8-archive#31: no export or import in api/src/core/Directus/Console/Modules/ or api/src/web.php#L139-L291.
  // directus/app#2829, directus/app#2617, directus/v8-archive#400: same; a restored dump brings its directus_migrations, so a newer release still runs its own (api/src/web.php#L139-L262).
  {
    topic: 'content',
    says: [
      'Move the schema from development to production',
      'Copy a project to another server',
      'Move Directus to a new server',
      'Back up the database and uploads',
      'Clone the whole installation with its data',
      'Restore a project from a database dump',
      'Backup of the database as an SQL dump',
      'Export data and import it into another installation',
    ],
    action:
      'Directus 8 has no tool for it: copy the whole database, which holds the schema in its `directus_*` tables, and the uploads folder; to move a whole installation, bring `config/` too. The copy replaces everything on the target.',
    answeredAt:
      '/getting-started/troubleshooting.html#does-directus-handle-deploying-or-migrating-of-content',
  },
  // directus/app#2079, directus/app#1377, directus/directus#2372 (items from a CSV file), directus/directus#2601: no export or import in app/src or api/src/web.php; api/src/core/Directus/Application/Route.php#L41-L51 and #L92-L107 (JSON only), api/src/endpoints/Items.php#L54-L60 and api/src/core/Directus/Services/ItemsService.php#L401-L425 (array body creates several items).
  {
    topic: 'content',
    says: [
      'Export a collection to a CSV file',
      'Download all items of a collection as JSON',
      'Import items from a spreadsheet',
      'Bulk import rows from a CSV file',
    ],
    action:
      'The v8 app has no export or import. Read every item with `GET /<project>/items/<collection>?limit=-1` and convert the JSON; to import, send the rows as one JSON array to `POST /<project>/items/<collection>`.',
    answeredAt: '/getting-started/troubleshooting.html#export-import-items',
  },
  // directus/app#3009 (a relation row left from an experiment): api/src/core/Directus/Database/Schema/SchemaManager.php#L616-L641, api/src/core/Directus/Database/Schema/Object/FieldRelationship.php#L141-L170, api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L2303-L2322.
  {
    topic: 'content',
    says: [
      'Column is empty in the list view',
      'Text field returns null with related fields',
      'Leftover row in directus_relations',
    ],
    action:
      "A `directus_relations` row that names a plain column as `field_many` makes the API treat it as a many-to-one: a request for related data, such as the app's item list makes, gets a related item or `null` instead of its value. Delete that row.",
    answeredAt: '/guides/relationships.html#direction-matters',
  },
  // directus/v8-archive#934, #391, directus/directus#2561: RelationalTableGateway.php#L978-L1013, #L1026-L1059.
  // directus/v8-archive#1074 (no filter_count without a filter), #1505 (filter_count slow on a large table): RelationalTableGateway.php#L1043-L1058.
  {
    topic: 'content',
    says: [
      'Total count ignores my filter',
      'Count the items that match a filter',
      'Total count header for pagination',
      'filter_count missing when no filter is set',
      'Counting matching items is slow',
    ],
    action:
      'Ask for `meta=filter_count`: it counts the items that match `filter` and `q` across all pages, while `total_count` counts the collection without your filter. Without a filter it equals `total_count`; with one, the API runs the query again to count, which can be slow on large collections.',
    answeredAt: '/api/query/meta.html#options',
  },
  // directus/v8-archive#998, #1105: RelationalTableGateway.php#L1206-L1217, #L2140-L2147.
  {
    topic: 'content',
    says: [
      'Limit the number of related items',
      'Paginate the items inside a relation',
      'Slow response with many related items',
    ],
    action:
      'A one-to-many or many-to-many field brings every related item: `limit` and `page` cut only the list. Leave the field out of `fields` and read the related collection in pages, filtering on the field that points back.',
    answeredAt: '/api/query/fields.html#related-items-are-not-paged',
  },
  // directus/directus#2416: api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L909-L919.
  {
    topic: 'content',
    says: ['The response has no meta object', 'Counts and page details are missing'],
    action:
      'Ask for them with `meta`: without it, the response has no `meta` object. Name the keys you want, such as `meta=total_count,filter_count`, or send `meta=*`.',
    answeredAt: '/api/query/meta.html#syntax',
  },
  // directus/v8-archive#1359, directus/app#2189: api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L769-L772.
  {
    topic: 'content',
    says: ['The page parameter is ignored', 'Every page returns the same items'],
    action:
      'Send `limit` in the same request, such as `limit=10&page=3`: `page` counts only with a `limit` in the query string, and an `offset` in the request wins over it.',
    answeredAt: '/api/query/page.html#syntax',
  },
  // directus/app#869, #1391: app/src/routes/items.vue#L695-L697, app/src/routes/item.vue#L567-L571.
  {
    topic: 'content',
    says: ['A collection that holds only one item', 'Settings page stored as a single record'],
    action:
      "Turn on Single in the collection's settings: the app then opens the item with primary key `1` directly, or a new-item form if it does not exist yet, so keep the item at `1`.",
    answeredAt: '/guides/collections.html#single',
  },
  // directus/app#1929, directus/v8-archive#437, #1461, #865, #1800: api/src/core/Directus/Database/Schema/Object/Collection.php#L88-L91, api/src/core/Directus/Database/Schema/Sources/MySQLSchema.php#L83-L86, api/src/core/Directus/Database/Schema/SchemaManager.php#L140-L145.
  // directus/app#1097, #1076 (a key not named id): app/src/routes/settings/collections.vue#L170-L182, api/src/core/Directus/Services/TablesService.php#L351-L357, api/src/core/Directus/Database/Schema/Object/Collection.php#L88-L91.
  {
    topic: 'content',
    says: [
      'Collection with a string or UUID key',
      'Table with a composite primary key',
      'Junction table keyed on two columns',
      'Database view does not appear as collection',
      'Primary key not named id',
    ],
    action:
      'Give every table one single-column primary key: Directus uses only one column of a composite key, and views are not read at all. The app always creates an `INT` `id` key, so for any other key create the table in SQL and manage it, or create the collection over HTTP; the API fills in no string or UUID key, so send it with each new item.',
    answeredAt: '/guides/database.html#direct-access',
  },
  // directus/app#1386, directus/v8-archive#236: app/src/routes/settings/collections.vue#L46-L67, #L561-L571.
  {
    topic: 'content',
    says: [
      'Tables created in the database do not show',
      'Existing tables are missing from the app',
    ],
    action:
      'Click Manage next to the table in Settings, Collections & Fields: the app lists only the collections marked managed in `directus_collections`.',
    answeredAt: '/guides/collections.html#managing-collections',
  },
  // directus/v8-archive#134, #653, #592: api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L1327-L1328, #L1826-L1832.
  {
    topic: 'content',
    says: ['Filter the same field more than once', 'Only one condition on a field applies'],
    action:
      'Each condition holds one operator. To put two conditions on the same field, number them: `filter[price][0][gte]=10&filter[price][1][lte]=20`.',
    answeredAt: '/api/query/filter.html#filtering',
  },
  // directus/v8-archive#1774: api/src/core/Directus/Application/CoreServicesProvider.php#L358-L372, app/src/interfaces/multiselect/input.vue#L49-L51, api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L2725-L2733.
  {
    topic: 'content',
    says: [
      'Filter by one value of a tags field',
      'Filter a multi-select or checkboxes field',
      'in operator finds nothing in a list field',
    ],
    action:
      'A list field is stored as comma-separated text, and filters compare that text. Use `contains`: with Wrap with Delimiter on, put the commas in the value, such as `filter[tags][contains]=,vip,`.',
    answeredAt: '/api/query/filter.html#list-fields',
  },
  // directus/app#2928: api/src/core/Directus/Application/CoreServicesProvider.php#L388-L401, api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L1505-L1558.
  {
    topic: 'content',
    says: [
      'Filter on a true or false field',
      'Filtering a switch field by true finds nothing',
      'Boolean filter returns no items',
    ],
    action:
      'A boolean field is stored as `1` or `0`, and a filter compares your value with the stored number: filter with `1` or `0`, such as `filter[featured][eq]=1`, not with `true` or `false`.',
    answeredAt: '/api/query/filter.html#boolean-fields',
  },
  // directus/sdk-js#105: api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L1327-L1328, sdk/sdk-js/src/utils/qs.ts#L18.
  {
    topic: 'content',
    says: ['Filter items where a field is null', 'getItems filter null field'],
    action:
      'Use the `null` operator, `filter[topmenu][null]=1` (in the JS SDK, `filter: {topmenu: {null: 1}}`). The value `null` itself, `filter[topmenu]=null`, is compared as the text `null` and never matches a `NULL`.',
    answeredAt: '/api/query/filter.html#operators',
  },
  // directus/v8-archive#1402, #2181, #1298, #1067, #1905: RelationalTableGateway.php#L1316-L1337, api/src/core/Directus/Database/Query/Builder.php#L684-L705.
  {
    topic: 'content',
    says: ['OR filter returns the wrong items', 'Combine two filters with OR'],
    action:
      "Add `logical` with the value `or` to a condition to join it with OR. There are no parentheses: conditions join in query-string order and AND binds first, so order them to match, and number conditions on the same field. The API's own status and permission conditions bind only to the conditions after your last OR, so the ones before it also match soft-deleted items and items the role may not read.",
    answeredAt: '/api/query/filter.html#and-vs-or',
  },
  // directus/v8-archive#1817, #313: RelationalTableGateway.php#L1547-L1554, api/src/core/Directus/Database/Query/Builder.php#L788-L790.
  {
    topic: 'content',
    says: ['Filter items between two dates', 'Only one of two date filters applies'],
    action:
      'Use one `between` condition with both values, such as `filter[published_on][between]=2020-03-01,2020-03-31`, written the way the database stores them; `now` stands for the current date or time.',
    answeredAt: '/api/query/filter.html#dates-and-times',
  },
  // directus/v8-archive#891, #1476, directus/directus#2480, #2289: api/src/core/Directus/Application/Http/Middleware/ResponseCacheMiddleware.php#L36-L70.
  {
    topic: 'content',
    says: ['The API returns old data after changes', 'Users receive responses meant for others'],
    action:
      'Turn `cache.enabled` off unless anyone may read the cached data: the API keys cached responses by path and query string, whoever asks, and keeps them for up to `cache.response_ttl` seconds.',
    answeredAt: '/advanced/api/configuration.html#config-cache',
  },
  // directus/directus#2235, directus/app#1629: app/src/interfaces/translation/meta.json#L1-L46.
  {
    topic: 'content',
    says: ['Translate content into several languages', 'Set up items in multiple languages'],
    action:
      'Create a translations collection with the parent key, a language field and the translated fields, then add a Translation field to the parent that points to it and set its Language Field and Languages.',
    answeredAt: '/guides/relationships.html#translations',
  },
  // directus/v8-archive#1025, directus/app#1762, directus/v8-archive#743 (exact matches): api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L1867-L1943, api/src/core/Directus/Database/Schema/DataTypes.php#L116-L119, #L234-L240.
  {
    topic: 'content',
    says: [
      'Search does not find related items',
      'Searching by author name returns nothing',
      'Search only finds exact matches',
    ],
    action:
      '`q` looks for the text anywhere in the text and number fields of the item and of its one-to-many items, but not in many-to-one fields such as `author`. Filter on the related field instead, such as `filter[author.last_name][contains]=moreau`.',
    answeredAt: '/api/query/q.html#syntax',
  },
  // directus/v8-archive#2278, #1658, directus/directus#2632, directus/app#2683, #2421: api/src/core/Directus/Application/CoreServicesProvider.php#L539-L550, #L571-L586, app/src/interfaces/slug/input.vue#L27-L42.
  {
    topic: 'content',
    says: ['Slug changes when the title is edited', 'Only on Create does not keep the slug'],
    action:
      "The API refills a mirrored slug whenever a save sends the mirrored field without the slug, whatever Only on Create says. Over the API, send the current slug with the change. In the app, which sends only the fields you changed, clear the slug's Mirrored Field option once items have their slugs; then type the slug of each new item.",
    answeredAt: '/guides/field-types.html#slugs',
  },
  // directus/v8-archive#1780: app/src/interfaces/numeric/meta.json#L4-L8, app/src/components/field-setup.vue#L977-L1002, api/src/core/Directus/Database/Schema/SchemaFactory.php#L217, #L238-L241.
  // directus/app#2750: api/src/core/Directus/Services/AbstractService.php#L530-L542 (digits before the point are precision minus scale).
  {
    topic: 'content',
    says: ['Decimal field drops the decimals', 'Numbers are saved without decimals'],
    action:
      'Give the field a Length of digits and decimals, such as `10,2`. The length `10` that the Numeric interface proposes makes a `DECIMAL(10,0)` column, which keeps no decimals. The first number counts the decimals too, so raise it with the second, such as `16,6`.',
    answeredAt: '/guides/field-types.html#all-field-types',
  },
  // directus/app#1329, directus/v8-archive#766, directus/directus#2270: api/src/core/Directus/Services/AbstractService.php#L249-L255, api/src/core/Directus/Validator/Constraints/DateTimeValidator.php#L11-L18, api/src/helpers/all.php#L1927-L2017, api/src/core/Directus/Application/CoreServicesProvider.php#L594-L601, api/src/core/Directus/Database/TableGateway/BaseTableGateway.php#L1010-L1034.
  {
    topic: 'content',
    says: [
      'Datetime value is not valid',
      'ISO date with milliseconds refused',
      'API returns dates without a time zone',
      'Which date format does the API accept',
    ],
    action:
      'Send a datetime as `2020-03-14 10:30:00` or as ISO 8601 with a zone and whole seconds, such as `2020-03-14T09:30:00Z`. The API stores ISO values in UTC and returns a `datetime` field as stored, without a zone.',
    answeredAt: '/guides/field-types.html#dates-and-times',
  },
  // directus/app#2463: api/src/helpers/all.php#L807-L818 (never called), app/src/store/modules/users/actions.js#L7-L17.
  // directus/v8-archive#2457 (last_access_on): app/src/router.js#L298-L309, app/src/store/actions.js#L80-L92, api/src/core/Directus/Services/UsersService.php#L119-L131.
  {
    topic: 'content',
    says: [
      'Timezone in my profile changes nothing',
      'Dates ignore the user timezone',
      'Last access date of API users never changes',
    ],
    action:
      "A user's Timezone is only stored: neither the v8 API nor the app converts dates with it. Last access is set by the admin app on each page change, not by signing in, so read sign-ins in the activity log.",
    answeredAt: '/guides/users.html#user-fields',
  },
  // directus/v8-archive#1878 (a string key that does not change on save): api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L493.
  {
    topic: 'content',
    says: ['Change the primary key of an item', 'Edited id is not saved'],
    action:
      'An item keeps its primary key: the Primary Key interface locks it after creation, and an update takes the key from the URL. Create the item again with the new key, relink it, then delete the old one.',
    answeredAt: '/guides/user-guide.html#primary-key',
  },
  // directus/v8-archive#2086, directus/app#2954: api/src/core/Directus/Application/CoreServicesProvider.php#L262-L324.
  // directus/app#2096 (Required on a system date field): api/src/core/Directus/Services/AbstractService.php#L219-L225.
  {
    topic: 'content',
    says: [
      'Owner is always the signed-in user',
      'Created date is replaced when importing items',
      'Created date field marked required',
    ],
    action:
      'On create the API fills in `owner`, `user_updated` and both dates itself, whatever you send, and it never checks Required on them. Create the item, then send the owner or creation date you want in an update.',
    answeredAt: '/guides/accountability.html#system-fields',
  },
  // directus/v8-archive#1612, #1806: api/src/core/Directus/Services/AbstractService.php#L356-L367, api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L2568-L2576.
  {
    topic: 'content',
    says: ['Activity and revisions fill the database', 'Stop logging automated changes'],
    action:
      'Send `activity_skip=1` with frequent, machine-made creates, updates and deletes: they then leave no activity entry and no revision, so they cannot be reverted later.',
    answeredAt: '/api/query/activity_skip.html#syntax',
  },
  // directus/directus#2551, directus/app#1512: api/src/endpoints/Activity.php#L19-L23, api/src/endpoints/Revisions.php#L18-L19, api/src/endpoints/Items.php#L132-L136, api/src/core/Directus/Services/AbstractService.php#L130-L137, api/src/core/Directus/Database/TableGateway/BaseTableGateway.php#L462-L538, app/src/routes/item.vue#L812-L867.
  {
    topic: 'content',
    says: [
      'Delete old activity log entries',
      'Purge revisions from the database',
      "New item shows a deleted item's history",
    ],
    action:
      'Directus 8 has no way to delete old activity or revisions, and deleting an item or its collection keeps them. Delete old rows of both tables in the database, each revision with its activity row.',
    answeredAt: '/guides/accountability.html#removing-old-entries',
  },
  // directus/v8-archive#89, #104: api/src/core/Directus/Database/TableGateway/DirectusActivityTableGateway.php#L14-L23.
  // directus/v8-archive#1475: api/src/helpers/all.php#L1502-L1527, api/src/core/Directus/Database/TableGateway/DirectusActivityTableGateway.php#L61.
  {
    topic: 'content',
    says: [
      'Which actions the activity log records',
      'How a soft delete shows in the log',
      'Activity log shows the proxy IP address',
      'IP address in the activity log is localhost',
    ],
    action:
      "Each activity row holds its `action` (create, update, delete, soft-delete, revert, upload, comment, authenticate, invalid-credentials or status-update), who did it in `action_by`, when in `action_on`, and the `collection` and `item`. Its `ip` is the proxy's address behind a reverse proxy unless the web server passes on the visitor's, and `127.0.0.1` or `::1` is stored as `localhost`.",
    answeredAt: '/guides/accountability.html#activity',
  },
  // directus/v8-archive#1942: api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L397-L413, #L478-L502, api/src/core/Directus/Database/TableGateway/BaseTableGateway.php#L420-L426, #L453-L459.
  {
    topic: 'content',
    says: ['Revisions leave out related items'],
    action:
      "A revision's `data` is the item's own row: a many-to-one field holds only the key, and one-to-many, many-to-many and translation fields are not in it.",
    answeredAt: '/guides/accountability.html#revisions',
  },
  // directus/v8-archive#275: api/src/core/Directus/Services/RevisionsService.php#L147-L176.
  {
    topic: 'content',
    says: ['Revert brings back only the changed fields'],
    action:
      "A revert copies the revision's whole `data` back into the item, not only its `delta`, and saves that as a new change.",
    answeredAt: '/guides/accountability.html#revert',
  },
  // directus/v8-archive#904 (a user created over the API without a role): api/migrations/install/20180220023248_create_users_table.php#L14-L21 (status defaults to draft, role to null).
  {
    topic: 'content',
    says: ['User created through the API has no role', 'Choose the role of a new user'],
    action:
      'Send the role id as `role` in the body of `POST /:project/users`, and `status` `active` so that the user can sign in: a new user is a draft without a role otherwise.',
    answeredAt: '/guides/users.html#creating-users',
  },
  // directus/v8-archive#2070, directus/directus#2274: app/src/routes/settings/collections.vue#L143-L144, api/src/core/Directus/Services/TablesService.php#L527-L545.
  {
    topic: 'content',
    says: ['Add custom fields to users', 'Extend the Directus users collection'],
    action:
      'Collections & Fields lists no system collections. As an administrator, create the field with `POST /<project>/fields/directus_users`, or add the column in the database and a matching row in `directus_fields`.',
    answeredAt: '/guides/users.html#system-vs-custom',
  },
  // directus/app#2792: app/src/routes/items.vue#L657-L659, app/src/routes/item.vue#L610-L612, api/src/core/Directus/Services/ItemsService.php#L379-L389, api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L85-L92.
  {
    topic: 'content',
    says: ['Deleted item still blocks a unique value', 'Deleted items stay in the database'],
    action:
      "The app's delete only moved the item to the soft-delete status, so its row and values stay. Remove that row for good with `DELETE /<project>/items/<collection>/<id>`, or drop the unique index. Turning soft delete off frees nothing already deleted, and makes the app's later deletes permanent.",
    answeredAt: '/guides/soft-delete.html#how-soft-delete-work',
  },
  // directus/v8-archive#1735: api/src/core/Directus/Services/TablesService.php#L621-L625, #L649-L663, api/src/core/Directus/Database/Schema/SchemaFactory.php#L221-L225.
  // directus/v8-archive#679 (invalid e-mail accepted): api/src/core/Directus/Services/AbstractService.php#L484-L510, api/src/helpers/all.php#L1820-L1834.
  // Required on an existing field: api/src/core/Directus/Database/Schema/SchemaFactory.php#L138-L158 (the API counts the items without a value first).
  // directus/v8-archive#1897, directus/directus#2609 (a repeated unique value): api/src/core/Directus/Database/TableGateway/BaseTableGateway.php#L804-L821, #L887-L894, api/src/core/Directus/Application/ErrorHandlers/ErrorHandler.php#L134-L135.
  // directus/app#867 (renaming a field): app/src/components/field-setup.vue#L88, api/src/core/Directus/Services/TablesService.php#L597.
  {
    topic: 'content',
    says: [
      'Making an existing field required fails',
      'Invalid use of NULL value',
      'API saves an invalid email address',
      'Saving fails because the value exists',
      'Unique field rejects a repeated value',
      'Rename a field after creating it',
      'Change the column name of a field',
    ],
    action:
      "Give every item a value before you turn Required on (while one has none, the API refuses with `Can't make this field required`), and set Validation to a regular expression or `$email` to reject malformed values; a Unique field refuses a value another item has (409 and code 204 on a create, 500 and code 9 on an update). A field's name never changes: create one with the new name, copy the values and delete the old one.",
    answeredAt: '/guides/fields.html#_2-database-options',
  },
  // directus/v8-archive#209, #521, directus/sdk-js#64: api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L1954-L1972, api/src/core/Directus/Database/Query/Builder.php#L716-L717.
  // directus/v8-archive#612 (repeated sort parameter): RelationalTableGateway.php#L776-L778, api/src/core/Directus/Util/StringUtils.php#L263-L267.
  {
    topic: 'content',
    says: [
      'Sort items by a related field',
      'Sorting by author name fails',
      'Get items in random order',
      'Sorting by several fields uses only one',
    ],
    action:
      '`sort` takes only fields of the collection itself: dot notation such as `author.last_name`, and one-to-many or many-to-many fields, fail the request with status 422. List several fields in one `sort`, separated by commas; a repeated `sort` parameter keeps only its last value. `?` sorts in random order.',
    answeredAt: '/api/query/sort.html#syntax',
  },
  // directus/v8-archive#777 (groups fails with error 9): api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L829-L830, #L1852-L1859, api/src/core/Directus/Database/Query/Builder.php#L616-L624, api/src/core/Directus/Database/Exception/InvalidQueryException.php#L22-L26.
  {
    topic: 'content',
    says: ['Groups parameter fails with SQL error', 'GROUP BY on items returns error 9'],
    action:
      "`groups` adds a plain `GROUP BY` on the fields you name. Under MySQL's default `ONLY_FULL_GROUP_BY` mode that fails with `Failed generating the SQL query.` for any field but the primary key or another unique one, so group the items in your own code instead.",
    answeredAt: '/api/query/sort.html#groups',
  },
  // directus/v8-archive#1699, #819 (single=false): api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L734-L737, #L851-L854, #L1186-L1193, #L1263-L1265.
  {
    topic: 'content',
    says: [
      'Get an item by its slug',
      'Look up an item by another field',
      'Turn the single parameter off',
      'single=0 still fails with 404',
    ],
    action:
      'Filter on the slug and add `single=1`, such as `filter[slug][eq]=spring-opening-hours&single=1`: the API returns the first match as an object instead of a list, or status 404 when none matches. For a list, leave `single` out: `single=0` or `single=false` also give a list, but an empty result still fails with 404.',
    answeredAt: '/api/query/single.html#syntax',
  },
  // directus/v8-archive#2051, #1914, directus/directus#2306: api/src/core/Directus/Services/ItemsService.php#L204-L237, api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L599-L619, #L699-L712.
  // directus/v8-archive#1610, directus/app#2393 (updating directus_users denied): api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L596, #L614-L617, #L667 (a related object with more than its key is updated, with the role's permissions).
  {
    topic: 'content',
    says: [
      'Link many-to-many items through the API',
      'Save related items with the item',
      'Create an item with its relations in one call',
      'Link a file to an item through the API',
      'Saving a relation is denied on directus_users',
    ],
    action:
      'Send the junction rows as objects in the many-to-many field, with the related item as an object: `"tags": [{"tags_id": {"id": 406}}]`; a bare list of keys fails with status 500, and an object with more than its key updates that item, which needs update permission on its collection (`directus_users` too). A file field takes only the key of a file you uploaded first.',
    answeredAt: '/api/items.html#nested-writes',
  },
  // directus/v8-archive#815 (which collection a many-to-one field points to): api/src/endpoints/Relations.php#L15, #L28-L36, api/src/core/Directus/Services/RelationsService.php#L74-L77 (the relations are listed like items, so filter applies), sdk/sdk-js/src/SDK.ts#L717-L719, #L740-L748.
  {
    topic: 'content',
    says: [
      'Find which collection a relational field points to',
      'Get the relations of a collection',
    ],
    action:
      'List the rows of `directus_relations`, filtered on the many side: `GET /:project/relations?filter[collection_many][eq]=products`. Each row names the field (`field_many`) and the collection it points to (`collection_one`). In the JS SDK, `getCollectionRelations(collection)` sends two such requests, one filtered on `collection_many` and one on `collection_one`.',
    answeredAt: '/api/relations.html#the-relation-object',
  },
  // directus/v8-archive#378: api/src/endpoints/Items.php#L54-L60, #L102-L142, #L212-L236, sdk/sdk-js/src/SDK.ts#L533-L563, #L605-L608.
  {
    topic: 'content',
    says: [
      'Insert many rows in one call',
      'Bulk create items through the API',
      'Remove a list of items at once',
    ],
    action:
      'POST an array of objects to `/<project>/items/<collection>` to create them all, PATCH an array of objects that each hold their primary key to change them, and DELETE with the keys separated by commas. The SDK sends these with `createItems`, `updateItems` and `deleteItems`.',
    answeredAt: '/guides/js-sdk.html#items',
  },
  // directus/app#2513: app/src/layouts/calendar/layout.vue#L154-L204, #L245-L255.
  {
    topic: 'content',
    says: ['Calendar ignores search and filters', 'Calendar shows items my filter excludes'],
    action:
      'The Calendar layout loads each month by its date field alone, so the search box and the filters do not apply to it. Use the Table layout to see only the matching items.',
    answeredAt: '/guides/layouts.html#calendar',
  },
  // directus/app#2019, #1439: sdk/sdk-js/src/SDK.ts#L617-L665, app/src/routes/items.vue#L586-L599.
  {
    topic: 'content',
    says: ['Default list columns for every user', 'Set the default view of a collection'],
    action:
      "Create an untitled collection preset over the API, with a `role` or with neither `user` nor `role`. Users without a preference of their own for the collection start with it, a role's preset before the global one.",
    answeredAt: '/guides/layouts.html#layout-preferences',
  },
  // directus/v8-archive#1817, directus/app#2676: app/src/helpers/format-filters.js#L21-L29, api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L1316-L1337.
  {
    topic: 'content',
    says: [
      'Two filters on the same field',
      'Filter a date range in the app',
      'Second filter on a field is ignored',
    ],
    action:
      'The app applies one filter per field, so it cannot filter a range of dates. Over HTTP, use the `between` operator.',
    answeredAt: '/guides/user-guide.html#filtering',
  },
  // directus/app#1449: app/src/components/bookmarks/create-bookmark.vue#L8-L16, #L108-L115.
  // directus/v8-archive#2285, directus/app#2614 (a bookmark has no effect for a new user): app/src/router.js#L80-L124, app/src/routes/items.vue#L595-L598.
  {
    topic: 'content',
    says: [
      'Share a bookmark with a role',
      'Save a bookmark for all users',
      'Clicking a bookmark does nothing',
      'Bookmark does not apply its filters',
    ],
    action:
      "Administrators choose a role, or all users, in the drop-down of the bookmark dialog; other users save bookmarks only for themselves. A bookmark applies only over view preferences you already have for the collection: change the collection's view once, then open the bookmark again.",
    answeredAt: '/guides/user-guide.html#bookmarking',
  },
  // directus/app#1299: app/src/components/activity/activity.vue#L34-L65, #L191-L240, api/src/core/Directus/Services/RevisionsService.php#L147-L176.
  {
    topic: 'content',
    says: ['No revert button on a revision', 'Cannot revert to the first version'],
    action:
      'Only entries that expand to show their changes can be reverted, which leaves out the oldest change of an item created outside Directus. Over HTTP, you can revert to any revision of the item.',
    answeredAt: '/guides/user-guide.html#reverting',
  },
  // directus/app#2735: app/src/routes/item.vue#L821-L827, #L915-L923.
  {
    topic: 'content',
    says: ['Comments disappear after a reload', 'Users cannot see the comments'],
    action:
      'Give the role read at `full` on `directus_activity`: with the default `mine`, users do not see their own comments once they reload.',
    answeredAt: '/guides/user-guide.html#comments-mentions',
  },
  // directus/v8-archive#1895: api/src/core/Directus/Services/SettingsService.php#L66-L73, RelationalTableGateway.php#L726-L732, app/src/store/modules/collections/actions.js#L75-L78.
  {
    topic: 'content',
    says: [
      'Settings disappear after lowering the default limit',
      'Global settings page shows only some fields',
    ],
    action:
      'Keep Default Limit above the number of setting fields: the app loads the Global Settings form without a `limit`. Set `default_limit` back with Update a Setting or in the `directus_settings` table.',
    answeredAt: '/guides/admin-guide.html#data',
  },
  // directus/app#2373: app/src/components/sidebars/nav-sidebar/logo.vue#L1-L6.
  {
    topic: 'content',
    says: ['Project URL does not link the logo', 'Clicking the project logo does nothing'],
    action:
      'In v8 the logo at the top left is not a link, and nothing in the app reads Project URL.',
    answeredAt: '/guides/admin-guide.html#project',
  },
  // directus/v8-archive#1330, directus/v8-archive#174: api/src/web.php#L72-L79.
  {
    topic: 'content',
    says: [
      'PHP notice or warning inside the API response',
      'HTML warning text breaks the JSON',
      'Response is not valid JSON',
    ],
    action:
      "Outside `'env' => 'production'` PHP prints its notices and warnings into the response body, which breaks the JSON. Read them, then set the project config's `env` back to `production`.",
    answeredAt: '/api/errors.html#development-and-production',
  },
  // directus/v8-archive#2413: api/src/core/Directus/Services/FilesServices.php#L149-L158, #L165-L174.
  {
    topic: 'files',
    says: [
      'Renaming a file gets around the MIME type whitelist',
      'Allowed file types are not checked on update',
    ],
    action:
      'Do not count on the File MimeType Whitelist for updates: it checks only new file `data` (for a form upload, the type the client declares), so an update that changes only `filename_disk` is not checked.',
    answeredAt: '/guides/files.html#what-happens-on-upload',
  },
  {
    topic: 'files',
    says: [
      'A thumbnail size is refused',
      'Thumbnail key not allowed',
      "Key doesn't exist for a thumbnail",
    ],
    action:
      'Add the size to the Asset Whitelist setting and request it with `?key=`. If the system keys such as `directus-medium-crop` do not exist, run the database migrations.',
    answeredAt: '/guides/files.html#whitelisting-thumbnails',
  },
  {
    topic: 'files',
    says: [
      'Anyone can open uploaded files without signing in',
      'Keep uploaded files private',
      'Does the Public role need read access to files',
    ],
    action:
      "Neither the original files nor the assets endpoint check permissions: whoever has a file's address gets it. Hand out only asset links; a new private hash cuts those off, but the original's address under `/uploads/` keeps working.",
    answeredAt: '/guides/files.html#asset-middleware',
  },
  // https://github.com/directus/v8-archive/issues/2177: the login page reads asset_url only
  // (app/src/components/public-view.vue L17-L23, L60-L69), which file.php L139-L152 leaves out
  // while storage.proxy_downloads is on; settings.php L174-L182, L204-L221 pick it for project info.
  {
    topic: 'files',
    says: ['project_foreground image does not appear', 'Login page background image missing'],
    action:
      'The login page shows these images only through their `asset_url`, which the API leaves out while `proxy_downloads` is on. Turn proxy downloads off to see them.',
    answeredAt: '/api/settings.html#the-setting-object',
  },
  {
    topic: 'files',
    says: ['A thumbnail fails with error 500', 'Large images get no thumbnail'],
    action: "Raise PHP's `memory_limit`, then request the size again.",
    answeredAt: '/guides/files.html#thumbnail-memory',
  },
  // directus/v8-archive#1873, #1593: thumbnail URLs come from get_url() on the request, never storage.root_url
  // (api/src/helpers/file.php#L238, #L262-L265, api/src/helpers/all.php#L150-L153); root_url only builds url/full_url (file.php#L145-L151).
  {
    topic: 'files',
    says: ['Thumbnail URLs ignore root_url', 'Serve thumbnails from a different domain'],
    action:
      "The API builds thumbnail URLs from its own address, as the request reached it; `root_url` changes only `data.url` and `data.full_url`. Thumbnails always come from the API's assets endpoint.",
    answeredAt: '/guides/files.html#requesting-thumbnails',
  },
  // root_url builds data.url/full_url: api/src/helpers/file.php#L140-L153; ACL default: api/src/core/Directus/Config/Schema/Schema.php#L69.
  // Not 'broken images': the v8 app shows files through data.asset_url and thumbnails (app/src/interfaces/file-preview/input.vue#L207-L209); only opening a file uses full_url (app/src/interfaces/file/input.vue#L251).
  {
    topic: 'files',
    says: [
      'S3 storage adapter not found',
      'Class Aws S3 S3Client not found',
      'The S3 client library is missing from the API',
      'Links to S3 files do not open',
    ],
    action:
      'Install the S3 adapter, `league/flysystem-aws-s3-v3`, with Composer; it is not part of the API by default. If file links do not open, point `root_url` at an address the browser can fetch: public uploads (`ACL` `public-read`, the default) or a CDN with access.',
    answeredAt: '/extensions/storage-adapters.html#using-aws-s3',
  },
  // directus/v8-archive#2122, directus/app#2910: an endpoint turns on path-style addresses
  // (api/src/core/Directus/Filesystem/FilesystemFactory.php#L82-L90), so a bucket host as endpoint names the bucket twice.
  {
    topic: 'files',
    says: ['S3 upload fails with NoSuchKey', 'The specified key does not exist'],
    action:
      "On AWS, remove `endpoint` from the storage config and keep `bucket` and `region`: with an endpoint the API puts the bucket in the path, so an endpoint that is the bucket's own address names it twice.",
    answeredAt: '/extensions/storage-adapters.html#using-aws-s3-with-custom-endpoint',
  },
  // directus/v8-archive#1569: api/src/core/Directus/Config/Schema/Value.php#L53-L55, api/src/core/Directus/Config/Schema/Schema.php#L59, api/src/helpers/app.php#L86-L96, api/src/helpers/file.php#L120-L142.
  {
    topic: 'files',
    says: ['File URLs ignore root_url', 'File URLs point to /downloads/ instead of the bucket'],
    action:
      "Set `proxy_downloads` to the PHP value `false`, not the string `'false'`: the config reads every string except `'0'` and `''` as true, so `'false'` sends file URLs through `/downloads/`.",
    answeredAt: '/extensions/storage-adapters.html#core-adapters',
  },
  // directus/app#1130, #1290, directus/v8-archive#805: api/src/helpers/server.php#L13-L36, api/src/endpoints/Server.php#L85-L87.
  {
    topic: 'files',
    says: ['Large files fail to upload', 'Uploads are limited to 2 MB'],
    action:
      "Raise both `upload_max_filesize` and `post_max_size` in the `php.ini` of the web server's PHP, then restart it: Directus allows the smaller of the two. `GET /server/info` reports the limit in effect.",
    answeredAt:
      '/getting-started/troubleshooting.html#how-can-i-increase-the-2mb-limit-on-file-uploads',
  },
  // directus/v8-archive#1493, #1258, directus/app#2247: api/src/core/Directus/Filesystem/Files.php#L81-L92, api/src/core/Directus/Services/FilesServices.php#L189-L192, api/src/core/Directus/Services/AssetService.php#L343-L354.
  {
    topic: 'files',
    says: [
      'Replaced image still shows the old thumbnail',
      'Thumbnails do not update after editing',
    ],
    action:
      "The assets endpoint serves a saved thumbnail without comparing it with the original. After replacing a file, delete its old thumbnails from each size folder of the thumbnail storage: the API removes them only on the local adapter, and only those in the file's own format.",
    answeredAt: '/guides/files.html#replacing-and-deleting-files',
  },
  // directus/directus#2563: api/src/core/Directus/Filesystem/Files.php#L638-L653, #L716-L727, api/migrations/install/20180220023243_create_settings_table.php#L258-L273, #L466-L473, api/src/helpers/file.php#L130-L138.
  // directus/v8-archive#2375 (asset URLs by download name): api/src/helpers/file.php#L138-L146, api/src/core/Directus/Services/AssetService.php#L86-L91.
  {
    topic: 'files',
    says: [
      'Uploaded files get random names',
      'Keep the original file name',
      'Address files by their download name',
    ],
    action:
      'Set File Naming to File Name (Readable), `file_name`, in the global settings: new uploads then keep their own name, lowercased, with unsafe characters replaced by `-`. For asset URLs that carry the download name instead of the private hash, set Asset URL Naming to `filename_download`, which serves a file to anyone who guesses its download name.',
    answeredAt: '/guides/files.html#file-settings',
  },
  // directus/v8-archive#2004, #1602: api/src/endpoints/Assets.php#L25-L34, api/migrations/upgrades/20191202164205_update_directus_settings.php#L18, api/src/endpoints/Settings.php#L37-L60.
  {
    topic: 'files',
    says: [
      'Assets are sent without a Cache-Control header',
      'Browsers do not cache images from the API',
    ],
    action:
      'Add the setting `thumbnail_cache_ttl` with a number of seconds through `POST /<project>/settings`: the assets endpoint then sends `Cache-Control: max-age=<seconds>, public`. Without the key it sends only `Last-Modified`.',
    answeredAt: '/guides/files.html#asset-caching',
  },
  // directus/v8-archive#1378, directus/app#2663: api/migrations/install/20180220023208_create_files_table.php#L368-L375, api/src/core/Directus/Services/FilesServices.php#L113.
  // directus/directus#2372 (files copied to the server are not in directus_files): api/src/core/Directus/Services/FilesServices.php#L25-L29, #L222-L227.
  {
    topic: 'files',
    says: [
      'No folders in the File Library',
      'Put an uploaded file in a folder',
      'Files copied into uploads folder not showing',
    ],
    action:
      'The v8 app does not group files by folder: create folders over the API and send the folder id as `folder` with the upload. The library lists only the rows of `directus_files`, so upload each file through `POST /<project>/files` instead of copying it into the uploads folder.',
    answeredAt: '/guides/files.html#file-library',
  },
  // directus/v8-archive#1089, #1982: api/src/core/Directus/Filesystem/Filesystem.php#L66-L92, api/src/core/Directus/Filesystem/FilesystemFactory.php#L67-L91.
  {
    topic: 'files',
    says: ['No permission to write on upload', 'Files never reach the storage bucket'],
    action:
      "The API reports every failed write to storage as No permission to write and drops the adapter's own error, also from the log. Check the key, secret, bucket, region and endpoint, and the `public-read` ACL every upload sends, which a bucket that blocks public ACLs refuses; try the same credentials with another client to see the real error.",
    answeredAt: '/extensions/storage-adapters.html#no-permission-to-write',
  },
  // directus/v8-archive#2085, #2096, #2158, directus/app#2975, #2969: api/src/core/Directus/Services/FilesServices.php#L88-L113, api/src/core/Directus/Filesystem/Files.php#L339-L354, app/src/store/modules/edits/actions.js#L51-L55.
  // directus/app#2668 (description as HTML): api/migrations/install/20180220023208_create_files_table.php#L159-L170.
  {
    topic: 'files',
    says: [
      'File description disappears after saving',
      'Tags of a file are cleared on edit',
      'File metadata is not saved',
      'File description is saved as HTML',
    ],
    action:
      'Every save of a file sets `description`, `location` and `tags` again from the file itself unless the request sends them, and stores `metadata` as null. The app sends only the fields you changed, so update such files over the API and send all three each time. The app edits the description as HTML; for Markdown, set its interface in `directus_fields` to `markdown`.',
    answeredAt: '/guides/files.html#file-fields',
  },
  // directus/v8-archive#1904: api/src/core/Directus/Services/FilesServices.php#L88-L95, api/src/core/Directus/Filesystem/Files.php#L339-L341, app/src/store/modules/edits/actions.js#L51-L55.
  {
    topic: 'files',
    says: [
      'YouTube file becomes an image after editing',
      'Embedded video type changes to image/jpeg',
    ],
    action:
      'An update that sends no `embed/…` type derives `type` from the stored preview image, so the video becomes `image/jpeg`. Edit YouTube and Vimeo files over the API and send their `type`, such as `embed/youtube`, with every update; the app sends only the fields you change.',
    answeredAt: '/guides/files.html#file-types-and-embeds',
  },
  // directus/app#2901, directus/v8-archive#1595, directus/docker#51: api/src/helpers/all.php#L150-L153, #L207-L210, api/src/helpers/file.php#L121-L151, #L238, #L262-L264, packages/proxy-detection/src/ProxyDetection.php#L55-L88, #L106-L117.
  {
    topic: 'files',
    says: [
      'File URLs start with http behind a proxy',
      'Images load over http instead of https',
      'Mixed content behind a reverse proxy',
    ],
    action:
      'Have the proxy that ends TLS send `X-Forwarded-Proto: https`, and `X-Forwarded-Host` if it changes the host name; the API believes them from the addresses in `trusted_proxies`, or from anyone while it is empty. For `full_url` alone, an absolute `https://` `storage.root_url` also works while `proxy_downloads` is off.',
    answeredAt: '/advanced/server-setup.html#https',
  },
  // directus/v8-archive#1283: api/src/core/Directus/Mail/Transports/SmtpTransport.php#L15-L39, api/src/core/Directus/Services/MailService.php#L160-L175.
  // directus/v8-archive#867, directus/docker#26: api/src/core/Directus/Mail/Transports/SendMailTransport.php#L17-L24, api/src/core/Directus/Config/Schema/Schema.php#L85-L95, docker/images/apache/Dockerfile#L15-L23.
  {
    topic: 'email',
    says: [
      'Emails are not sent',
      'SMTP settings for email',
      'SMTP server refuses the email',
      'Sendmail fails with an unrecognized option',
      'No email from the Docker container',
      'Mail error expected response code 220',
    ],
    action:
      "Configure the `default` mailer in the project config: its transport and, for SMTP, the server and credentials. The default `sendmail` transport always runs `/usr/sbin/sendmail -bs`, which the Docker image lacks: use `smtp` there. An error that quotes the server's reply comes from your mail provider: check the credentials it asks for, and that it lets you send from the sender address.",
    answeredAt: '/advanced/api/configuration.html#config-mail',
  },
  // directus/app#2857, directus/v8-archive#2218: api/src/core/Directus/Services/UsersService.php#L197-L222, #L241-L273 (the only call of send_user_invitation_email; #L247-L252 skips any existing user), #L166-L185 (the API's delete removes the row).
  {
    topic: 'email',
    says: ['No invitation email for new users', 'Status Invited sends no invitation'],
    action:
      'Only the invite endpoint sends the email, and it skips every address that already has a user. Delete a user you created with the status `invited` through the API, then invite the address as an admin.',
    answeredAt: '/guides/users.html#inviting-users',
  },
  {
    topic: 'email',
    says: ['Password reset email never arrives', 'Reset email rejected by the mail server'],
    action:
      'Set `mail.default.from` to an address your mail server may send from; a refusal is in the Directus error log.',
    answeredAt: '/guides/authentication.html#password-reset-sender',
  },
  // directus/v8-archive#50, #401: api/src/core/Directus/Application/CoreServicesProvider.php#L1160-L1170.
  {
    topic: 'email',
    says: ['Change the look of system emails', 'Customize the password reset email'],
    action:
      'Put a file with the name of a built-in template, such as `footer.twig` or `reset-password.twig`, in `public/extensions/custom/mail/`: the API looks there before `src/mail/`.',
    answeredAt: '/extensions/custom-mail-template.html#how-overriding-works',
  },
  // directus/v8-archive#1957, directus/app#1135: api/src/core/Directus/Services/AuthService.php#L407-L411, api/src/helpers/all.php#L150-L153, packages/proxy-detection/src/ProxyDetection.php#L71-L88, #L106-L117.
  {
    topic: 'email',
    says: [
      'Reset link in the email uses http',
      'Password reset link has the wrong domain',
      'Reset email links to localhost',
    ],
    action:
      "The link's address comes from the reset request. Behind a proxy that ends TLS, have it send `X-Forwarded-Proto: https`, and `X-Forwarded-Host` if it changes the host; your own reset page can send `reset_url` instead.",
    answeredAt: '/guides/authentication.html#password-reset',
  },
  // directus/v8-archive#1827: api/src/core/Directus/Application/Route.php#L135-L143.
  // directus/v8-archive#1406: api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L599-L619, #L689-L712.
  {
    topic: 'extensions',
    says: [
      'A hook never fires',
      'A response filter for one collection never runs',
      'Update hook fires for related items too',
    ],
    action:
      'Check the event name: subject, event, optional collection, then the phase, such as `item.create.articles:before`. The event for one collection takes no collection argument, and the response filters for one collection never run. A nested write fires the events of every related item it writes.',
    answeredAt: '/extensions/hooks.html#event-names',
  },
  // directus/app#2593: api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L481-L501, api/src/core/Directus/Application/CoreServicesProvider.php#L297-L318.
  {
    topic: 'extensions',
    says: ['Calculate a field from other fields on save', 'Fill in a computed value automatically'],
    action:
      'Set the field in a filter on the `:before` create and update events. In an update the payload holds only the fields the request sends and the key, so read the saved item for the others.',
    answeredAt: '/extensions/hooks.html#filter-hooks',
  },
  // directus/v8-archive#1143: api/src/core/Directus/Hook/Emitter.php#L276-L299 (listeners run without a try), api/src/core/Directus/Application/ErrorHandlers/ErrorHandler.php#L136-L137.
  {
    topic: 'extensions',
    says: ['Stop an item from being saved in a hook', 'Cancel a create from a filter'],
    action:
      'Throw an exception in a `:before` filter, such as `Directus\\Exception\\UnprocessableEntityException`: the API does not catch it, so the request ends before the item is written and answers with status 422 and your message.',
    answeredAt: '/extensions/hooks.html#custom-validation',
  },
  // directus/app#2593: app/src/components/form/field.vue#L59, app/src/components/extension/interface/input/input.vue#L19.
  // directus/app#2400 (writing another field): app/src/components/form/field.vue#L69-L74, app/src/routes/item.vue#L425-L433, #L596-L597.
  {
    topic: 'extensions',
    says: [
      'Read another field in a custom interface',
      'Interface reacts to other fields of the item',
    ],
    action:
      'Use the `values` prop: it holds the current values of all fields of the item. It is a copy, so to change another field emit `setfield` with `{ field, value }`.',
    answeredAt: '/extensions/interfaces.html#mixin-props',
  },
  // directus/app#1058: api/src/helpers/all.php#L667-L697.
  {
    topic: 'extensions',
    says: ['Call an outside URL when items change', 'Rebuild a static site when content changes'],
    action:
      'In the admin settings, open Webhooks and add one for each collection and action: Directus then calls your URL whenever such an item is created, updated or deleted.',
    answeredAt: '/guides/admin-guide.html#webhooks',
  },
  {
    topic: 'extensions',
    says: ['A webhook does not fire'],
    action:
      'Only active webhooks fire, each for one collection and one action, and only one webhook per pair: check its status, collection and action, and that no other active webhook has the same pair.',
    answeredAt: '/guides/admin-guide.html#create-a-webhook',
  },
  // directus/v8-archive#2031, directus/directus#2337: api/src/web.php#L225-L233 (the /custom group runs the auth middleware), api/src/core/Directus/Application/Http/Middleware/AuthenticationMiddleware.php#L77-L86.
  {
    topic: 'extensions',
    says: [
      'A custom endpoint is open to anyone',
      'Protect a custom endpoint',
      'Authenticate the user in a custom endpoint',
    ],
    action:
      'Check the user in the handler: a request without a usable token still reaches it, as the public role.',
    answeredAt: '/extensions/custom-endpoints.html#permissions',
  },
  {
    topic: 'extensions',
    says: ['A custom module does not show up', 'Add a custom page to the app'],
    action:
      'Build it into `public/extensions/custom/modules/<id>/`, which then holds `module.js` and `meta.json`. A role with its own module listing shows only that list.',
    answeredAt: '/extensions/modules.html#files-structure',
  },
  {
    topic: 'extensions',
    says: [
      'A custom interface does not appear in the list',
      'Custom interface is not loaded',
      'New interface missing from the interfaces list',
    ],
    action:
      'Build it into `public/extensions/custom/interfaces/<id>/`, which then holds `input.js`, `display.js` and `meta.json`, with an id that no core interface has.',
    answeredAt: '/extensions/interfaces.html#files-structure',
  },
  // directus/extension-toolkit#31: app/src/router.js#L74-L78 (one route per module, no child routes).
  {
    topic: 'extensions',
    says: ['Several pages or routes in one module'],
    action:
      'A v8 module is one page, at `/<project>/ext/<id>`, with no routes of its own: switch between views inside its component.',
    answeredAt: '/extensions/modules.html#module-vue',
  },
  // directus/docker#113: api/src/helpers/mail.php#L56-L64, api/src/core/Directus/Mail/Mailer.php#L45-L54, api/src/core/Directus/Services/MailService.php#L160-L174, api/src/core/Directus/Application/Http/Middleware/AuthenticationMiddleware.php#L78-L84, #L121.
  // directus/v8-archive#1549, directus/directus#2503: api/src/web.php#L88-L91, api/src/helpers/all.php#L635-L639, #L648-L653.
  {
    topic: 'extensions',
    says: [
      'Send an email from a hook',
      'Mail sent from a hook has no sender',
      'Run a hook for one project only',
      'Separate hooks for each project',
    ],
    action:
      'Call `\\Directus\\send_mail_with_content()` in the hook: its sender is `mail.default.from`, while `MailService` sends from the email of the user who made the request, which a request without a token lacks. Hook files in `public/extensions/custom/hooks/` run for every project; put a listener for one project in the `hooks` key of its config file.',
    answeredAt: '/extensions/hooks.html#creating-hooks',
  },
  // directus/v8-archive#2000: api/src/helpers/extensions.php#L58-L68, api/src/web.php#L72-L79, #L88-L100.
  {
    topic: 'extensions',
    says: [
      'A hook syntax error breaks the API',
      'Every request fails with 500 after adding a hook',
      'Empty 500 on every request after editing a hook',
      'One bad hook takes the whole API down',
    ],
    action:
      'A hook file that does not compile, or does not return an array, stops every request of every project before Directus can log it. Check it with `php -l`, rename it with a leading `_` to switch it off, or set `env` to `development` to see the PHP error in the response.',
    answeredAt: '/extensions/hooks.html#broken-hook-file',
  },
  // directus/v8-archive#669: api/composer.json#L71, api/src/helpers/all.php#L648-L664.
  {
    topic: 'extensions',
    says: ['Class not found in a custom hook', 'Load my own classes in a hook'],
    action:
      'Give the class the namespace `Directus\\Custom\\Hooks\\` plus its folders under `custom/hooks/`, and its file the class name, all in the same letter case; or load its file yourself from `hooks.php`.',
    answeredAt: '/extensions/hooks.html#multiple-files',
  },
  // directus/v8-archive#2056: api/src/helpers/all.php#L648-L664, api/src/web.php#L235-L255.
  {
    topic: 'extensions',
    says: ['hooks.php of a custom module does not run', 'Server code for a custom interface'],
    action:
      'The API reads `hooks.php` only in the folders of the core modules and interfaces. Put the code in `public/extensions/custom/hooks/`, and its routes in a custom endpoint.',
    answeredAt: '/extensions/hooks.html#modules-layouts-and-interfaces',
  },
  // directus/v8-archive#1040: api/src/core/Directus/Services/ItemsService.php#L29-L31, api/src/core/Directus/Services/AbstractService.php#L584-L591.
  {
    topic: 'extensions',
    says: ['Service call in a custom endpoint denied', 'Create an item from a custom endpoint'],
    action:
      'The `Directus\\Services` classes apply the permissions of whoever called your endpoint, the public role for a request without a token. Call your endpoint with the token of a user whose role may do it, or use the `database` adapter, which skips permissions and hooks, on purpose.',
    answeredAt: '/extensions/custom-endpoints.html#using-directus',
  },
  // directus/docker#28, directus/v8-archive#2195: api/src/core/Directus/Application/CoreServicesProvider.php#L762-L800, api/src/core/Directus/Config/Schema/Schema.php#L134-L159, api/src/helpers/app.php#L86-L96.
  {
    topic: 'extensions',
    says: ['Add a custom SSO login provider', 'Own OAuth provider does not show'],
    action:
      "Put the provider in `public/extensions/custom/auth/<name>/` with `auth.php`, `Provider.php` and `icon.svg`, and add its settings from an `application.boot` action hook: the config file's `auth.social_providers` keeps only the five built-in names.",
    answeredAt: '/extensions/auth-providers.html#files-structure',
  },
  // directus/v8-archive#2017, #2060: api/src/core/Directus/Filesystem/FilesystemFactory.php#L21-L39, api/src/core/Directus/Config/Schema/Schema.php#L54-L84.
  {
    topic: 'extensions',
    says: [
      'Keep uploads with a provider Directus does not support',
      'Write a custom storage adapter',
      'Store uploads on Google Cloud or Dropbox',
    ],
    action:
      'Directus 8 knows `local`, `s3`, `azure` and `aliyun-oss` only. For another service, add a case to `createAdapter()` in `FilesystemFactory.php` that returns a Flysystem 1 filesystem, and add its config keys to the storage group of the config schema.',
    answeredAt: '/extensions/storage-adapters.html#files-structure',
  },
  // directus/v8-archive#827: api/src/core/Directus/Database/TableGateway/BaseTableGateway.php#L446-L451, #L868-L888, #L1629-L1655, api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php#L493-L501.
  {
    topic: 'extensions',
    says: ['Get the old value in an update hook', 'Compare old and new values in a hook'],
    action:
      'The update action after the write gets only the values written and the primary key. Read the item by its primary key in the `item.update.<collection>:before` action, which also gets the new values and runs before the row is written, and compare there.',
    answeredAt: '/extensions/hooks.html#action-hooks',
  },
  // directus/v8-archive#2037, #1801, directus/directus#2546: api/src/core/Directus/Permissions/Acl.php#L192-L200, #L227-L230, api/src/core/Directus/Application/Http/Middleware/AuthenticationMiddleware.php#L77-L86, #L120.
  {
    topic: 'extensions',
    says: [
      'Get the current user in a hook',
      'Which user made the request in an endpoint',
      'A filter hook should change only public requests',
    ],
    action:
      "Get the `acl` service from the container, `Application::getInstance()->getContainer()->get('acl')`, and call `getUserId()`: it returns the id of the user who made the request, or `0` when the request runs as the Public role (no token, or one the API dropped), for which `isPublic()` is true; it is `null` in requests that skip the authentication middleware, such as those to `/server`.",
    answeredAt: '/advanced/api/data.html#access-control',
  },
  // api/src/core/Directus/Console/Modules/DatabaseModule.php#L36-L50, api/src/core/Directus/Util/Installation/InstallerUtils.php#L218-L239, api/bin/directus#L8-L14.
  // directus/v8-archive#1687 (directus/directus#2554), #1659: fix 6d34886fa, api/migrations/upgrades/20200121134353_update_user_created_interface.php#L10-L15; Phinx v0.9.2 Environment.php#L95-L137, Manager.php#L345-L353.
  {
    topic: 'upgrading',
    says: [
      'Unknown column errors after upgrading',
      'Database errors after an update',
      'An upgrade migration fails with an SQL error',
      'Fields keep their old interface after upgrading',
    ],
    action:
      'Run `php bin/directus db:upgrade -N <project>` for each project: it applies only the migrations the project still lacks and shows any error in your shell. When a migration itself fails, install the newest 8.x release and run the command again.',
    answeredAt: '/guides/upgrading.html#database-migrations',
  },
  // directus/directus#2661 (same version shown after git pull): api/src/core/Directus/Application/Application.php#L16, api/src/endpoints/Server.php#L78 (the version reported is the constant of the code on disk).
  {
    topic: 'upgrading',
    says: ['Version number unchanged after updating the clone', 'Update a Git install of Directus'],
    action:
      'Pull a branch or tag that holds the new 8.x release, check `DIRECTUS_VERSION` in `src/core/Directus/Application/Application.php` (the version the API reports), then run `php bin/directus db:upgrade -N <project>` for each project.',
    answeredAt: '/guides/upgrading.html#upgrading-a-git-install',
  },
  // directus/directus#2296: api/src/web.php#L139-L150, #L262, api/src/endpoints/ProjectUpdate.php#L13-L18.
  {
    topic: 'upgrading',
    says: ['Upgrade without Git on shared hosting', 'Update the Directus files over FTP'],
    action:
      'Upload the files of the new release over the old ones, keeping `config/`, `public/uploads/`, `public/extensions/custom/`, `logs/` and your admin `style.css` and `script.js`. Then run the migrations of every project: `db:upgrade`, or, without a shell, `POST /<project>/update` as an admin.',
    answeredAt: '/guides/upgrading.html#manually-upgrading-ftp-installs',
  },
  // directus/directus#2225, directus/app#728: app/src/components/public-view.vue#L4-L9, api/src/endpoints/Server.php#L70-L78.
  {
    topic: 'upgrading',
    says: ['Which Directus version is installed', 'Find the version of the API'],
    action:
      "Point at the logo on the login page for the app's version, or read the API's version from `data.directus` in `GET /server/info`, which needs the super-admin token once a project config file exists.",
    answeredAt: '/guides/upgrading.html#how-can-i-find-my-current-version-of-directus',
  },
  // directus/directus#3560: no export or migration command in api/src/core/Directus/Console/Modules/.
  {
    topic: 'upgrading',
    says: ['Migrate a Directus 8 project to 9', 'Move from v8 to the new Directus'],
    action:
      'Directus 8 has no tool for it. Your content is in ordinary MySQL tables and your files are plain files: take them to the new version the way its own documentation describes. The `directus_*` tables keep settings, users, roles and permissions in the shape Directus 8 gave them.',
    answeredAt: '/guides/upgrading.html#leaving-directus-8',
  },
  // directus/directus#2237, directus/v8-archive#529: api/migrations/upgrades/20181022175715_upgrade_070003.php is the first upgrade migration; none reads Directus 6 tables.
  {
    topic: 'upgrading',
    says: ['Upgrade from Directus 6 to 8', 'Installer fails on a Directus 6 database'],
    action:
      'No tool converts a Directus 6 project. Install Directus 8 with a new database, import your own tables into it and let the project manage them, then move the files and their rows and rebuild the rest of the configuration.',
    answeredAt: '/advanced/legacy-upgrades.html#your-content',
  },
];
