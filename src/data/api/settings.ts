import type {PathParam, Resource} from './types';
import {project} from './pathParams';

const settingId = (several: boolean): PathParam => ({
  name: 'id',
  type: 'integer',
  description: several
    ? 'The numeric id of the setting, or several ids separated by commas.'
    : 'The numeric id of the setting.',
});

const projectColor = {id: 3, key: 'project_color', value: '#2f6f4e'};
const defaultLimit = {id: 9, key: 'default_limit', value: 200};
const autoSignOut = {id: 12, key: 'auto_sign_out', value: 60};

const defaultLimitField = {
  id: 131,
  collection: 'directus_settings',
  field: 'default_limit',
  type: 'integer',
  interface: 'numeric',
  options: {iconRight: 'keyboard_tab'},
  locked: true,
  validation: null,
  required: true,
  readonly: false,
  hidden_detail: false,
  hidden_browse: false,
  sort: 12,
  width: 'half',
  group: null,
  note: 'Default item count in API and App responses',
  translation: null,
};

export const settings = {
  id: 'settings',
  title: 'Settings',
  page: '/api/settings.html',
  object: {
    anchor: 'the-setting-object',
    name: 'setting',
    description:
      'A setting is one key and its value in directus_settings. The install creates the project settings the app edits; you may add keys of your own.',
    attributes: [
      {name: 'id', type: 'integer', description: 'Primary key of the setting.'},
      {
        name: 'key',
        type: 'string',
        description: 'The setting name, unique in the project (up to 64 characters).',
      },
      {
        name: 'value',
        type: 'any',
        description:
          'The value. It is stored as text; when you list the settings, the API returns integer and boolean settings as numbers and booleans, and file settings as the file object. Every other value, JSON and array settings included, comes back as the stored text.',
        nullable: true,
      },
    ],
    example: projectColor,
  },
  operations: [
    {
      id: 'listSettings',
      method: 'GET',
      path: '/:project/settings',
      summary: 'List the Settings',
      anchor: 'list-the-settings',
      description:
        'Returns the settings the token may read. Integer, boolean and file settings come back converted by the type of their setting field; all other values, JSON and array settings included, as stored text.',
      access: 'role',
      pathParams: [project],
      query: ['limit', 'offset', 'page', 'sort', 'single', 'filter', 'q', 'meta'],
      returns: {kind: 'objects', description: 'An array of setting objects.'},
      example: {
        path: '/thumper/settings?filter[key][in]=default_limit,auto_sign_out&limit=-1',
        response: {data: [defaultLimit, autoSignOut]},
        // The SDK always sends limit=-1 (all settings), so the example does too.
        sdk: "const {data} = await client.getSettings({\n  filter: {key: {in: 'default_limit,auto_sign_out'}},\n});",
      },
    },
    {
      id: 'getSetting',
      method: 'GET',
      path: '/:project/settings/:id',
      summary: 'Retrieve a Setting',
      anchor: 'retrieve-a-setting',
      description:
        'Returns one setting by its numeric id, or several when you list ids separated by commas. The value comes back as stored, as text.',
      access: 'role',
      pathParams: [project, settingId(true)],
      query: ['fields', 'meta'],
      returns: {
        kind: 'object',
        description: 'The setting, or an array of settings when you asked for several ids.',
      },
      example: {
        path: '/thumper/settings/3',
        response: {data: projectColor},
        sdk: "const {data} = await client.getItem('directus_settings', 3);",
      },
    },
    {
      id: 'createSetting',
      method: 'POST',
      path: '/:project/settings',
      summary: 'Create a Setting',
      anchor: 'create-a-setting',
      description:
        'Adds a setting. Send an array of objects instead of one object to create several settings in one request.',
      access: 'role',
      pathParams: [project],
      body: [
        {
          name: 'key',
          type: 'string',
          description: 'The setting name; it must not exist yet.',
          required: true,
        },
        {
          name: 'value',
          type: 'any',
          description:
            'The value. For a known setting a single create converts it by the setting’s type: a file object is stored as its id, an array as comma-separated text, a JSON setting as JSON text.',
          nullable: true,
        },
      ],
      query: ['meta', 'activity_skip', 'comment'],
      returns: {
        kind: 'object',
        description: 'The new setting, with the value you sent (an array of them for a batch).',
      },
      example: {
        path: '/thumper/settings',
        body: {key: 'newsletter_sender', value: 'editor@example.com'},
        response: {data: {id: 27, key: 'newsletter_sender', value: 'editor@example.com'}},
        sdk: "const {data} = await client.createItem('directus_settings', {\n  key: 'newsletter_sender',\n  value: 'editor@example.com',\n});",
      },
    },
    {
      id: 'updateSetting',
      method: 'PATCH',
      path: '/:project/settings/:id',
      summary: 'Update a Setting',
      anchor: 'update-a-setting',
      description:
        'Changes a setting’s value (or key). To update several settings in one request, PATCH an array of objects, each with its id, to /:project/settings.',
      access: 'role',
      pathParams: [project, settingId(false)],
      body: [
        {name: 'key', type: 'string', description: 'A new name for the setting.'},
        {
          name: 'value',
          type: 'any',
          description: 'The new value, converted by the setting’s type as on create.',
          nullable: true,
        },
      ],
      query: ['meta', 'activity_skip', 'comment'],
      returns: {
        kind: 'object',
        description:
          'The updated setting, with the value you sent (a file setting returns the file object), or an array for a batch.',
      },
      example: {
        path: '/thumper/settings/9',
        body: {value: 50},
        response: {data: {id: 9, key: 'default_limit', value: 50}},
        sdk: "const {data} = await client.updateItem('directus_settings', 9, {value: 50});",
      },
    },
    {
      id: 'deleteSetting',
      method: 'DELETE',
      path: '/:project/settings/:id',
      summary: 'Delete a Setting',
      anchor: 'delete-a-setting',
      description: 'Deletes a setting, or several when you list their ids separated by commas.',
      access: 'role',
      pathParams: [project, settingId(true)],
      query: ['activity_skip', 'comment'],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {
        path: '/thumper/settings/27',
        sdk: "await client.deleteItem('directus_settings', 27);",
      },
    },
    {
      id: 'listSettingFields',
      method: 'GET',
      path: '/:project/settings/fields',
      summary: 'List the Setting Fields',
      anchor: 'list-the-setting-fields',
      description:
        'Returns how the app presents each known setting: the directus_fields rows of directus_settings, one per setting key, with its type, interface, options and note.',
      access: 'role',
      pathParams: [project],
      query: ['fields', 'limit', 'offset', 'page', 'sort', 'single', 'q', 'meta'],
      returns: {
        kind: 'other',
        description: 'An array of field objects, as stored in directus_fields.',
      },
      example: {
        path: '/thumper/settings/fields?limit=1&sort=sort',
        response: {data: [defaultLimitField]},
        sdk: "const {data} = await client.getSettingsFields({limit: 1, sort: 'sort'});",
      },
    },
  ],
} as const satisfies Resource;
