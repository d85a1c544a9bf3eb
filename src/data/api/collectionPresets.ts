import type {Attribute, Resource} from './types';
import {primaryKey, project} from './pathParams';

/** A bookmark of editor@example.com (user 3) on the articles collection. */
const preset = {
  id: 7,
  title: 'My drafts',
  user: 3,
  role: null,
  collection: 'articles',
  search_query: null,
  filters: [
    {field: 'status', operator: 'eq', value: 'draft'},
    {field: 'author', operator: 'eq', value: 3},
  ],
  view_type: 'tabular',
  view_query: {tabular: {sort: '-published_on', fields: 'status,title,published_on'}},
  view_options: {tabular: {widths: {status: 40, title: 320, published_on: 160}}},
  translation: null,
};

const presetFields: readonly Attribute[] = [
  {
    name: 'title',
    type: 'string',
    nullable: true,
    description:
      'The bookmark’s name. A preset with a title is a bookmark; without one it holds the saved view of the collection.',
  },
  {
    name: 'user',
    type: 'integer',
    nullable: true,
    description: 'The user the preset belongs to.',
  },
  {
    name: 'role',
    type: 'integer',
    nullable: true,
    description:
      'The role the preset applies to when user is null: every user of that role gets it. With user and role both null, it applies to everyone. Use a role your users have: Public (id 2) is the role of requests without a token, not of a signed-in user.',
  },
  {
    name: 'collection',
    type: 'string',
    description: 'The collection the preset is for.',
  },
  {
    name: 'search_query',
    type: 'string',
    nullable: true,
    description: 'The text typed in the search box of the collection’s page.',
  },
  {
    name: 'filters',
    type: 'array',
    nullable: true,
    description: 'The filters applied, each an object with field, operator and value.',
  },
  {
    name: 'view_type',
    type: 'string',
    description: 'The layout used to show the items, such as tabular, cards or timeline.',
  },
  {
    name: 'view_query',
    type: 'object',
    nullable: true,
    description:
      'Per layout, the query it loads the items with (fields, sort…), keyed by the layout name.',
  },
  {
    name: 'view_options',
    type: 'object',
    nullable: true,
    description:
      'Per layout, its display options, keyed by the layout name; each layout defines its own.',
  },
  {
    name: 'translation',
    type: 'any',
    nullable: true,
    description: 'Translations of the bookmark’s title, one per language.',
  },
];

export const collectionPresets = {
  id: 'collection-presets',
  title: 'Collection Presets',
  page: '/api/collection-presets.html',
  object: {
    anchor: 'the-collection-preset-object',
    name: 'collection preset',
    description:
      'One record of directus_collection_presets: how a collection’s items are shown (layout, its options, search and filters) for a user, a role or everyone, or a named bookmark of such a view.',
    attributes: [
      {name: 'id', type: 'integer', description: 'Primary key of the preset.'},
      ...presetFields,
    ],
    example: preset,
  },
  operations: [
    {
      id: 'listCollectionPresets',
      method: 'GET',
      path: '/:project/collection_presets',
      summary: 'List the Collection Presets',
      anchor: 'list-the-collection-presets',
      description:
        'Returns the presets the token may read. Filter on `user`, `role` and `title` to get, for example, the bookmarks of one user.',
      access: 'role',
      pathParams: [project],
      query: ['fields', 'limit', 'offset', 'page', 'sort', 'single', 'filter', 'q', 'meta'],
      returns: {kind: 'objects', description: 'An array of collection presets.'},
      example: {
        path: '/thumper/collection_presets?filter[user][eq]=3&filter[title][nnull]=1',
        response: {data: [preset]},
        sdk: "const {data} = await client.getItems('directus_collection_presets', {\n  filter: {user: {eq: 3}, title: {nnull: 1}},\n});",
      },
    },
    {
      id: 'getCollectionPreset',
      method: 'GET',
      path: '/:project/collection_presets/:id',
      summary: 'Retrieve a Collection Preset',
      anchor: 'retrieve-a-collection-preset',
      description: 'Returns one preset by its id.',
      access: 'role',
      pathParams: [project, primaryKey('collection preset')],
      query: ['fields', 'meta'],
      returns: {kind: 'object', description: 'The collection preset.'},
      example: {
        path: '/thumper/collection_presets/7',
        response: {data: preset},
        sdk: "const {data} = await client.getItem('directus_collection_presets', 7);",
      },
    },
    {
      id: 'createCollectionPreset',
      method: 'POST',
      path: '/:project/collection_presets',
      summary: 'Create a Collection Preset',
      anchor: 'create-a-collection-preset',
      description:
        'Saves a new preset or bookmark. Only `collection` is required; `view_type` defaults to tabular.',
      access: 'role',
      pathParams: [project],
      body: presetFields.map((field) =>
        field.name === 'collection' ? {...field, required: true} : field,
      ),
      query: ['fields', 'meta'],
      returns: {kind: 'object', description: 'The new collection preset.'},
      example: {
        path: '/thumper/collection_presets',
        body: {
          collection: 'articles',
          title: 'Published this year',
          role: 3,
          filters: [{field: 'published_on', operator: 'gte', value: '2020-01-01'}],
        },
        response: {
          data: {
            id: 8,
            title: 'Published this year',
            user: null,
            role: 3,
            collection: 'articles',
            search_query: null,
            filters: [{field: 'published_on', operator: 'gte', value: '2020-01-01'}],
            view_type: 'tabular',
            view_query: null,
            view_options: null,
            translation: null,
          },
        },
        sdk: "const {data} = await client.createCollectionPreset({\n  collection: 'articles',\n  title: 'Published this year',\n  role: 3,\n  filters: [{field: 'published_on', operator: 'gte', value: '2020-01-01'}],\n});",
      },
    },
    {
      id: 'updateCollectionPreset',
      method: 'PATCH',
      path: '/:project/collection_presets/:id',
      summary: 'Update a Collection Preset',
      anchor: 'update-a-collection-preset',
      description: 'Changes the attributes you send and leaves the others as they are.',
      access: 'role',
      pathParams: [project, primaryKey('collection preset')],
      body: presetFields,
      query: ['fields', 'meta'],
      returns: {kind: 'object', description: 'The updated collection preset.'},
      example: {
        path: '/thumper/collection_presets/7',
        body: {search_query: 'shop'},
        response: {data: {...preset, search_query: 'shop'}},
        sdk: "const {data} = await client.updateCollectionPreset(7, {search_query: 'shop'});",
      },
    },
    {
      id: 'deleteCollectionPreset',
      method: 'DELETE',
      path: '/:project/collection_presets/:id',
      summary: 'Delete a Collection Preset',
      anchor: 'delete-a-collection-preset',
      description: 'Deletes a preset for good.',
      access: 'role',
      pathParams: [project, primaryKey('collection preset')],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {
        path: '/thumper/collection_presets/7',
        sdk: 'await client.deleteCollectionPreset(7);',
      },
    },
  ],
} as const satisfies Resource;
