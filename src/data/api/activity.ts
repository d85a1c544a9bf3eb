import type {Attribute, Resource} from './types';
import {primaryKey, project} from './pathParams';

/** An update of an article by the user editor@example.com (id 3). */
const update = {
  id: 311,
  action: 'update',
  action_by: 3,
  action_on: '2020-03-16T09:41:07+00:00',
  ip: '203.0.113.24',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:74.0) Gecko/20100101 Firefox/74.0',
  collection: 'articles',
  item: '12',
  edited_on: null,
  comment: null,
  comment_deleted_on: null,
};

/** A comment on the same article. */
const comment = {
  ...update,
  id: 318,
  action: 'comment',
  action_on: '2020-03-16T10:02:55+00:00',
  comment: 'Can someone check the opening hours in the second paragraph?',
};

const listQuery = [
  'fields',
  'limit',
  'offset',
  'page',
  'sort',
  'single',
  'filter',
  'q',
  'meta',
] as const;

const commentText: Attribute = {
  name: 'comment',
  type: 'string',
  description: 'The text of the comment.',
};

export const activity = {
  id: 'activity',
  title: 'Activity',
  page: '/api/activity.html',
  object: {
    anchor: 'the-activity-object',
    name: 'activity',
    description:
      'One record of the directus_activity collection: something a user did to an item (created, updated, deleted, uploaded, logged in…) or a comment left on an item.',
    attributes: [
      {name: 'id', type: 'integer', description: 'Primary key of the activity record.'},
      {
        name: 'action',
        type: 'string',
        description:
          'What happened: create, update, delete, soft-delete, revert, upload, comment, authenticate, invalid-credentials or status-update.',
      },
      {
        name: 'action_by',
        type: 'integer',
        description:
          'The id of the user who did it; 0 when the request came without a user (the public role).',
      },
      {
        name: 'action_on',
        type: 'string',
        description: 'When it happened (ISO 8601 date and time).',
      },
      {
        name: 'ip',
        type: 'string',
        description:
          'The IP address the request came from; localhost for requests from 127.0.0.1 or ::1.',
      },
      {
        name: 'user_agent',
        type: 'string',
        description: 'The User-Agent header of the request (the browser or client used).',
      },
      {
        name: 'collection',
        type: 'string',
        description: 'The collection of the item the action applied to.',
      },
      {
        name: 'item',
        type: 'string',
        description:
          'The primary key of the item the action applied to, always as a string, even for numeric keys.',
      },
      {
        name: 'edited_on',
        type: 'string',
        nullable: true,
        description: 'When the comment was last edited; only comments are ever edited.',
      },
      {
        name: 'comment',
        type: 'string',
        nullable: true,
        description:
          'For a comment, its text. For other actions, the comment query parameter sent with the change, if any.',
      },
      {
        name: 'comment_deleted_on',
        type: 'string',
        nullable: true,
        description: 'When the comment was deleted; the record itself stays.',
      },
    ],
    example: update,
  },
  operations: [
    {
      id: 'listActivity',
      method: 'GET',
      path: '/:project/activity',
      summary: 'List Activity Actions',
      anchor: 'list-activity-actions',
      description:
        'Returns the activity records the token may read, comments included. Filter on `collection` and `item` to get the history of one item, or on `action` to get one kind of event.',
      access: 'role',
      pathParams: [project],
      query: listQuery,
      returns: {kind: 'objects', description: 'An array of activity records.'},
      example: {
        path: '/thumper/activity?filter[collection][eq]=articles&filter[item][eq]=12&sort=-action_on&limit=2',
        response: {data: [comment, update]},
        sdk: "const {data} = await client.getActivity({\n  filter: {collection: {eq: 'articles'}, item: {eq: '12'}},\n  sort: '-action_on',\n  limit: 2,\n});",
      },
    },
    {
      id: 'getActivity',
      method: 'GET',
      path: '/:project/activity/:id',
      summary: 'Retrieve an Activity Action',
      anchor: 'retrieve-an-activity-action',
      description:
        'Returns one activity record by its id. Give several ids separated by commas to get an array of them.',
      access: 'role',
      pathParams: [project, primaryKey('activity record', true)],
      query: ['fields', 'meta'],
      returns: {
        kind: 'object',
        description: 'The activity record, or an array of them when you asked for several ids.',
      },
      example: {
        path: '/thumper/activity/311',
        response: {data: update},
        sdk: "const {data} = await client.getItem('directus_activity', 311);",
      },
    },
    {
      id: 'createComment',
      method: 'POST',
      path: '/:project/activity/comment',
      summary: 'Create a Comment',
      anchor: 'create-a-comment',
      description:
        'Adds a comment to an item: the API stores it as an activity record with the action `comment`, and fills in who, when, the IP address and the user agent itself.',
      access: 'role',
      pathParams: [project],
      body: [
        {
          name: 'collection',
          type: 'string',
          required: true,
          description: 'The collection of the item you comment on.',
        },
        {
          name: 'item',
          type: 'string',
          required: true,
          description: 'The primary key of the item you comment on; the item must exist.',
        },
        commentText,
      ],
      query: ['meta'],
      returns: {kind: 'object', description: 'The new comment’s activity record.'},
      example: {
        path: '/thumper/activity/comment',
        body: {collection: 'articles', item: 12, comment: comment.comment},
        response: {data: comment},
      },
    },
    {
      id: 'updateComment',
      method: 'PATCH',
      path: '/:project/activity/comment/:id',
      summary: 'Update a Comment',
      anchor: 'update-a-comment',
      description:
        'Replaces the text of a comment and sets its `edited_on` date. Only the comment text can change.',
      access: 'role',
      pathParams: [project, primaryKey('comment’s activity record')],
      body: [{...commentText, required: true, description: 'The new text of the comment.'}],
      query: ['meta'],
      returns: {kind: 'object', description: 'The comment’s updated activity record.'},
      example: {
        path: '/thumper/activity/comment/318',
        body: {comment: 'Fixed the opening hours, thanks.'},
        response: {
          data: {
            ...comment,
            edited_on: '2020-03-16T10:20:31+00:00',
            comment: 'Fixed the opening hours, thanks.',
          },
        },
      },
    },
    {
      id: 'deleteComment',
      method: 'DELETE',
      path: '/:project/activity/comment/:id',
      summary: 'Delete a Comment',
      anchor: 'delete-a-comment',
      description:
        'Marks a comment as deleted by setting its `comment_deleted_on` date. The activity record is kept.',
      access: 'role',
      pathParams: [project, primaryKey('comment’s activity record')],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {path: '/thumper/activity/comment/318'},
    },
  ],
} as const satisfies Resource;
