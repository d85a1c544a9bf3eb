import type {Attribute, PathParam, Resource} from './types';
import {project} from './pathParams';

const scimJson = 'application/scim+json';
const userSchema = 'urn:ietf:params:scim:schemas:core:2.0:User';
const groupSchema = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const listSchema = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

const userId: PathParam = {
  name: 'id',
  type: 'string',
  description: 'The SCIM id of the user: the external_id stored in directus_users.',
};

const groupId: PathParam = {
  name: 'id',
  type: 'string',
  description: 'The SCIM id of the group: the external_id stored in directus_roles.',
};

const listQuery = (filterable: string): readonly Attribute[] => [
  {
    name: 'startIndex',
    type: 'integer',
    description: 'The 1-based position of the first result to return.',
  },
  {
    name: 'count',
    type: 'integer',
    description:
      'How many results to return at most. Without it, the list stops at the default_limit setting.',
  },
  {
    name: 'filter',
    type: 'string',
    description: `A SCIM filter of the form <attribute> eq <value>, on ${filterable}.`,
  },
];

const userBody: readonly Attribute[] = [
  {name: 'schemas', type: 'array', description: `The resource’s schemas: ${userSchema}.`},
  {name: 'userName', type: 'string', description: 'The user’s email address.'},
  {
    name: 'externalId',
    type: 'string',
    description:
      'The id your identity provider uses, saved as external_id; it becomes the user’s SCIM id, so a user created without it cannot be read or updated through SCIM. Ignored on update.',
  },
  {
    name: 'name',
    type: 'object',
    description:
      'givenName and familyName, saved as first_name and last_name. Both are written: a part you leave out becomes null.',
  },
  {
    name: 'emails',
    type: 'array',
    description:
      'Objects with value and primary; the primary address (else the last one) replaces userName as the email.',
  },
  {name: 'locale', type: 'string', description: 'The user’s locale, such as en-US.'},
  {name: 'timezone', type: 'string', description: 'The user’s timezone, such as Europe/Berlin.'},
  {
    name: 'active',
    type: 'boolean',
    description:
      'true sets the user’s status to active, false to draft. A user created without it is draft.',
  },
];

const groupBody: readonly Attribute[] = [
  {name: 'schemas', type: 'array', description: `The resource’s schemas: ${groupSchema}.`},
  {name: 'displayName', type: 'string', description: 'The role’s name.'},
  {
    name: 'id',
    type: 'string',
    description:
      'The id your identity provider uses, saved as the role’s external_id; it becomes the group’s SCIM id. Ignored on update.',
  },
];

function user(
  scimId: string,
  directusId: number,
  given: string,
  family: string,
  email: string,
  active: boolean,
) {
  return {
    schemas: [userSchema],
    id: scimId,
    externalId: directusId,
    meta: {
      resourceType: 'User',
      location: `https://api.example.com/thumper/scim/v2/Users/${scimId}`,
      version: 'W/"5d2f8a6c0e3b47a19c8e1f04b6a2d3c7"',
    },
    name: {familyName: family, givenName: given},
    userName: email,
    emails: [{value: email, type: 'work', primary: true}],
    locale: 'en-US',
    timezone: 'Europe/Berlin',
    active,
  };
}

const editor = user('okta-00u1a2b3', 7, 'Mira', 'Lang', 'editor@example.com', true);
const writer = user('okta-00u9f8e7', 12, 'Jonas', 'Weber', 'writer@example.com', false);

const editorsGroup = {
  schemas: [groupSchema],
  id: 'okta-00g4c5d6',
  externalId: 3,
  meta: {
    resourceType: 'Group',
    location: 'https://api.example.com/thumper/scim/v2/Groups/okta-00g4c5d6',
    version: 'W/"a41c9e07d2b85f36e1d0c7b94f2a6e18"',
  },
  displayName: 'Editors',
  // No members in the examples: a `$ref` key would read as a JSON reference in /openapi.json.
  members: [],
};

