import type {Attribute, PathParam, Resource} from './types';
import {primaryKey, project} from './pathParams';

const writersArticles = {
  id: 7,
  collection: 'articles',
  role: 3,
  status: null,
  create: 'full',
  read: 'full',
  update: 'mine',
  delete: 'none',
  comment: 'update',
  explain: 'none',
  read_field_blacklist: [],
  write_field_blacklist: ['published_on'],
  status_blacklist: [],
};

const writersFiles = {
  ...writersArticles,
  id: 8,
  collection: 'directus_files',
  update: 'mine',
  delete: 'mine',
  comment: 'none',
  write_field_blacklist: [],
};

const draftRule = {
  ...writersArticles,
  id: 9,
  status: 'draft',
  update: 'role',
  write_field_blacklist: [],
};

const publishedRule = {
  ...writersArticles,
  id: 10,
  status: 'published',
  create: 'none',
  update: 'none',
};

const levelsText =
  'none, mine (items whose owner field holds the user), role (items owned by users of the same role) or full';

function permissionAttributes(creating: boolean): Attribute[] {
  return [
    {
      name: 'collection',
      type: 'string',
      description: 'The collection the permission applies to.',
      required: creating,
    },
    {
      name: 'role',
      type: 'integer',
      description: 'The id of the role the permission applies to.',
      required: creating,
    },
    {
      name: 'status',
      type: 'string',
      description:
        'The status value the permission applies to; leave it out for the whole collection.',
    },
    {name: 'create', type: 'string', description: 'Create access: none or full.'},
    {name: 'read', type: 'string', description: `Read access: ${levelsText}.`},
    {name: 'update', type: 'string', description: `Update access: ${levelsText}.`},
    {name: 'delete', type: 'string', description: `Delete access: ${levelsText}.`},
    {
      name: 'comment',
      type: 'string',
      description: 'Comment access: none, create, update or full.',
    },
    {
      name: 'explain',
      type: 'string',
      description:
        'When a change needs a comment: none, create (on creates), update (on updates) or always (also on deletes).',
    },
    {
      name: 'read_field_blacklist',
      type: 'array',
      description: 'Field names the role may not read.',
    },
    {
      name: 'write_field_blacklist',
      type: 'array',
      description: 'Field names the role may not write.',
    },
    {
      name: 'status_blacklist',
      type: 'array',
      description:
        'Status values the app does not offer the role. The API does not check it: a request can still set them.',
    },
  ];
}

const meCollection: PathParam = {
  name: 'collection',
  type: 'string',
  description: 'The collection whose permissions you want.',
};

