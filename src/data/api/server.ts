import type {Resource} from './types';

export const server = {
  id: 'server',
  title: 'Server',
  page: '/api/server.html',
  operations: [
    {
      id: 'getServerInfo',
      method: 'GET',
      path: '/server/info',
      summary: 'Retrieve Server Info',
      anchor: 'retrieve-server-info',
      description:
        'Checks the server Directus runs on: the API version, the web server and operating system, the PHP version, upload limit and extensions Directus needs, and the permissions of the folders it writes to.',
      // The earlier site's page had an empty "Parameters" section here.
      oldAnchors: ['parameters'],
      access: 'superAdmin',
      extraQuery: [
        {
          name: 'super_admin_token',
          type: 'string',
          required: true,
          description:
            'The super-admin token from config/__api.json. Only checked when config/ holds a project’s config file.',
        },
      ],
      returns: {kind: 'other', description: 'The server report under `data`.'},
      example: {
        path: '/server/info?super_admin_token=f3Kq8vZr2LmW',
        response: {
          data: {
            directus: '8.8.1',
            server: {
              type: 'nginx/1.18.0',
              rewrites: null,
              os: 'Linux',
              os_version: '#1 SMP Debian 4.19.171-2 (2021-01-30)',
            },
            php: {
              version: '7.4.16',
              max_upload_size: 33554432,
              extensions: {
                pdo: true,
                mysqli: true,
                curl: true,
                gd: true,
                fileinfo: true,
                mbstring: true,
                json: true,
              },
            },
            permissions: {public: '0755', logs: '0775', uploads: '0775'},
          },
        },
      },
    },
    {
      id: 'pingServer',
      method: 'GET',
      path: '/server/ping',
      summary: 'Ping the Server',
      anchor: 'ping-the-server',
      description:
        'Answers with the plain text `pong`. Use it to check that the API is up and reachable, for example from a health check or while you set up the web server.',
      // The earlier site's page had empty "Parameters" and "Query" sections here.
      oldAnchors: ['parameters-1', 'query-1'],
      access: 'public',
      returns: {
        kind: 'other',
        description: 'The word `pong`, as plain text.',
        contentType: 'text/plain',
      },
      example: {path: '/server/ping', sdk: 'const answer = await client.ping();'},
    },
    {
      id: 'listFieldTypes',
      method: 'GET',
      path: '/types',
      summary: 'List the Field Types',
      anchor: 'list-the-field-types',
      description:
        'Returns every field type the API knows (the Directus types, such as `m2o` or `status`, not the database column types).',
      access: 'user',
      returns: {kind: 'other', description: 'An array of objects with the type’s `name`.'},
      example: {
        path: '/types',
        response: {
          data: [
            {name: 'alias'},
            {name: 'array'},
            {name: 'binary'},
            {name: 'boolean'},
            {name: 'datetime'},
            {name: 'date'},
            {name: 'time'},
            {name: 'file'},
            {name: 'hash'},
            {name: 'group'},
            {name: 'integer'},
            {name: 'decimal'},
            {name: 'json'},
            {name: 'lang'},
            {name: 'm2o'},
            {name: 'o2m'},
            {name: 'slug'},
            {name: 'sort'},
            {name: 'status'},
            {name: 'string'},
            {name: 'translation'},
            {name: 'uuid'},
            {name: 'datetime_created'},
            {name: 'datetime_updated'},
            {name: 'owner'},
            {name: 'user_updated'},
            {name: 'user'},
          ],
        },
      },
    },
  ],
} as const satisfies Resource;
