import type {Resource} from './types';
import {project} from './pathParams';

/** A file of the project's settings, as the info route nests it. */
const logo = {
  full_url: 'https://api.example.com/uploads/thumper/originals/b81e2a4c-logo.svg',
  url: '/uploads/thumper/originals/b81e2a4c-logo.svg',
  asset_url: '/thumper/assets/k2v9x1q7d3m8',
};

const publicInfo = {
  project_name: 'Thumper Magazine',
  project_logo: logo,
  project_color: '#1E88E5',
  project_foreground: null,
  project_background: null,
  project_public_note: 'Staff sign-in for the Thumper newsroom.',
  default_locale: 'en-US',
  telemetry: false,
};

export const projects = {
  id: 'projects',
  title: 'Projects',
  page: '/api/projects.html',
  object: {
    anchor: 'the-project-info-object',
    name: 'project info',
    description:
      'What `GET /:project/` returns: the project’s public settings under `api`, plus details about the API and the server that only a logged-in user gets. Attributes are written with dots for their nesting: `api.version` is `version` inside `api`.',
    attributes: [
      {
        name: 'api.version',
        type: 'string',
        description: 'The Directus API version. Logged-in users only.',
      },
      {
        name: 'api.requires2FA',
        type: 'boolean',
        description:
          'Whether the role of the user who asks enforces two-factor authentication. Always false without a token.',
      },
      {
        name: 'api.database',
        type: 'string',
        description:
          'The database type from the project’s config file, such as mysql. Logged-in users only.',
      },
      {name: 'api.project_name', type: 'string', description: 'The project’s name.'},
      {
        name: 'api.project_logo',
        type: 'object',
        nullable: true,
        description:
          'The logo file, as an object with full_url, url and asset_url; null when none is set.',
      },
      {
        name: 'api.project_color',
        type: 'string',
        description: 'The project’s accent color, a hex value.',
      },
      {
        name: 'api.project_foreground',
        type: 'object',
        nullable: true,
        description: 'The image shown on the login page, in the same shape as project_logo.',
      },
      {
        name: 'api.project_background',
        type: 'object',
        nullable: true,
        description: 'The background of the login page, in the same shape as project_logo.',
      },
      {
        name: 'api.project_public_note',
        type: 'string',
        nullable: true,
        description: 'A Markdown note shown on the login page.',
      },
      {
        name: 'api.default_locale',
        type: 'string',
        nullable: true,
        description:
          'The admin app’s language on the login page and for users without a locale of their own, such as en-US.',
      },
      {
        name: 'api.telemetry',
        type: 'boolean',
        description: 'Whether the project may send anonymous usage data.',
      },
      {
        name: 'server.max_upload_size',
        type: 'integer',
        description:
          'The largest upload PHP accepts, in bytes: the smaller of upload_max_filesize and post_max_size. Logged-in users only.',
      },
      {
        name: 'server.general.php_version',
        type: 'string',
        description: 'The PHP version the API runs on. Admins only.',
      },
      {
        name: 'server.general.php_api',
        type: 'string',
        description:
          'How PHP runs (its server API), such as fpm-fcgi or apache2handler. Admins only.',
      },
    ],
    example: {
      api: {version: '8.8.1', requires2FA: false, database: 'mysql', ...publicInfo},
      server: {
        max_upload_size: 33554432,
        general: {php_version: '7.4.16', php_api: 'fpm-fcgi'},
      },
    },
  },
  operations: [
    {
      id: 'listProjects',
      method: 'GET',
      path: '/server/projects',
      summary: 'List Available Projects',
      anchor: 'list-available-projects',
      description:
        'Returns the keys of the projects this API serves, read from the names of the config files in `config/`. Private projects (config files named `private.<project>.php`) are left out.',
      access: 'public',
      returns: {
        kind: 'other',
        description: 'An array of project keys under `data`, and `public: true`.',
      },
      example: {
        path: '/server/projects',
        response: {data: ['thumper', 'thumper-staging'], public: true},
      },
    },
    {
      id: 'getProjectInfo',
      method: 'GET',
      path: '/:project/',
      summary: 'Retrieve Project Info',
      anchor: 'retrieve-project-info',
      description:
        'Returns the project’s name, logo, colors and other public settings, which the admin app uses to build its login page. Send a token to get the API and server details as well.',
      // The earlier site's page had an empty "Query" section here.
      oldAnchors: ['query-1'],
      access: 'public',
      pathParams: [project],
      returns: {
        kind: 'object',
        description:
          'The project info. Without a token, only `api` with the public settings and `requires2FA`, and `public: true` beside `data`.',
      },
      example: {
        path: '/thumper/',
        response: {data: {api: {requires2FA: false, ...publicInfo}}, public: true},
        sdk: 'const {data} = await client.projectInfo();',
      },
    },
    {
      id: 'createProject',
      method: 'POST',
      path: '/server/projects',
      summary: 'Create a Project',
      anchor: 'create-a-project',
      description:
        'Installs a new project: writes its config file, creates the Directus system tables in the database you name, stores the project name and app URL in its settings and creates the first admin user. The database must exist and be reachable with the credentials you send.',
      // The earlier site's page had an empty "Query" section here.
      oldAnchors: ['query-2'],
      access: 'superAdmin',
      body: [
        {
          name: 'project',
          type: 'string',
          required: true,
          description:
            'The project key, used in the API paths and as the config file name. Letters, digits, - and _ only.',
        },
        {
          name: 'super_admin_token',
          type: 'string',
          required: true,
          description:
            'The super-admin token. For the first project, the value you choose here becomes the token (saved in config/__api.json); every later project must send the same value.',
        },
        {
          name: 'db_name',
          type: 'string',
          required: true,
          description: 'The database to install into.',
        },
        {
          name: 'db_user',
          type: 'string',
          required: true,
          description: 'A database user allowed to create tables in it.',
        },
        {name: 'db_password', type: 'string', description: 'That user’s password.'},
        {
          name: 'db_type',
          type: 'string',
          description:
            'The database type for the config file. Default: mysql, the only type the example config supports.',
        },
        {name: 'db_host', type: 'string', description: 'The database host. Default: localhost.'},
        {name: 'db_port', type: 'integer', description: 'The database port. Default: 3306.'},
        {
          name: 'db_socket',
          type: 'string',
          description: 'A Unix socket to connect through instead of the host.',
        },
        {
          name: 'user_email',
          type: 'string',
          required: true,
          description: 'The email address of the first admin user.',
        },
        {
          name: 'user_password',
          type: 'string',
          required: true,
          description: 'The password of the first admin user.',
        },
        {
          name: 'user_token',
          type: 'string',
          description:
            'A static token for the first admin user, to call the API without logging in.',
        },
        {
          name: 'project_name',
          type: 'string',
          description: 'The name the admin app shows. Default: Directus.',
        },
        {
          name: 'app_url',
          type: 'string',
          description: 'The URL of the admin app, stored in the settings.',
        },
        {
          name: 'private',
          type: 'boolean',
          description:
            'Name the config file private.<project>.php, so the project stays out of the project list.',
        },
        {
          name: 'force',
          type: 'boolean',
          description:
            'Overwrite an existing config file of that name, and drop and recreate the Directus system tables if the database has them. Your own tables are not touched.',
        },
        {
          name: 'existing',
          type: 'boolean',
          description:
            'Use a database that already has Directus system tables: only the config file is written, the tables, settings and users are kept. Turns force off.',
        },
        {
          name: 'timezone',
          type: 'string',
          description: 'The first admin user’s timezone. Default: the server’s.',
        },
        {
          name: 'locale',
          type: 'string',
          description: 'The first admin user’s locale. Default: en-US.',
        },
        {
          name: 'mail_from',
          type: 'string',
          description: 'The sender address of the API’s emails. Default: admin@example.com.',
        },
        {name: 'logs_path', type: 'string', description: 'Where the API writes its log files.'},
        {
          name: 'cors_enabled',
          type: 'boolean',
          description: 'Whether the API answers cross-origin requests. Default: true.',
        },
        {
          name: 'cache',
          type: 'object',
          description:
            'The cache section of the config file: enabled, response_ttl, and adapter, path, host and port for its pool.',
        },
        {name: 'storage', type: 'object', description: 'The storage section of the config file.'},
        {
          name: 'auth',
          type: 'object',
          description:
            'The auth section of the config file: secret and public (written as secret_key and public_key; by default a random string and a UUID), ttl and social_providers.',
        },
        {
          name: 'rate_limit',
          type: 'object',
          description: 'The rate_limit section of the config file.',
        },
        {
          name: 'mail',
          type: 'object',
          description:
            'The mail.default section of the config file: transport (default sendmail), sendmail, host, port, username, password and encryption.',
        },
        {name: 'cors', type: 'object', description: 'The cors section of the config file.'},
        {
          name: 'cookie',
          type: 'object',
          description:
            'The cookie section of the config file: same_site and secure. Default: Lax and false.',
        },
      ],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {
        path: '/server/projects',
        body: {
          project: 'thumper',
          project_name: 'Thumper Magazine',
          super_admin_token: 'f3Kq8vZr2LmW',
          db_name: 'thumper',
          db_user: 'thumper_api',
          db_password: 'c0rk-Board-77',
          user_email: 'editor@example.com',
          user_password: 'first-Login-2020',
        },
      },
    },
    {
      id: 'deleteProject',
      method: 'DELETE',
      path: '/server/projects/:name',
      summary: 'Delete a Project',
      anchor: 'delete-a-project',
      description:
        'Drops every Directus system table of the project’s database and deletes its config file. Tables of your own collections stay in the database, and uploaded files stay in storage.',
      // The earlier site's page numbered these sub-sections differently.
      oldAnchors: ['parameters-3', 'query-3'],
      access: 'superAdmin',
      pathParams: [
        {
          name: 'name',
          type: 'string',
          description: 'The key of the project to delete.',
        },
      ],
      extraQuery: [
        {
          name: 'super_admin_token',
          type: 'string',
          required: true,
          description: 'The super-admin token, as stored in config/__api.json.',
        },
      ],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {path: '/server/projects/thumper-staging?super_admin_token=f3Kq8vZr2LmW'},
    },
    {
      id: 'updateProject',
      method: 'POST',
      path: '/:project/update',
      summary: 'Update the Project Database',
      anchor: 'update-the-project-database',
      description:
        'Runs the upgrade migrations that have not run yet on the project’s database, so its system tables match the API version you installed. Every request to a project route except the assets route runs them too, before it is handled.',
      access: 'admin',
      pathParams: [project],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {path: '/thumper/update', sdk: 'await client.updateDatabase();'},
    },
  ],
} as const satisfies Resource;
