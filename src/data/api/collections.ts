import type {Attribute, PathParam, Resource} from './types';
import {project} from './pathParams';

/** Collections routes name the collection `{name}` in Collections.php. */
const name: PathParam = {
  name: 'name',
  type: 'string',
  description: 'The collection (table) name.',
};

const idField = {
  id: 41,
  collection: 'articles',
  field: 'id',
  type: 'integer',
  interface: 'primary-key',
  options: null,
  locked: false,
  validation: null,
  required: true,
  readonly: false,
  hidden_detail: true,
  hidden_browse: false,
  sort: 1,
  width: 'full',
  group: null,
  note: null,
  translation: null,
  datatype: 'INT',
  length: '10',
  default_value: null,
  auto_increment: true,
  primary_key: true,
  unique: false,
  signed: false,
};

const articles = {
  collection: 'articles',
  managed: true,
  hidden: false,
  single: false,
  icon: 'article',
  note: 'News posts shown on the shop front page',
  translation: [{locale: 'de-DE', translation: 'Artikel'}],
  fields: [idField],
};

/** The collection settings you can send on create and update (directus_collections columns). */
const settingsAttributes: readonly Attribute[] = [
  {
    name: 'note',
    type: 'string',
    description: 'A short description for the people who work with the collection.',
    nullable: true,
  },
  {
    name: 'hidden',
    type: 'boolean',
    description: 'Leave the collection out of the app navigation.',
  },
  {
    name: 'single',
    type: 'boolean',
    description:
      'The app treats the collection as holding one item and opens it directly. The API does not limit it to one item.',
  },
  {
    name: 'managed',
    type: 'boolean',
    description:
      'Whether Directus manages the table. Set it to true to start managing a table that already exists in the database.',
  },
  {
    name: 'icon',
    type: 'string',
    description: 'Name of a Material Design icon shown next to the collection in the app.',
    nullable: true,
  },
  {
    name: 'translation',
    type: 'array',
    description:
      'How the app names the collection in other languages: a list of objects with locale and translation.',
    nullable: true,
  },
];