export const permissions = {
  id: 'permissions',
  title: 'Permissions',
  page: '/api/permissions.html',
  object: {
    anchor: 'the-permissions-object',
    name: 'permission',
    description:
      'A permission is a row of directus_permissions: what one role may do in one collection, optionally for one status value only. A role with no row for a collection may not create, read, update or delete its items, but may comment on them; admins need no rows.',
    attributes: [
      {name: 'id', type: 'integer', description: 'Primary key of the permission.'},
      {name: 'collection', type: 'string', description: 'The collection it applies to.'},
      {name: 'role', type: 'integer', description: 'The id of the role it applies to.'},
      {
        name: 'status',
        type: 'string',
        description:
          'The status value it applies to, for collections with a status field; null for a permission on the whole collection.',
        nullable: true,
      },
      {
        name: 'create',
        type: 'string',
        description:
          'Whether the role may create items: none or full. The API also lets mine and role create; none, or any other value, refuses. Default none.',
        nullable: true,
      },
      {
        name: 'read',
        type: 'string',
        description: `Which items the role may read: ${levelsText}. Default none.`,
        nullable: true,
      },
      {
        name: 'update',
        type: 'string',
        description: `Which items the role may update: ${levelsText}. Default none.`,
        nullable: true,
      },
      {
        name: 'delete',
        type: 'string',
        description: `Which items the role may delete: ${levelsText}. Default none.`,
        nullable: true,
      },
      {
        name: 'comment',
        type: 'string',
        description:
          'What the role may do with comments: none, create (post them), update (also edit and delete them, in collections without an owner field) or full (also in collections with one). Who wrote a comment is not checked, and editing or deleting also needs update at full on directus_activity. Null, like no row at all, sets no limit. Default none.',
        nullable: true,
      },
      {
        name: 'explain',
        type: 'string',
        description:
          'When the role must send a comment with a change: none, create (on creates), update (on updates) or always (on creates, updates and deletes). Default none.',
        nullable: true,
      },
      {
        name: 'read_field_blacklist',
        type: 'array',
        description:
          'Fields left out of the items the role reads. Revisions and List Collections still show them.',
        nullable: true,
      },
      {
        name: 'write_field_blacklist',
        type: 'array',
        description:
          'Fields the role may not set. With rows per status, the row of the status the request sends, or of the default status, decides, not the item’s own.',
        nullable: true,
      },
      {
        name: 'status_blacklist',
        type: 'array',
        description: 'Status values the app does not offer the role. The API does not check it.',
        nullable: true,
      },
    ],
    example: writersArticles,
  },
  operations: [
    {
      id: 'listPermissions',
      method: 'GET',
      path: '/:project/permissions',
      summary: 'List the Permissions',
      anchor: 'list-the-permissions',
      description:
        'Returns the permission rows the token may read, of every role. Filter on role or collection to narrow them.',
      access: 'role',
      pathParams: [project],
      query: ['fields', 'limit', 'offset', 'page', 'sort', 'single', 'filter', 'q', 'meta'],
      returns: {kind: 'objects', description: 'An array of permission objects.'},
      example: {
        path: '/thumper/permissions?filter[role][eq]=3',
        response: {data: [writersArticles, writersFiles]},
        sdk: 'const {data} = await client.getPermissions({filter: {role: {eq: 3}}});',
      },
    },
    {
      id: 'getPermission',
      method: 'GET',
      path: '/:project/permissions/:id',
      summary: 'Retrieve a Permission',
      anchor: 'retrieve-a-permission',
      description:
        'Returns one permission by its id. Give several ids separated by commas to get an array of them.',
      // The VuePress page spelled this section's "Parameters" heading "Paremeters".
      oldAnchors: ['paremeters'],
      access: 'role',
      pathParams: [project, primaryKey('permission', true)],
      query: ['fields', 'meta'],
      returns: {
        kind: 'object',
        description: 'The permission, or an array of permissions when you asked for several ids.',
      },
      example: {
        path: '/thumper/permissions/7',
        response: {data: writersArticles},
        sdk: "const {data} = await client.getItem('directus_permissions', 7);",
      },
    },
    {
      id: 'listMyPermissions',
      method: 'GET',
      path: '/:project/permissions/me',
      summary: 'List the Current User’s Permissions',
      anchor: 'list-the-current-user-s-permissions',
      description:
        'Returns every permission row of the current user’s role, for all collections, in one flat array. Without a token, you get the rows of the Public role.',
      access: 'role',
      pathParams: [project],
      returns: {kind: 'objects', description: 'An array of permission objects.'},
      example: {
        path: '/thumper/permissions/me',
        response: {data: [writersArticles, writersFiles]},
        sdk: 'const permissions = await client.getMyPermissions();',
      },
    },
    {
      id: 'getMyCollectionPermissions',
      method: 'GET',
      path: '/:project/permissions/me/:collection',
      summary: 'List the Current User’s Permissions for Given Collection',
      anchor: 'list-the-current-user-s-permissions-for-given-collection',
      description:
        'Returns what the current user’s role may do in one collection: a single permission object when the role has one permission for the whole collection, or an array with one object per status when its permissions are set per status.',
      access: 'role',
      pathParams: [project, meCollection],
      returns: {
        kind: 'other',
        description:
          'A permission object, an array of permission objects (per status), or an empty array when the role has no permission on the collection.',
      },
      example: {
        path: '/thumper/permissions/me/articles',
        response: {data: [draftRule, publishedRule]},
      },
    },
    {
      id: 'createPermission',
      method: 'POST',
      path: '/:project/permissions',
      summary: 'Create a Permission',
      anchor: 'create-a-permission',
      description:
        'Adds a permission for a role. Send an array of objects instead of one object to create several permissions in one request.',
      // The VuePress page numbered this section's Query "query-4" (the /me routes had one).
      oldAnchors: ['query-4'],
      access: 'role',
      pathParams: [project],
      body: permissionAttributes(true),
      query: ['meta', 'activity_skip', 'comment'],
      returns: {
        kind: 'object',
        description: 'The new permission (an array of them for a batch).',
      },
      example: {
        path: '/thumper/permissions',
        body: {
          collection: 'articles',
          role: 3,
          create: 'full',
          read: 'full',
          update: 'mine',
          comment: 'update',
          write_field_blacklist: ['published_on'],
        },
        response: {data: writersArticles},
        sdk: "const {data} = await client.createItem('directus_permissions', {\n  collection: 'articles',\n  role: 3,\n  create: 'full',\n  read: 'full',\n  update: 'mine',\n  comment: 'update',\n  write_field_blacklist: ['published_on'],\n});",
      },
    },
    {
      id: 'updatePermission',
      method: 'PATCH',
      path: '/:project/permissions/:id',
      summary: 'Update a Permission',
      anchor: 'update-a-permission',
      description:
        'Changes the attributes you send. To give several permissions the same values, list their ids separated by commas; to send different values to each, PATCH an array of objects, each with its id, to /:project/permissions.',
      oldAnchors: ['query-5'],
      access: 'role',
      pathParams: [project, primaryKey('permission', true)],
      body: permissionAttributes(false),
      query: ['meta', 'activity_skip', 'comment'],
      returns: {
        kind: 'object',
        description: 'The updated permission, or an array of permissions for a batch.',
      },
      example: {
        path: '/thumper/permissions/7',
        body: {delete: 'mine'},
        response: {data: {...writersArticles, delete: 'mine'}},
        sdk: "const {data} = await client.updateItem('directus_permissions', 7, {delete: 'mine'});",
      },
    },
    {
      id: 'deletePermission',
      method: 'DELETE',
      path: '/:project/permissions/:id',
      summary: 'Delete a Permission',
      anchor: 'delete-a-permission',
      description:
        'Deletes one permission. This does not always take access away: see the notes below.',
      access: 'role',
      pathParams: [project, primaryKey('permission')],
      query: ['activity_skip', 'comment'],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {
        path: '/thumper/permissions/8',
        sdk: "await client.deleteItem('directus_permissions', 8);",
      },
    },
  ],
} as const satisfies Resource;
