import type {Attribute, PathParam, Resource} from './types';
import {collection, project} from './pathParams';

const fieldName: PathParam = {
  name: 'field',
  type: 'string',
  description: 'The field (column) name.',
};

const fieldNames: PathParam = {
  name: 'field',
  type: 'string',
  description: 'The field (column) name, or several names separated by commas.',
};

const title = {
  id: 57,
  collection: 'articles',
  field: 'title',
  type: 'string',
  interface: 'text-input',
  options: {placeholder: 'A short, clear headline'},
  locked: false,
  validation: null,
  required: true,
  readonly: false,
  hidden_detail: false,
  hidden_browse: false,
  sort: 2,
  width: 'full',
  group: null,
  note: 'Shown as the page heading',
  translation: null,
  datatype: 'VARCHAR',
  length: '200',
  default_value: null,
  auto_increment: false,
  primary_key: false,
  unique: false,
  signed: true,
};

const idField = {
  ...title,
  id: 56,
  field: 'id',
  type: 'integer',
  interface: 'primary-key',
  options: null,
  hidden_detail: true,
  sort: 1,
  note: null,
  datatype: 'INT',
  length: '10',
  auto_increment: true,
  primary_key: true,
  signed: false,
};

const subtitle = {
  ...title,
  id: 58,
  field: 'subtitle',
  interface: 'text-input',
  options: null,
  required: false,
  sort: 3,
  width: 'half',
  note: null,
  length: '120',
};

/** Attributes you send to create or update a field, each optional unless marked. */
function fieldAttributes(creating: boolean): Attribute[] {
  return [
    ...(creating
      ? [
          {
            name: 'field',
            type: 'string',
            description:
              'The field name, which is also the column name. Unique in the collection; it cannot change later.',
            required: true,
          } satisfies Attribute,
        ]
      : []),
    {
      name: 'type',
      type: 'string',
      description:
        'The Directus field type, such as string, integer, m2o or status. Alias types (alias, o2m, group, translation) have no column.',
      required: creating,
    },
    {
      name: 'datatype',
      type: 'string',
      description:
        'The SQL type of the column, such as VARCHAR, INT or DATETIME. Required with every type that is not an alias type.',
    },
    {
      name: 'length',
      type: 'integer',
      description:
        'The column length. Required for VARCHAR, CHAR, VARBINARY, ENUM, SET and DECIMAL; refused for types that take no length.',
    },
    {
      name: 'default_value',
      type: 'any',
      description:
        'The column default, used when a new item leaves the field out. On update, it only takes effect together with an attribute that alters the column, such as datatype or length.',
    },
    {name: 'primary_key', type: 'boolean', description: 'Make the column the primary key.'},
    {
      name: 'auto_increment',
      type: 'boolean',
      description: 'Let the database number new rows (integer columns).',
    },
    {name: 'unique', type: 'boolean', description: 'Add a unique key on the column.'},
    {name: 'signed', type: 'boolean', description: 'Allow negative numbers (numeric columns).'},
    {name: 'interface', type: 'string', description: 'The app interface that edits the value.'},
    {name: 'options', type: 'object', description: 'Options for the interface, in its own format.'},
    {
      name: 'required',
      type: 'boolean',
      description:
        'The app asks for a value in this field. When the API creates or alters the column, it makes the column NOT NULL when true and nullable when false; item validation reads the column, not this setting. See the field object.',
    },
    {
      name: 'readonly',
      type: 'boolean',
      description:
        'The app shows the value but does not let users edit it. The API does not check it: a write can still change the value.',
    },
    {
      name: 'locked',
      type: 'boolean',
      description: 'Protect the field from changes in the app. The API does not check it.',
    },
    {name: 'hidden_detail', type: 'boolean', description: 'Hide the field on the app’s item page.'},
    {
      name: 'hidden_browse',
      type: 'boolean',
      description: 'Hide the field in the app’s item listings.',
    },
    {name: 'sort', type: 'integer', description: 'Position of the field on the item page.'},
    {
      name: 'width',
      type: 'string',
      description: 'Width on the item page: half, half-left, half-right, full or fill.',
    },
    {name: 'group', type: 'integer', description: 'The id of the group field this field sits in.'},
    {name: 'note', type: 'string', description: 'Help text shown under the field in the app.'},
    {
      name: 'validation',
      type: 'string',
      description: 'A PHP regular expression the API checks values against.',
    },
    {
      name: 'translation',
      type: 'array',
      description: 'The field name in other languages: objects with locale and translation.',
    },
  ];
}

