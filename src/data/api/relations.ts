import type {Attribute, Resource} from './types';
import {primaryKey, project} from './pathParams';

const authorRelation = {
  id: 14,
  collection_many: 'articles',
  field_many: 'author',
  collection_one: 'writers',
  field_one: 'articles',
  junction_field: null,
};

const tagsRelation = {
  id: 15,
  collection_many: 'articles_tags',
  field_many: 'articles_id',
  collection_one: 'articles',
  field_one: 'tags',
  junction_field: 'tags_id',
};

function relationAttributes(creating: boolean): Attribute[] {
  return [
    {
      name: 'collection_many',
      type: 'string',
      description: 'The collection on the many side: the one whose field stores the foreign key.',
      required: creating,
    },
    {
      name: 'field_many',
      type: 'string',
      description: 'The field of collection_many that stores the primary key of the related item.',
      required: creating,
    },
    {
      name: 'collection_one',
      type: 'string',
      description:
        'The collection on the one side: the one the foreign key points to. A single create or update refuses directus_activity, directus_collections, directus_fields and directus_relations; a batch (an array body, or several ids in the path) does not check.',
    },
    {
      name: 'field_one',
      type: 'string',
      description:
        'The alias field of collection_one that lists the related items (the one-to-many side), if there is one.',
    },
    {
      name: 'junction_field',
      type: 'string',
      description:
        'For a many-to-many through a junction collection: the junction field that points to the other side.',
    },
  ];
}

export const relations = {
  id: 'relations',
  title: 'Relations',
  page: '/api/relations.html',
  object: {
    anchor: 'the-relation-object',
    name: 'relation',
    description:
      'A relation is a row of directus_relations: it tells Directus which field holds a foreign key and which collection it points to, so the API can nest related items and the app can show relational interfaces.',
    attributes: [
      {name: 'id', type: 'integer', description: 'Primary key of the relation.'},
      {
        name: 'collection_many',
        type: 'string',
        description: 'The collection whose field stores the foreign key (the many side).',
      },
      {
        name: 'field_many',
        type: 'string',
        description:
          'The field of collection_many that holds the foreign key (up to 45 characters).',
      },
      {
        name: 'collection_one',
        type: 'string',
        description: 'The collection the foreign key points to (the one side).',
        nullable: true,
      },
      {
        name: 'field_one',
        type: 'string',
        description:
          'The alias field on collection_one that lists the related items; null when that side has no field.',
        nullable: true,
      },
      {
        name: 'junction_field',
        type: 'string',
        description:
          'In a many-to-many, the field of the junction collection that points to the other side; null otherwise.',
        nullable: true,
      },
    ],
    example: authorRelation,
  },
  operations: [
    {
      id: 'listRelations',
      method: 'GET',
      path: '/:project/relations',
      summary: 'List the Relations',
      anchor: 'list-the-relations',
      description:
        'Returns the relations the token may read, system relations included. Filter on collection_many or collection_one to get the relations of one collection.',
      access: 'role',
      pathParams: [project],
      query: ['fields', 'limit', 'offset', 'page', 'sort', 'single', 'filter', 'q', 'meta'],
      returns: {kind: 'objects', description: 'An array of relation objects.'},
      example: {
        path: '/thumper/relations?filter[collection_many][eq]=articles',
        response: {data: [authorRelation]},
        sdk: "const {data} = await client.getRelations({\n  filter: {collection_many: {eq: 'articles'}},\n});",
      },
    },
    {
      id: 'getRelation',
      method: 'GET',
      path: '/:project/relations/:id',
      summary: 'Retrieve a Relation',
      anchor: 'retrieve-a-relation',
      description:
        'Returns one relation by its id. Give several ids separated by commas to get an array of them.',
      access: 'role',
      pathParams: [project, primaryKey('relation', true)],
      query: ['fields', 'meta'],
      returns: {
        kind: 'object',
        description: 'The relation, or an array of relations when you asked for several ids.',
      },
      example: {
        path: '/thumper/relations/14',
        response: {data: authorRelation},
        sdk: "const {data} = await client.getItem('directus_relations', 14);",
      },
    },
    {
      id: 'createRelation',
      method: 'POST',
      path: '/:project/relations',
      summary: 'Create a Relation',
      anchor: 'create-a-relation',
      description:
        'Saves a new relation. Send an array of objects instead of one object to create several relations in one request.',
      access: 'role',
      pathParams: [project],
      body: relationAttributes(true),
      query: ['fields', 'meta', 'activity_skip', 'comment'],
      returns: {
        kind: 'object',
        description: 'The new relation (an array of them for a batch).',
      },
      example: {
        path: '/thumper/relations',
        body: {
          collection_many: 'articles_tags',
          field_many: 'articles_id',
          collection_one: 'articles',
          field_one: 'tags',
          junction_field: 'tags_id',
        },
        response: {data: tagsRelation},
        sdk: "const {data} = await client.createRelation({\n  collection_many: 'articles_tags',\n  field_many: 'articles_id',\n  collection_one: 'articles',\n  field_one: 'tags',\n  junction_field: 'tags_id',\n});",
      },
    },
    {
      id: 'updateRelation',
      method: 'PATCH',
      path: '/:project/relations/:id',
      summary: 'Update a Relation',
      anchor: 'update-a-relation',
      description:
        'Changes the attributes you send. List several ids separated by commas to give those relations the same values.',
      access: 'role',
      pathParams: [project, primaryKey('relation', true)],
      body: relationAttributes(false),
      query: ['fields', 'meta', 'activity_skip', 'comment'],
      returns: {
        kind: 'object',
        description: 'The updated relation, or an array of relations for several ids.',
      },
      example: {
        path: '/thumper/relations/14',
        body: {field_one: 'articles'},
        response: {data: authorRelation},
        sdk: "const {data} = await client.updateRelation(14, {field_one: 'articles'});",
      },
    },
    {
      id: 'deleteRelation',
      method: 'DELETE',
      path: '/:project/relations/:id',
      summary: 'Delete a Relation',
      anchor: 'delete-a-relation',
      description:
        'Deletes the relation, or several when you list their ids separated by commas. The fields and their data stay; only the link between them is forgotten.',
      access: 'role',
      pathParams: [project, primaryKey('relation', true)],
      query: ['activity_skip', 'comment'],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {
        path: '/thumper/relations/15',
        sdk: "await client.deleteItem('directus_relations', 15);",
      },
    },
  ],
} as const satisfies Resource;
