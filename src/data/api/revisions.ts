import type {Resource} from './types';
import {primaryKey, project} from './pathParams';

/** The revision written when editor@example.com retitled article 12 (activity 311). */
const revision = {
  id: 88,
  activity: 311,
  collection: 'articles',
  item: '12',
  data: {
    id: '12',
    status: 'published',
    title: 'Moving our shop',
    body: 'We finished the migration on Monday.',
    author: '3',
    published_on: '2020-03-16',
  },
  delta: {title: 'Moving our shop'},
  parent_collection: null,
  parent_item: null,
  parent_changed: false,
};

export const revisions = {
  id: 'revisions',
  title: 'Revisions',
  page: '/api/revisions.html',
  object: {
    anchor: 'the-revision-object',
    name: 'revision',
    description:
      'One record of the directus_revisions collection: the state of an item after one change, linked to the activity record of that change.',
    attributes: [
      {name: 'id', type: 'integer', description: 'Primary key of the revision.'},
      {
        name: 'activity',
        type: 'integer',
        description: 'The id of the activity record of the change that produced this revision.',
      },
      {name: 'collection', type: 'string', description: 'The collection of the changed item.'},
      {
        name: 'item',
        type: 'string',
        description: 'The primary key of the changed item, as a string.',
      },
      {
        name: 'data',
        type: 'object',
        description:
          'The whole item as it was right after the change. The API does not convert its numbers as it does in item responses, so they can come as strings, such as `"12"`.',
      },
      {
        name: 'delta',
        type: 'object',
        nullable: true,
        description: 'Only the fields this change set, with their new values.',
      },
      {
        name: 'parent_collection',
        type: 'string',
        nullable: true,
        description:
          'When the item was saved through a relational field of another item, the collection of that parent item.',
      },
      {
        name: 'parent_item',
        type: 'string',
        nullable: true,
        description:
          'When the item was saved through a parent item, the primary key of the parent.',
      },
      {
        name: 'parent_changed',
        type: 'boolean',
        nullable: true,
        description:
          'When the item was saved through a parent item, whether the parent changed too.',
      },
    ],
    example: revision,
  },
  operations: [
    {
      id: 'listRevisions',
      method: 'GET',
      path: '/:project/revisions',
      summary: 'List the Revisions',
      anchor: 'list-the-revisions',
      description:
        'Returns the revisions of every collection, including collections the token may not read: only the read permission on directus_revisions applies. Filter on `collection` and `item` to follow one item, or on `activity` to find the revision of one logged change.',
      access: 'role',
      pathParams: [project],
      query: ['fields', 'limit', 'offset', 'page', 'sort', 'single', 'filter', 'q', 'meta'],
      returns: {kind: 'objects', description: 'An array of revisions.'},
      example: {
        path: '/thumper/revisions?filter[collection][eq]=articles&sort=-id&limit=1',
        response: {data: [revision]},
        sdk: "const {data} = await client.getItems('directus_revisions', {\n  filter: {collection: {eq: 'articles'}},\n  sort: '-id',\n  limit: 1,\n});",
      },
    },
    {
      id: 'getRevision',
      method: 'GET',
      path: '/:project/revisions/:id',
      summary: 'Retrieve a Revision',
      anchor: 'retrieve-a-revision',
      description:
        'Returns one revision by its id. Give several ids separated by commas to get an array of them.',
      access: 'role',
      pathParams: [project, primaryKey('revision', true)],
      query: ['fields', 'meta'],
      returns: {
        kind: 'object',
        description: 'The revision, or an array of them when you asked for several ids.',
      },
      example: {
        path: '/thumper/revisions/88?fields=id,activity,item,delta',
        response: {data: {id: 88, activity: 311, item: '12', delta: revision.delta}},
        sdk: "const {data} = await client.getItem('directus_revisions', 88, {\n  fields: 'id,activity,item,delta',\n});",
      },
    },
  ],
} as const satisfies Resource;