export const fields = {
  id: 'fields',
  title: 'Fields',
  page: '/api/fields.html',
  object: {
    anchor: 'the-field-object',
    name: 'field',
    description:
      'A field is a column of a collection (or an alias with no column, such as a one-to-many field). The API joins the field’s row in directus_fields with what the database reports about the column: datatype, length, default_value, primary_key, auto_increment, unique and signed.',
    attributes: [
      {
        name: 'id',
        type: 'integer',
        description:
          'Primary key of the field’s row in directus_fields; null for a column Directus does not manage yet.',
        nullable: true,
      },
      {name: 'collection', type: 'string', description: 'The collection the field belongs to.'},
      {name: 'field', type: 'string', description: 'The field name, unique in its collection.'},
      {
        name: 'type',
        type: 'string',
        description: 'The Directus field type, which decides how the API casts and handles values.',
      },
      {
        name: 'interface',
        type: 'string',
        description: 'The app interface used to edit the value.',
        nullable: true,
      },
      {
        name: 'options',
        type: 'object',
        description: 'The interface options, in the format the interface defines.',
        nullable: true,
      },
      {
        name: 'locked',
        type: 'boolean',
        description:
          'Whether the field is protected from changes in the app; system fields are. The API does not check it.',
      },
      {
        name: 'validation',
        type: 'string',
        description: 'A PHP regular expression incoming values must match.',
        nullable: true,
      },
      {
        name: 'required',
        type: 'boolean',
        description:
          'Whether the app asks for a value here. For a field with a column, the API ignores this setting when it validates items: it requires a value only when the column is NOT NULL and has no default. The column follows this setting each time the API creates or alters it.',
      },
      {
        name: 'readonly',
        type: 'boolean',
        description:
          'Whether the app shows the value without letting users edit it. The API does not check it.',
      },
      {
        name: 'hidden_detail',
        type: 'boolean',
        description: 'Whether the app hides the field on the item page.',
      },
      {
        name: 'hidden_browse',
        type: 'boolean',
        description: 'Whether the app hides the field in item listings.',
      },
      {
        name: 'sort',
        type: 'integer',
        description: 'Position of the field on the item page.',
        nullable: true,
      },
      {
        name: 'width',
        type: 'string',
        description: 'Width on the item page: half, half-left, half-right, full or fill.',
        nullable: true,
      },
      {
        name: 'group',
        type: 'integer',
        description: 'The id of the group field this field belongs to.',
        nullable: true,
      },
      {
        name: 'note',
        type: 'string',
        description: 'Help text shown with the field in the app.',
        nullable: true,
      },
      {
        name: 'translation',
        type: 'array',
        description: 'The field name in other languages: objects with locale and translation.',
        nullable: true,
      },
      {
        name: 'datatype',
        type: 'string',
        description:
          'The SQL type of the column in capitals, such as VARCHAR; null for alias fields.',
        nullable: true,
      },
      {
        name: 'length',
        type: 'string',
        description:
          'The column length as the database reports it: characters for text, precision for integers, "precision,scale" for DECIMAL, NUMERIC, FLOAT, DOUBLE and REAL.',
        nullable: true,
      },
      {
        name: 'default_value',
        type: 'any',
        description: 'The column default.',
        nullable: true,
      },
      {
        name: 'auto_increment',
        type: 'boolean',
        description: 'Whether the database numbers new rows in this column.',
      },
      {
        name: 'primary_key',
        type: 'boolean',
        description: 'Whether the column is the primary key of the collection.',
      },
      {name: 'unique', type: 'boolean', description: 'Whether the column has a unique key.'},
      {
        name: 'signed',
        type: 'boolean',
        description: 'Whether a numeric column accepts negative values.',
      },
    ],
    example: title,
  },
  operations: [
    {
      id: 'listFields',
      method: 'GET',
      path: '/:project/fields',
      summary: 'List Fields',
      anchor: 'list-fields',
      description:
        'Returns the fields of every collection in the project, the system collections included. Other roles than admin only see fields of collections they can read.',
      access: 'role',
      pathParams: [project],
      query: ['limit', 'sort'],
      returns: {kind: 'objects', description: 'An array of field objects.'},
      example: {
        path: '/thumper/fields?sort=collection&limit=2',
        response: {data: [idField, title]},
        sdk: "const {data} = await client.getAllFields({sort: 'collection', limit: 2});",
      },
    },
    {
      id: 'listCollectionFields',
      method: 'GET',
      path: '/:project/fields/:collection',
      summary: 'List Fields in Collection',
      anchor: 'list-fields-in-collection',
      description:
        'Returns the fields of one collection, including columns that have no directus_fields row yet. It takes no query parameters: the API builds the list from the database schema and ignores sort, limit, fields and meta.',
      access: 'role',
      pathParams: [project, collection],
      returns: {kind: 'objects', description: 'An array of field objects.'},
      example: {
        path: '/thumper/fields/articles',
        response: {data: [idField, title, subtitle]},
        sdk: "const {data} = await client.getFields('articles');",
      },
    },
    {
      id: 'getField',
      method: 'GET',
      path: '/:project/fields/:collection/:field',
      summary: 'Retrieve a Field',
      anchor: 'retrieve-a-field',
      description:
        'Returns one field of a collection. Give several field names separated by commas to get an array of them.',
      access: 'role',
      pathParams: [project, collection, fieldNames],
      query: ['fields', 'meta'],
      returns: {
        kind: 'object',
        description: 'The field, or an array of fields when you asked for several.',
      },
      example: {
        path: '/thumper/fields/articles/title',
        response: {data: title},
        sdk: "const {data} = await client.getField('articles', 'title');",
      },
    },
    {
      id: 'createField',
      method: 'POST',
      path: '/:project/fields/:collection',
      summary: 'Create a Field',
      anchor: 'create-a-field',
      description:
        'Adds the column to the collection’s table (alias types add none) and saves the field’s settings in directus_fields.',
      access: 'role',
      pathParams: [project, collection],
      body: fieldAttributes(true),
      query: ['fields', 'meta'],
      returns: {kind: 'object', description: 'The new field.'},
      example: {
        path: '/thumper/fields/articles',
        body: {
          field: 'subtitle',
          type: 'string',
          datatype: 'VARCHAR',
          length: 120,
          interface: 'text-input',
          width: 'half',
          sort: 3,
        },
        response: {data: subtitle},
        sdk: "const {data} = await client.createField('articles', {\n  field: 'subtitle',\n  type: 'string',\n  datatype: 'VARCHAR',\n  length: 120,\n  interface: 'text-input',\n  width: 'half',\n  sort: 3,\n});",
      },
    },
    {
      id: 'updateField',
      method: 'PATCH',
      path: '/:project/fields/:collection/:field',
      summary: 'Update a Field',
      anchor: 'update-a-field',
      description:
        'Changes the attributes you send. To give several fields the same values, list their names separated by commas; to send different values to each, PATCH an array of objects, each with its field name, to /:project/fields/:collection.',
      access: 'role',
      pathParams: [project, collection, fieldNames],
      body: fieldAttributes(false),
      query: ['meta'],
      returns: {
        kind: 'object',
        description: 'The updated field, or an array of fields for a batch.',
      },
      example: {
        path: '/thumper/fields/articles/subtitle',
        body: {note: 'One line under the headline', length: 160},
        response: {data: {...subtitle, note: 'One line under the headline', length: '160'}},
        sdk: "const {data} = await client.updateField('articles', 'subtitle', {\n  note: 'One line under the headline',\n  length: 160,\n});",
      },
    },
    {
      id: 'deleteField',
      method: 'DELETE',
      path: '/:project/fields/:collection/:field',
      summary: 'Delete a Field',
      anchor: 'delete-a-field',
      description:
        'Drops the column with every value in it, removes the field’s directus_fields row and removes or updates its relation, if it had one.',
      access: 'role',
      pathParams: [project, collection, fieldName],
      extraQuery: [
        {
          name: 'delete_junction',
          type: 'string',
          description:
            'For a many-to-many field: also drop the junction collection’s table, with its data (admins only). Any value counts, even 0; leave it out to keep the table.',
        },
      ],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {
        path: '/thumper/fields/articles/subtitle',
        sdk: "await client.deleteField('articles', 'subtitle');",
      },
    },
  ],
} as const satisfies Resource;