export const scim = {
  id: 'scim',
  title: 'SCIM',
  page: '/api/scim.html',
  operations: [
    {
      id: 'listScimUsers',
      method: 'GET',
      path: '/:project/scim/v2/Users',
      summary: 'List SCIM Users',
      anchor: 'list-scim-users',
      description:
        'Returns the project’s users as SCIM User resources in a SCIM list response, a page at a time with `startIndex` and `count`.',
      access: 'role',
      pathParams: [project],
      extraQuery: listQuery('userName, emails.value, externalId or id'),
      returns: {
        kind: 'other',
        description: 'A SCIM ListResponse with the users in `Resources`.',
        contentType: scimJson,
      },
      example: {
        path: '/thumper/scim/v2/Users?startIndex=1&count=2',
        response: {
          schemas: [listSchema],
          startIndex: 1,
          itemsPerPage: 2,
          totalResults: 9,
          Resources: [editor, writer],
        },
      },
    },
    {
      id: 'getScimUser',
      method: 'GET',
      path: '/:project/scim/v2/Users/:id',
      summary: 'Retrieve a SCIM User',
      anchor: 'retrieve-a-scim-user',
      description: 'Returns one user, found by its SCIM id (its external_id), as a SCIM User.',
      // The VuePress page had an empty "Query" section here.
      oldAnchors: ['query-1'],
      access: 'role',
      pathParams: [project, userId],
      returns: {kind: 'other', description: 'The SCIM User.', contentType: scimJson},
      example: {path: '/thumper/scim/v2/Users/okta-00u1a2b3', response: editor},
    },
    {
      id: 'createScimUser',
      method: 'POST',
      path: '/:project/scim/v2/Users',
      summary: 'Create a SCIM User',
      anchor: 'create-a-scim-user',
      description:
        'Creates a Directus user from a SCIM User resource. Answers with status 201 and the new user.',
      // The VuePress page had an empty "Query" section here.
      oldAnchors: ['query-2'],
      access: 'role',
      pathParams: [project],
      body: userBody,
      returns: {
        kind: 'other',
        description: 'The new user as a SCIM User, with status 201.',
        contentType: scimJson,
        created: true,
      },
      example: {
        path: '/thumper/scim/v2/Users',
        body: {
          schemas: [userSchema],
          userName: 'writer@example.com',
          externalId: 'okta-00u9f8e7',
          name: {givenName: 'Jonas', familyName: 'Weber'},
          active: false,
        },
        response: writer,
      },
    },
    {
      id: 'updateScimUser',
      method: 'PATCH',
      path: '/:project/scim/v2/Users/:id',
      summary: 'Update a SCIM User',
      anchor: 'update-a-scim-user',
      description:
        'Changes the attributes you send on the user with this SCIM id. The route also accepts PUT, with the same behaviour: attributes you leave out keep their value.',
      // The VuePress page had an empty "Query" section here.
      oldAnchors: ['query-3'],
      access: 'role',
      pathParams: [project, userId],
      body: userBody,
      returns: {kind: 'other', description: 'The updated SCIM User.', contentType: scimJson},
      example: {
        path: '/thumper/scim/v2/Users/okta-00u9f8e7',
        body: {schemas: [userSchema], active: true},
        response: {...writer, active: true},
      },
    },
    {
      id: 'listScimGroups',
      method: 'GET',
      path: '/:project/scim/v2/Groups',
      summary: 'List the SCIM Groups',
      anchor: 'list-the-scim-groups',
      description:
        'Returns the project’s roles as SCIM Group resources in a SCIM list response, a page at a time with `startIndex` and `count`.',
      // The VuePress page numbered this section's "Query" differently.
      oldAnchors: ['query-4'],
      access: 'role',
      pathParams: [project],
      extraQuery: listQuery('displayName only'),
      returns: {
        kind: 'other',
        description: 'A SCIM ListResponse with the groups in `Resources`.',
        contentType: scimJson,
      },
      example: {
        path: '/thumper/scim/v2/Groups?filter=displayName%20eq%20Editors',
        response: {schemas: [listSchema], totalResults: 1, Resources: [editorsGroup]},
      },
    },
    {
      id: 'getScimGroup',
      method: 'GET',
      path: '/:project/scim/v2/Groups/:id',
      summary: 'Retrieve a SCIM Group',
      anchor: 'retrieve-a-scim-group',
      description: 'Returns one role, found by its SCIM id (its external_id), as a SCIM Group.',
      // The VuePress page had an empty "Query" section here.
      oldAnchors: ['query-5'],
      access: 'role',
      pathParams: [project, groupId],
      returns: {kind: 'other', description: 'The SCIM Group.', contentType: scimJson},
      example: {path: '/thumper/scim/v2/Groups/okta-00g4c5d6', response: editorsGroup},
    },
    {
      id: 'createScimGroup',
      method: 'POST',
      path: '/:project/scim/v2/Groups',
      summary: 'Create a SCIM Group',
      anchor: 'create-a-scim-group',
      description:
        'Creates a Directus role from a SCIM Group resource. Answers with status 201 and the new group.',
      // The VuePress page had an empty "Query" section here.
      oldAnchors: ['query-6'],
      access: 'role',
      pathParams: [project],
      body: groupBody,
      returns: {
        kind: 'other',
        description: 'The new role as a SCIM Group, with status 201.',
        contentType: scimJson,
        created: true,
      },
      example: {
        path: '/thumper/scim/v2/Groups',
        body: {schemas: [groupSchema], id: 'okta-00g4c5d6', displayName: 'Editors'},
        response: editorsGroup,
      },
    },
    {
      id: 'updateScimGroup',
      method: 'PATCH',
      path: '/:project/scim/v2/Groups/:id',
      summary: 'Update a SCIM Group',
      anchor: 'update-a-scim-group',
      description:
        'Renames the role with this SCIM id. The route also accepts PUT, with the same behaviour.',
      // The VuePress page had an empty "Query" section here.
      oldAnchors: ['query-7'],
      access: 'role',
      pathParams: [project, groupId],
      body: groupBody,
      returns: {kind: 'other', description: 'The updated SCIM Group.', contentType: scimJson},
      example: {
        path: '/thumper/scim/v2/Groups/okta-00g4c5d6',
        body: {schemas: [groupSchema], displayName: 'Senior Editors'},
        response: {...editorsGroup, displayName: 'Senior Editors'},
      },
    },
    {
      id: 'deleteScimGroup',
      method: 'DELETE',
      path: '/:project/scim/v2/Groups/:id',
      summary: 'Delete a SCIM Group',
      anchor: 'delete-a-scim-group',
      description: 'Deletes the role with this SCIM id.',
      // The VuePress page numbered this section's "Parameters" differently.
      oldAnchors: ['parameters-9'],
      access: 'role',
      pathParams: [project, groupId],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {path: '/thumper/scim/v2/Groups/okta-00g4c5d6'},
    },
  ],
} as const satisfies Resource;