export const collections = {
  id: 'collections',
  title: 'Collections',
  page: '/api/collections.html',
  object: {
    anchor: 'the-collection-object',
    name: 'collection',
    description:
      'A collection is a database table as Directus sees it: the table’s row in directus_collections plus the fields of the table. Tables that have no row there still appear, with default values.',
    attributes: [
      {
        name: 'collection',
        type: 'string',
        description: 'The table name, unique in the project (up to 64 characters).',
      },
      {
        name: 'managed',
        type: 'boolean',
        description:
          'Whether Directus manages the table. Unmanaged tables are left alone by the app. Default true; false for a table that has no row in directus_collections, the system collections included.',
      },
      {
        name: 'hidden',
        type: 'boolean',
        description: 'Whether the app leaves the collection out of its navigation. Default false.',
      },
      {
        name: 'single',
        type: 'boolean',
        description:
          'Whether the app treats the collection as holding one item (a singleton such as a settings page). The API does not limit it to one item. Default false.',
      },
      {
        name: 'icon',
        type: 'string',
        description: 'Material Design icon name shown in the app navigation (up to 30 characters).',
        nullable: true,
      },
      {
        name: 'note',
        type: 'string',
        description: 'A description of the collection, for the people who use it.',
        nullable: true,
      },
      {
        name: 'translation',
        type: 'array',
        description:
          'The collection name in other languages, as the app stores it: objects with locale and translation.',
        nullable: true,
      },
      {
        name: 'fields',
        type: 'array',
        description:
          'The fields of the collection, each a field object as the fields endpoints return it.',
      },
    ],
    example: articles,
  },
  operations: [
    {
      id: 'listCollections',
      method: 'GET',
      path: '/:project/collections',
      summary: 'List Collections',
      anchor: 'list-collections',
      description:
        'Returns every collection of the project: your own and the directus_* system collections, so the list is never empty.',
      access: 'role',
      pathParams: [project],
      query: ['fields', 'limit', 'offset', 'meta'],
      returns: {kind: 'objects', description: 'An array of collection objects.'},
      example: {
        path: '/thumper/collections?limit=1&offset=0',
        response: {data: [articles]},
        sdk: 'const {data} = await client.getCollections({limit: 1, offset: 0});',
      },
    },
    {
      id: 'getCollection',
      method: 'GET',
      path: '/:project/collections/:name',
      summary: 'Retrieve a Collection',
      anchor: 'retrieve-a-collection',
      description:
        'Returns one collection by name. Give several names separated by commas to get an array of them.',
      access: 'role',
      pathParams: [project, name],
      query: ['fields', 'meta'],
      returns: {
        kind: 'object',
        description: 'The collection, or an array of collections when you asked for several.',
      },
      example: {
        path: '/thumper/collections/articles',
        response: {data: articles},
        sdk: "const {data} = await client.getCollection('articles');",
      },
    },
    {
      id: 'createCollection',
      method: 'POST',
      path: '/:project/collections',
      summary: 'Create a Collection',
      anchor: 'create-a-collection',
      description:
        'Creates the database table with the fields you list and registers it in directus_collections and directus_fields. If a table of that name exists but is not managed, the API alters that table to the fields you send instead.',
      access: 'admin',
      pathParams: [project],
      body: [
        {
          name: 'collection',
          type: 'string',
          description:
            'The name of the new table. It must contain letters or digits and cannot start with directus_.',
          required: true,
        },
        {
          name: 'fields',
          type: 'array',
          description:
            'The fields to create, each an object with the attributes of Create a Field (field and type at least, datatype and length where the column needs them). Exactly one must have primary_key set to true.',
          required: true,
        },
        ...settingsAttributes,
      ],
      query: ['meta'],
      returns: {
        kind: 'object',
        description: 'The new collection, as stored in directus_collections (without its fields).',
      },
      example: {
        path: '/thumper/collections',
        body: {
          collection: 'articles',
          icon: 'article',
          fields: [
            {
              field: 'id',
              type: 'integer',
              datatype: 'INT',
              length: 10,
              interface: 'primary-key',
              primary_key: true,
              auto_increment: true,
              signed: false,
            },
            {
              field: 'title',
              type: 'string',
              datatype: 'VARCHAR',
              length: 200,
              interface: 'text-input',
            },
          ],
        },
        response: {
          data: {
            collection: 'articles',
            managed: true,
            hidden: false,
            single: false,
            icon: 'article',
            note: null,
            translation: null,
          },
        },
        sdk: "const {data} = await client.createCollection({\n  collection: 'articles',\n  icon: 'article',\n  fields: [\n    {\n      field: 'id',\n      type: 'integer',\n      datatype: 'INT',\n      length: 10,\n      interface: 'primary-key',\n      primary_key: true,\n      auto_increment: true,\n      signed: false,\n    },\n    {field: 'title', type: 'string', datatype: 'VARCHAR', length: 200, interface: 'text-input'},\n  ],\n});",
      },
    },
    {
      id: 'updateCollection',
      method: 'PATCH',
      path: '/:project/collections/:name',
      summary: 'Update a Collection',
      anchor: 'update-a-collection',
      description:
        'Changes the collection settings you send. The name cannot change: a collection attribute in the body is ignored. A fields array, if you send one, adds or alters those columns as well.',
      access: 'admin',
      pathParams: [project, name],
      body: [
        ...settingsAttributes,
        {
          name: 'fields',
          type: 'array',
          description:
            'Fields to add or change, each with its field name and the attributes to set, as in Update a Field. The API rewrites the directus_fields row of each field you list from the database schema plus what you send, so send required if the field has its own setting.',
        },
      ],
      query: ['meta'],
      returns: {
        kind: 'object',
        description:
          'The collection as stored in directus_collections, without its fields, even when you sent some.',
      },
      example: {
        path: '/thumper/collections/articles',
        body: {note: 'News posts and announcements', hidden: false},
        response: {
          data: {
            collection: 'articles',
            managed: true,
            hidden: false,
            single: false,
            icon: 'article',
            note: 'News posts and announcements',
            translation: null,
          },
        },
        sdk: "const {data} = await client.updateCollection('articles', {\n  note: 'News posts and announcements',\n  hidden: false,\n});",
      },
    },
    {
      id: 'deleteCollection',
      method: 'DELETE',
      path: '/:project/collections/:name',
      summary: 'Delete a Collection',
      anchor: 'delete-a-collection',
      description:
        'Drops the table with all its items, and removes what Directus kept about it: its directus_collections row, its fields, its permissions, its collection presets and the relations whose many side it is.',
      access: 'admin',
      pathParams: [project, name],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {
        path: '/thumper/collections/articles',
        sdk: "await client.deleteCollection('articles');",
      },
    },
  ],
} as const satisfies Resource;
