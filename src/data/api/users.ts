import type {Attribute, Resource} from './types';
import {primaryKey, project, revisionOffset} from './pathParams';

/** editor@example.com, the user the reference's other examples act as. */
const editor = {
  id: 3,
  status: 'active',
  role: 2,
  first_name: 'Maya',
  last_name: 'Lindqvist',
  email: 'editor@example.com',
  token: null,
  timezone: 'Europe/Stockholm',
  locale: 'en-US',
  locale_options: null,
  avatar: 41,
  company: 'Thumper Outdoor',
  title: 'Editor',
  email_notifications: true,
  last_access_on: '2020-03-16T10:20:31+00:00',
  last_page: '/thumper/collections/articles',
  external_id: '6f1c2d0e-8a4b-4c59-9e37-2b5d7a6e1f90',
  theme: 'auto',
  '2fa_secret': null,
  password_reset_token: null,
};

/** A user as an admin just created it. */
const newUser = {
  ...editor,
  id: 9,
  first_name: 'Jonas',
  last_name: 'Berg',
  email: 'writer@example.com',
  timezone: 'America/New_York',
  locale: null,
  avatar: null,
  company: null,
  title: null,
  last_access_on: null,
  last_page: null,
  external_id: '0b8e4f3a-5c2d-4e71-a9b6-7d1e3c5f2a48',
};

/** A user created by an invitation: only the email is set. */
const invited = {
  ...newUser,
  id: 10,
  status: 'invited',
  role: null,
  first_name: null,
  last_name: null,
  email: 'photographer@example.com',
  external_id: 'c4a9d2e7-3f18-4b6c-8e05-9a7b1d3c6f24',
};

/** What the accept route returns: read without an admin role, so the private fields are left out. */
const invitedAsSeenByOthers = {
  id: invited.id,
  status: invited.status,
  role: invited.role,
  first_name: invited.first_name,
  last_name: invited.last_name,
  email: invited.email,
  timezone: invited.timezone,
  locale: invited.locale,
  locale_options: invited.locale_options,
  avatar: invited.avatar,
  company: invited.company,
  title: invited.title,
  external_id: invited.external_id,
  theme: invited.theme,
  '2fa_secret': invited['2fa_secret'],
  password_reset_token: invited.password_reset_token,
};

const userRevision = {
  id: 95,
  activity: 330,
  collection: 'directus_users',
  item: '3',
  data: {...editor, title: 'Editor'},
  delta: {title: 'Editor'},
  parent_collection: null,
  parent_item: null,
  parent_changed: null,
};

const userFields: readonly Attribute[] = [
  {
    name: 'status',
    type: 'string',
    description:
      'One of active, invited, draft, suspended or deleted; only active users can log in. Defaults to draft.',
  },
  {name: 'role', type: 'integer', nullable: true, description: 'The id of the user’s role.'},
  {name: 'first_name', type: 'string', nullable: true, description: 'The user’s first name.'},
  {name: 'last_name', type: 'string', nullable: true, description: 'The user’s last name.'},
  {
    name: 'email',
    type: 'string',
    description: 'The user’s email address, which they log in with; unique in the project.',
  },
  {
    name: 'password',
    type: 'string',
    description:
      'The password in plain text; the API stores only its hash and never returns it. The project’s password policy setting applies.',
  },
  {
    name: 'token',
    type: 'string',
    nullable: true,
    description: 'A static token the user can authenticate with instead of logging in; unique.',
  },
  {
    name: 'timezone',
    type: 'string',
    description: 'The user’s time zone, such as Europe/Berlin.',
  },
  {
    name: 'locale',
    type: 'string',
    nullable: true,
    description: 'The language of the admin app for this user, such as en-US.',
  },
  {
    name: 'locale_options',
    type: 'object',
    nullable: true,
    description: 'Not used by Directus 8; reserved for per-language overrides.',
  },
  {
    name: 'avatar',
    type: 'integer',
    nullable: true,
    description: 'The id of the file used as the user’s picture.',
  },
  {name: 'company', type: 'string', nullable: true, description: 'The user’s company.'},
  {name: 'title', type: 'string', nullable: true, description: 'The user’s job title.'},
  {
    name: 'email_notifications',
    type: 'boolean',
    description: 'Whether the user wants notifications by email.',
  },
  {
    name: 'last_access_on',
    type: 'string',
    nullable: true,
    description: 'When the user last had a page tracked or saved their own user record.',
  },
  {
    name: 'last_page',
    type: 'string',
    nullable: true,
    description: 'The admin app page the user last visited, so the app can reopen it.',
  },
  {
    name: 'external_id',
    type: 'string',
    nullable: true,
    description:
      'An id for an external system such as a SCIM client; unique. The API sets a random UUID when a new user has none.',
  },
  {
    name: 'theme',
    type: 'string',
    nullable: true,
    description: 'The admin app theme: auto, light or dark. Defaults to auto.',
  },
  {
    name: '2fa_secret',
    type: 'string',
    nullable: true,
    description:
      'The secret the user’s authenticator app generates one-time passwords from; null while two-factor authentication is off.',
  },
  {
    name: 'password_reset_token',
    type: 'string',
    nullable: true,
    description: 'The token of a pending password reset request, sent to the user by email.',
  },
];

