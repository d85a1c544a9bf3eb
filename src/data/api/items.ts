import type {Attribute, Resource} from './types';
import {collection, primaryKey, project, revisionOffset} from './pathParams';

/** Items follow the collection's own fields: the reference uses an `articles` collection. */
const article = {
  id: 12,
  status: 'published',
  title: 'Moving our shop to Directus',
  body: 'We finished the migration on Monday.',
  author: 3,
  published_on: '2020-03-16',
};

const itemFields: readonly Attribute[] = [
  {
    name: '<field>',
    type: 'any',
    description:
      'One attribute per field of the collection, in the format of its field type. Fields you leave out get their default (create) or keep their value (update), except the fields the API fills itself: see the operation’s notes.',
  },
];

const revision = {
  id: 88,
  activity: 311,
  collection: 'articles',
  item: '12',
  data: {...article, title: 'Moving our shop'},
  delta: {title: 'Moving our shop'},
  parent_collection: null,
  parent_item: null,
  parent_changed: false,
};

export const items = {
  id: 'items',
  title: 'Items',
  page: '/api/items.html',
  object: {
    anchor: 'the-item-object',
    name: 'item',
    description:
      'An item is one row of a collection. It has no fixed shape: its attributes are the fields of its collection. The examples use an articles collection with id, status, title, body, author and published_on fields.',
    attributes: [],
    example: article,
  },
  operations: [
    {
      id: 'listItems',
      method: 'GET',
      path: '/:project/items/:collection',
      summary: 'List the Items',
      anchor: 'list-the-items',
      description:
        'Returns the items of a collection that the token may read, in pages of `limit` items. Filter, search and sort them with the query parameters.',
      access: 'role',
      pathParams: [project, collection],
      query: [
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
      ],
      returns: {
        kind: 'objects',
        description: 'An array of items, or one item when `single` is set.',
      },
      example: {
        path: '/thumper/items/articles?filter[status][eq]=published&sort=-published_on&limit=1&meta=total_count',
        response: {data: [article], meta: {total_count: 27}},
        sdk: "const {data, meta} = await client.getItems('articles', {\n  filter: {status: {eq: 'published'}},\n  sort: '-published_on',\n  limit: 1,\n  meta: 'total_count',\n});",
      },
    },
    {
      id: 'getItem',
      method: 'GET',
      path: '/:project/items/:collection/:id',
      summary: 'Retrieve an Item',
      anchor: 'retrieve-an-item',
      description:
        'Returns one item by its primary key. Give several keys separated by commas to get an array of those items.',
      access: 'role',
      pathParams: [project, collection, primaryKey('item', true)],
      query: ['fields', 'meta'],
      returns: {
        kind: 'object',
        description: 'The item, or an array of items when you asked for several keys.',
      },
      example: {
        path: '/thumper/items/articles/12?fields=id,title,author',
        response: {data: {id: 12, title: article.title, author: 3}},
        sdk: "const {data} = await client.getItem('articles', 12, {fields: 'id,title,author'});",
      },
    },
    {
      id: 'createItem',
      method: 'POST',
      path: '/:project/items/:collection',
      summary: 'Create an Item',
      anchor: 'create-an-item',
      description:
        'Creates an item from the fields you send. Send an array of objects instead of one object to create several items in one request.',
      access: 'role',
      pathParams: [project, collection],
      body: itemFields,
      query: ['fields', 'meta', 'activity_skip', 'comment'],
      returns: {
        kind: 'object',
        description: 'The new item (an array of them for a batch), with its primary key.',
      },
      example: {
        path: '/thumper/items/articles',
        body: {status: 'draft', title: 'Spring opening hours', author: 3},
        response: {
          data: {
            id: 13,
            status: 'draft',
            title: 'Spring opening hours',
            body: null,
            author: 3,
            published_on: null,
          },
        },
        sdk: "const {data} = await client.createItem('articles', {\n  status: 'draft',\n  title: 'Spring opening hours',\n  author: 3,\n});",
      },
    },
    {
      id: 'updateItem',
      method: 'PATCH',
      path: '/:project/items/:collection/:id',
      summary: 'Update an Item',
      anchor: 'update-an-item',
      description:
        'Changes the fields you send and leaves the others as they are. To give several items the same values, list their keys separated by commas; to send different values to each, PATCH an array of objects, each with its primary key, to /:project/items/:collection.',
      access: 'role',
      pathParams: [project, collection, primaryKey('item', true)],
      body: itemFields,
      query: ['fields', 'meta', 'activity_skip', 'comment'],
      returns: {kind: 'object', description: 'The updated item, or an array of items for a batch.'},
      example: {
        path: '/thumper/items/articles/13',
        body: {status: 'published', published_on: '2020-03-20'},
        response: {
          data: {
            id: 13,
            status: 'published',
            title: 'Spring opening hours',
            body: null,
            author: 3,
            published_on: '2020-03-20',
          },
        },
        sdk: "const {data} = await client.updateItem('articles', 13, {\n  status: 'published',\n  published_on: '2020-03-20',\n});",
      },
    },
    {
      id: 'deleteItem',
      method: 'DELETE',
      path: '/:project/items/:collection/:id',
      summary: 'Delete an Item',
      anchor: 'delete-an-item',
      description:
        'Deletes an item for good, or several when you list their keys separated by commas. To keep the row, set a soft-delete status instead.',
      access: 'role',
      pathParams: [project, collection, primaryKey('item', true)],
      query: ['activity_skip', 'comment'],
      addedSections: ['query'],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {
        path: '/thumper/items/articles/13,14',
        sdk: "await client.deleteItems('articles', [13, 14]);",
      },
    },
    {
      id: 'listItemRevisions',
      method: 'GET',
      path: '/:project/items/:collection/:id/revisions',
      summary: 'List Item Revisions',
      anchor: 'list-item-revisions',
      description:
        'Returns the saved versions of one item, oldest first, from the revisions collection: each holds the whole item (data) and what that change altered (delta).',
      access: 'role',
      pathParams: [project, collection, primaryKey('item')],
      // No `filter`: the service replaces it with the item's own (RevisionsService::findAllByItem).
      query: ['fields', 'limit', 'offset', 'page', 'sort', 'single', 'q', 'meta'],
      returns: {kind: 'other', description: 'An array of revision objects.'},
      example: {
        path: '/thumper/items/articles/12/revisions?limit=1',
        response: {data: [revision]},
        sdk: "const {data} = await client.getItemRevisions('articles', 12, {limit: 1});",
      },
    },
    {
      id: 'getItemRevision',
      method: 'GET',
      path: '/:project/items/:collection/:id/revisions/:offset',
      summary: 'Retrieve an Item Revision',
      anchor: 'retrieve-an-item-revision',
      description:
        'Returns one revision of an item by its position in the item’s history: 0 is the oldest revision, 1 the next, and so on.',
      access: 'role',
      pathParams: [project, collection, primaryKey('item'), revisionOffset],
      query: ['fields', 'meta'],
      returns: {kind: 'other', description: 'One revision object.'},
      example: {path: '/thumper/items/articles/12/revisions/0', response: {data: revision}},
    },
    {
      id: 'revertItem',
      method: 'PATCH',
      path: '/:project/items/:collection/:id/revert/:revision',
      summary: 'Revert to a Given Revision',
      anchor: 'revert-to-a-given-revision',
      description:
        'Writes every column of the given revision’s data back into the item, owner included. The revision must belong to this item.',
      // The VuePress page listed body attributes here; the route reads none.
      oldAnchors: ['attributes-2'],
      access: 'role',
      pathParams: [
        project,
        collection,
        primaryKey('item'),
        {
          name: 'revision',
          type: 'integer',
          description: 'The id of the revision to return to (directus_revisions.id).',
        },
      ],
      query: ['fields', 'meta'],
      returns: {kind: 'object', description: 'The item as it is after the revert.'},
      example: {
        path: '/thumper/items/articles/12/revert/88',
        response: {data: revision.data},
        sdk: "await client.revert('articles', 12, 88);",
      },
    },
  ],
} as const satisfies Resource;
