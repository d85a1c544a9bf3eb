import type {Attribute, Resource} from './types';
import {primaryKey, project} from './pathParams';

const editors = {
  id: 3,
  name: 'Editors',
  description: 'Write and publish articles',
  ip_whitelist: [],
  external_id: '6c1f2d3a-9e57-4b8e-a0d4-52b7c3e1f9a8',
  module_listing: null,
  collection_listing: [{group_name: 'Content', collections: [{collection: 'articles'}]}],
  enforce_2fa: false,
};

function roleAttributes(creating: boolean): Attribute[] {
  return [
    {
      name: 'name',
      type: 'string',
      description: 'The role name, unique in the project (up to 100 characters).',
      required: creating,
    },
    {
      name: 'description',
      type: 'string',
      description: 'What the role is for (up to 500 characters).',
    },
    {
      name: 'ip_whitelist',
      type: 'array',
      description:
        'IP addresses the role’s users may connect from, each matched exactly; empty for any address.',
    },
    {
      name: 'external_id',
      type: 'string',
      description:
        'The id of the role in an external system (SCIM). Generated when you leave it out on create.',
    },
    {
      name: 'module_listing',
      type: 'array',
      description:
        'A custom module bar for the role’s users in the app: objects with name, link and icon.',
    },
    {
      name: 'collection_listing',
      type: 'array',
      description:
        'A custom collection navigation for the role’s users: groups with group_name and a collections list.',
    },
    {
      name: 'enforce_2fa',
      type: 'boolean',
      description: 'Make the role’s users set up two-factor authentication.',
    },
  ];
}

export const roles = {
  id: 'roles',
  title: 'Roles',
  page: '/api/roles.html',
  object: {
    anchor: 'the-role-object',
    name: 'role',
    description:
      'A role groups users that share permissions. Every install has two roles that cannot be deleted: Administrator (id 1), which has full access, and Public (id 2), which applies to requests without a token.',
    attributes: [
      {name: 'id', type: 'integer', description: 'Primary key of the role.'},
      {name: 'name', type: 'string', description: 'The role name, unique in the project.'},
      {
        name: 'description',
        type: 'string',
        description: 'What the role is for.',
        nullable: true,
      },
      {
        name: 'ip_whitelist',
        type: 'array',
        description:
          'IP addresses the role’s users may use the API from; when empty, any address may.',
        nullable: true,
      },
      {
        name: 'external_id',
        type: 'string',
        description:
          'The role’s id in an external system, used by SCIM. Unique; a UUID is generated on create when none is given.',
        nullable: true,
      },
      {
        name: 'module_listing',
        type: 'array',
        description:
          'Replaces the app’s module bar for this role: a list of modules, each with name, link and icon. Null keeps the default.',
        nullable: true,
      },
      {
        name: 'collection_listing',
        type: 'array',
        description:
          'Replaces the app’s collection navigation for this role: groups, each with group_name and a list of collections. Null keeps the default.',
        nullable: true,
      },
      {
        name: 'enforce_2fa',
        type: 'boolean',
        description:
          'Whether the role’s users must set up two-factor authentication; until they do, the API treats their requests as the Public role’s. Default false.',
        nullable: true,
      },
    ],
    example: editors,
  },
  operations: [
    {
      id: 'listRoles',
      method: 'GET',
      path: '/:project/roles',
      summary: 'List the Roles',
      anchor: 'list-the-roles',
      description: 'Returns the roles the token may read.',
      access: 'role',
      pathParams: [project],
      query: ['fields', 'limit', 'offset', 'page', 'sort', 'single', 'filter', 'q', 'meta'],
      returns: {kind: 'objects', description: 'An array of role objects.'},
      example: {
        path: '/thumper/roles?sort=name&fields=id,name',
        response: {
          data: [
            {id: 1, name: 'Administrator'},
            {id: 3, name: 'Editors'},
            {id: 2, name: 'Public'},
          ],
        },
        sdk: "const {data} = await client.getRoles({sort: 'name', fields: 'id,name'});",
      },
    },
    {
      id: 'getRole',
      method: 'GET',
      path: '/:project/roles/:id',
      summary: 'Retrieve a Role',
      anchor: 'retrieve-a-role',
      description:
        'Returns one role by its id. Give several ids separated by commas to get an array of them.',
      access: 'role',
      pathParams: [project, primaryKey('role', true)],
      query: ['fields', 'meta'],
      returns: {
        kind: 'object',
        description: 'The role, or an array of roles when you asked for several ids.',
      },
      example: {
        path: '/thumper/roles/3',
        response: {data: editors},
        sdk: 'const {data} = await client.getRole(3);',
      },
    },
    {
      id: 'createRole',
      method: 'POST',
      path: '/:project/roles',
      summary: 'Create a Role',
      anchor: 'create-a-role',
      description:
        'Creates a role. The API gives it a default set of permissions on the system collections (among them read on active users and full read on directus_revisions) and none on yours: change them with the permissions endpoints.',
      access: 'role',
      pathParams: [project],
      body: roleAttributes(true),
      query: ['meta', 'activity_skip', 'comment'],
      returns: {kind: 'object', description: 'The new role.'},
      example: {
        path: '/thumper/roles',
        body: {
          name: 'Editors',
          description: 'Write and publish articles',
          collection_listing: [{group_name: 'Content', collections: [{collection: 'articles'}]}],
        },
        response: {data: editors},
        sdk: "const {data} = await client.createRole({\n  name: 'Editors',\n  description: 'Write and publish articles',\n  collection_listing: [{group_name: 'Content', collections: [{collection: 'articles'}]}],\n});",
      },
    },
    {
      id: 'updateRole',
      method: 'PATCH',
      path: '/:project/roles/:id',
      summary: 'Update a Role',
      anchor: 'update-a-role',
      description: 'Changes the attributes you send and leaves the others as they are.',
      access: 'role',
      pathParams: [project, primaryKey('role')],
      body: roleAttributes(false),
      query: ['meta', 'activity_skip', 'comment'],
      returns: {kind: 'object', description: 'The updated role.'},
      example: {
        path: '/thumper/roles/3',
        body: {enforce_2fa: true},
        response: {data: {...editors, enforce_2fa: true}},
        sdk: 'const {data} = await client.updateRole(3, {enforce_2fa: true});',
      },
    },
    {
      id: 'deleteRole',
      method: 'DELETE',
      path: '/:project/roles/:id',
      summary: 'Delete a Role',
      anchor: 'delete-a-role',
      description: 'Deletes a role. The Administrator (1) and Public (2) roles cannot be deleted.',
      access: 'role',
      pathParams: [project, primaryKey('role')],
      query: ['activity_skip', 'comment'],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {path: '/thumper/roles/3', sdk: 'await client.deleteRole(3);'},
    },
  ],
} as const satisfies Resource;