const writable = (required: readonly string[]): Attribute[] =>
  userFields.map((field) => (required.includes(field.name) ? {...field, required: true} : field));

const listQuery = [
  'fields',
  'limit',
  'offset',
  'page',
  'sort',
  'single',
  'status',
  'filter',
  'q',
  'meta',
] as const;

export const users = {
  id: 'users',
  title: 'Users',
  page: '/api/users.html',
  object: {
    anchor: 'the-user-object',
    name: 'user',
    description:
      'One record of directus_users: a person who can log in to the project, with a role that decides what they may do.',
    attributes: [
      {name: 'id', type: 'integer', description: 'Primary key of the user.'},
      ...userFields,
    ],
    example: editor,
  },
  operations: [
    {
      id: 'listUsers',
      method: 'GET',
      path: '/:project/users',
      summary: 'List the Users',
      anchor: 'list-the-users',
      description:
        'Returns the users the token may read. Users with the deleted status are left out unless you ask for them with `status`.',
      access: 'role',
      pathParams: [project],
      query: listQuery,
      returns: {kind: 'objects', description: 'An array of users.'},
      example: {
        path: '/thumper/users?filter[role][eq]=2&fields=id,first_name,last_name,email,status',
        response: {
          data: [
            {
              id: 3,
              first_name: 'Maya',
              last_name: 'Lindqvist',
              email: 'editor@example.com',
              status: 'active',
            },
            {
              id: 9,
              first_name: 'Jonas',
              last_name: 'Berg',
              email: 'writer@example.com',
              status: 'active',
            },
          ],
        },
        sdk: "const {data} = await client.getUsers({\n  filter: {role: {eq: 2}},\n  fields: 'id,first_name,last_name,email,status',\n});",
      },
    },
    {
      id: 'getUser',
      method: 'GET',
      path: '/:project/users/:id',
      summary: 'Retrieve a User',
      anchor: 'retrieve-a-user',
      description:
        'Returns one user by id. Give several ids separated by commas to get an array, or `me` for the user the token belongs to.',
      access: 'role',
      pathParams: [project, primaryKey('user', true)],
      query: ['fields', 'meta'],
      returns: {
        kind: 'object',
        description: 'The user, or an array of users when you asked for several ids.',
      },
      example: {
        path: '/thumper/users/3',
        response: {data: editor},
        sdk: 'const {data} = await client.getUser(3);',
      },
    },
    {
      id: 'getCurrentUser',
      method: 'GET',
      path: '/:project/users/me',
      summary: 'Retrieve the Current User',
      anchor: 'retrieve-the-current-user',
      description:
        'Returns the user the token belongs to. `me` is not a route of its own: the users routes that take one id accept `me` in its place, except the two revision routes.',
      access: 'user',
      pathParams: [project],
      query: ['fields', 'meta'],
      returns: {kind: 'object', description: 'The authenticated user.'},
      example: {
        path: '/thumper/users/me?fields=id,email,role.name',
        response: {data: {id: 3, email: 'editor@example.com', role: {name: 'Editors'}}},
        sdk: "const {data} = await client.getMe({fields: 'id,email,role.name'});",
      },
    },
    {
      id: 'createUser',
      method: 'POST',
      path: '/:project/users',
      summary: 'Create a User',
      anchor: 'create-a-user',
      description:
        'Creates a user. Send an array of user objects instead of one object to create several in one request.',
      access: 'role',
      pathParams: [project],
      body: writable(['first_name', 'last_name', 'email', 'password', 'role']),
      query: ['fields', 'meta', 'activity_skip', 'comment'],
      returns: {
        kind: 'object',
        description: 'The new user, or an array of users for a batch.',
      },
      example: {
        path: '/thumper/users',
        body: {
          status: 'active',
          role: 2,
          first_name: 'Jonas',
          last_name: 'Berg',
          email: 'writer@example.com',
          password: 'correct-horse-battery',
        },
        response: {data: newUser},
        sdk: "const {data} = await client.createUser({\n  status: 'active',\n  role: 2,\n  first_name: 'Jonas',\n  last_name: 'Berg',\n  email: 'writer@example.com',\n  password: 'correct-horse-battery',\n});",
      },
    },
    {
      id: 'updateUser',
      method: 'PATCH',
      path: '/:project/users/:id',
      summary: 'Update a User',
      anchor: 'update-a-user',
      description:
        'Changes the attributes you send and leaves the others as they are. List several ids separated by commas to give them the same values. There is no batch with different values per user: /:project/users has no PATCH route.',
      access: 'role',
      pathParams: [project, primaryKey('user', true)],
      body: userFields,
      query: ['fields', 'meta', 'activity_skip', 'comment'],
      returns: {
        kind: 'object',
        description: 'The updated user, or an array of users for a batch.',
      },
      example: {
        path: '/thumper/users/9',
        body: {status: 'suspended'},
        response: {data: {...newUser, status: 'suspended'}},
        sdk: "const {data} = await client.updateUser(9, {status: 'suspended'});",
      },
    },
    {
      id: 'deleteUser',
      method: 'DELETE',
      path: '/:project/users/:id',
      summary: 'Delete a User',
      anchor: 'delete-a-user',
      description:
        'Deletes a user for good, or several when you list their ids separated by commas. To keep the record, set the status to deleted or suspended instead.',
      access: 'role',
      pathParams: [project, primaryKey('user', true)],
      query: ['activity_skip', 'comment'],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {
        path: '/thumper/users/9',
        sdk: "await client.deleteItem('directus_users', 9);",
      },
    },
    {
      id: 'inviteUsers',
      method: 'POST',
      path: '/:project/users/invite',
      summary: 'Invite a New User',
      anchor: 'invite-a-new-user',
      description:
        'Creates a user with the invited status for each email address that has no user yet, and emails each of them a link to accept the invitation.',
      access: 'admin',
      pathParams: [project],
      body: [
        {
          name: 'email',
          type: 'any',
          required: true,
          description: 'One email address, or an array of them to invite several people at once.',
        },
      ],
      returns: {
        kind: 'objects',
        description: 'An array of the users that have the given email addresses.',
      },
      example: {
        path: '/thumper/users/invite',
        body: {email: ['photographer@example.com']},
        response: {data: [invited]},
      },
    },
    {
      id: 'acceptInvitation',
      method: 'POST',
      path: '/:project/users/invite/:token',
      summary: 'Accept User Invite',
      anchor: 'accept-user-invite',
      description:
        'Activates the invited user named in an invitation token: their status changes from invited to active. The route also answers GET.',
      access: 'public',
      pathParams: [
        project,
        {
          name: 'token',
          type: 'string',
          description: 'The invitation token (a JWT) from the link in the invitation email.',
        },
      ],
      returns: {
        kind: 'other',
        description: 'The user as found before the activation, with status still invited.',
      },
      example: {
        path: '/thumper/users/invite/eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJ0eXBlIjoiaW52aXRhdGlvbiJ9.c2lnbmF0dXJl',
        response: {data: invitedAsSeenByOthers},
      },
    },
    {
      id: 'trackUserPage',
      method: 'PATCH',
      path: '/:project/users/:id/tracking/page',
      summary: 'Track the Last Used Page',
      anchor: 'track-the-last-used-page',
      description:
        'Saves the admin app page the user is on in `last_page` and sets `last_access_on` to now. The admin app calls it as the user moves around, to reopen the last page on the next visit. It checks no permission, and works without a token.',
      access: 'public',
      pathParams: [project, primaryKey('user')],
      body: [
        {
          name: 'last_page',
          type: 'string',
          description:
            'The path of the page in the admin app, at most 192 characters. Leaving it out clears the stored page.',
        },
      ],
      query: ['fields', 'meta'],
      returns: {kind: 'object', description: 'The user after the update.'},
      example: {
        path: '/thumper/users/me/tracking/page',
        body: {last_page: '/thumper/collections/articles/12'},
        response: {
          data: {
            ...editor,
            last_access_on: '2020-03-16T10:24:02+00:00',
            last_page: '/thumper/collections/articles/12',
          },
        },
      },
    },
    {
      id: 'listUserRevisions',
      method: 'GET',
      path: '/:project/users/:id/revisions',
      summary: 'List User Revisions',
      anchor: 'list-user-revisions',
      description:
        'Returns the saved versions of one user, from the revisions collection: each holds the user record as it was saved (data) and what that change set (delta). Takes the user’s id, not `me`.',
      access: 'role',
      pathParams: [project, primaryKey('user')],
      query: ['fields', 'limit', 'offset', 'page', 'sort', 'single', 'q', 'meta'],
      returns: {kind: 'other', description: 'An array of revision objects.'},
      example: {
        path: '/thumper/users/3/revisions?sort=-id&limit=1',
        response: {data: [userRevision]},
        sdk: "const {data} = await client.getItemRevisions('directus_users', 3, {\n  sort: '-id',\n  limit: 1,\n});",
      },
    },
    {
      id: 'getUserRevision',
      method: 'GET',
      path: '/:project/users/:id/revisions/:offset',
      summary: 'Retrieve a User Revision',
      anchor: 'retrieve-a-user-revision',
      description:
        'Returns one revision of a user by its position in the user’s history: 0 is the oldest revision, 1 the next, and so on. Takes the user’s id, not `me`.',
      oldAnchors: ['query-9'],
      access: 'role',
      pathParams: [project, primaryKey('user'), revisionOffset],
      query: ['fields', 'meta'],
      returns: {kind: 'other', description: 'One revision object.'},
      example: {path: '/thumper/users/3/revisions/0', response: {data: userRevision}},
    },
    {
      id: 'activateUser2FA',
      method: 'POST',
      path: '/:project/users/:id/activate_2fa',
      summary: 'Activate Two-Factor Authentication',
      anchor: 'activate-two-factor-authentication',
      description:
        'Turns on two-factor authentication for a user: the API checks that the one-time password matches the secret, then saves the secret in the user’s `2fa_secret`.',
      access: 'role',
      pathParams: [project, primaryKey('user')],
      body: [
        {
          name: '2fa_secret',
          type: 'string',
          required: true,
          description: 'The secret, as generated by the 2FA secret utility.',
        },
        {
          name: 'otp',
          type: 'string',
          required: true,
          description: 'A one-time password the authenticator app shows for that secret.',
        },
      ],
      returns: {kind: 'object', description: 'The user after the update.'},
      example: {
        path: '/thumper/users/me/activate_2fa',
        body: {'2fa_secret': 'JBSWY3DPEHPK3PXP', otp: '492039'},
        response: {data: {...editor, '2fa_secret': 'JBSWY3DPEHPK3PXP'}},
      },
    },
  ],
} as const satisfies Resource;
