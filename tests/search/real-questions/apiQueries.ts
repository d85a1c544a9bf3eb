import type {RealQuestion} from './types';

/**
 * Fresh Directus 8 questions on calling the API for data: filters, fields and
 * nested data, sort and pagination, nested writes, translations, revisions, the
 * relations and collections endpoints, GraphQL and the JS SDK, from
 * directus/v8-archive, directus/app, directus/directus (pre-v9) and
 * directus/sdk-js issues not used elsewhere in this corpus, in the order they
 * were found. A few issues give two questions in different words.
 */
export const questions: readonly RealQuestion[] = [
  {
    query: 'API get rows by filters',
    source: 'https://github.com/directus/v8-archive/issues/365',
    expected: '/api/query/filter.html#filtering',
  },
  {
    query: 'findOne items service custom endpoint',
    source: 'https://github.com/directus/v8-archive/issues/1950',
    expected: '/extensions/custom-endpoints.html#using-directus',
  },
  {
    query: 'items service params filter operators',
    source: 'https://github.com/directus/v8-archive/issues/1950',
    expected: '/extensions/custom-endpoints.html#using-directus',
    also: ['/api/query/filter.html#operators'],
  },
  {
    query: 'get only the translation language i need',
    source: 'https://github.com/directus/directus/issues/2027',
    expected: '/api/query/fields.html#lang',
  },
  {
    query: 'filter translations by language',
    source: 'https://github.com/directus/directus/issues/2027',
    expected: '/api/query/fields.html#lang',
  },
  {
    query: 'create item m2m field internal server error',
    source: 'https://github.com/directus/v8-archive/issues/1157',
    expected: '/api/items.html#nested-writes',
  },
  {
    query: 'created collection with sdk must click manage',
    source: 'https://github.com/directus/sdk-js/issues/117',
    expected: '/api/collections.html#create-a-collection',
  },
  {
    query: 'single file field returns only file id',
    source: 'https://github.com/directus/directus/issues/2292',
    expected:
      '/getting-started/troubleshooting.html#why-is-my-relational-data-file-only-returning-an-id',
    also: ['/api/query/fields.html#syntax'],
  },
  {
    query: 'get related collection of many-to-one field',
    source: 'https://github.com/directus/v8-archive/issues/815',
    expected: '/api/relations.html#list-the-relations',
    also: ['/api/relations.html#the-relation-object'],
  },
  {
    query: 'getRelations by collection',
    source: 'https://github.com/directus/v8-archive/issues/815',
    expected: '/api/relations.html#list-the-relations',
    also: ['/guides/js-sdk.html#relations'],
  },
  {
    query: 'what datatypes does q search',
    source: 'https://github.com/directus/v8-archive/issues/97',
    expected: '/api/query/q.html#syntax',
  },
  {
    query: 'item api cannot get relational data',
    source: 'https://github.com/directus/v8-archive/issues/1825',
    expected:
      '/getting-started/troubleshooting.html#why-is-my-relational-data-file-only-returning-an-id',
    also: ['/api/query/fields.html#syntax'],
  },
  {
    query: 'm2m data not returned getItems',
    source: 'https://github.com/directus/v8-archive/issues/701',
    expected: '/api/query/fields.html#syntax',
    also: [
      '/getting-started/troubleshooting.html#why-is-my-relational-data-file-only-returning-an-id',
    ],
  },
  {
    query: 'join two tables into one collection',
    source: 'https://github.com/directus/v8-archive/issues/1536',
    expected: '/guides/relationships.html#one-to-many',
    also: ['/guides/relationships.html#many-to-one'],
  },
  {
    query: 'pagination for queries with filters',
    source: 'https://github.com/directus/v8-archive/issues/673',
    expected: '/api/query/meta.html#options',
    also: ['/api/query/page.html#syntax'],
  },
  {
    query: 'lang parameter not returning translations',
    source: 'https://github.com/directus/v8-archive/issues/2019',
    expected: '/api/query/fields.html#lang',
  },
  {
    query: 'fetching translated article lang param',
    source: 'https://github.com/directus/v8-archive/issues/601',
    expected: '/api/query/fields.html#lang',
  },
  {
    query: 'change o2m by patching items',
    source: 'https://github.com/directus/v8-archive/issues/2041',
    expected: '/api/items.html#nested-writes',
  },
  {
    query: 'API order by random',
    source: 'https://github.com/directus/v8-archive/issues/402',
    expected: '/api/query/sort.html#syntax',
  },
  {
    query: 'filter nested items by status',
    source: 'https://github.com/directus/v8-archive/issues/1371',
    expected: '/api/query/filter.html#relational-filters',
  },
  {
    query: 'published authors with only published books',
    source: 'https://github.com/directus/v8-archive/issues/1371',
    expected: '/api/query/filter.html#relational-filters',
  },
  {
    query: 'sort by field in graphql',
    source: 'https://github.com/directus/v8-archive/issues/1802',
    expected: '/api/graphql.html#arguments',
  },
  {
    query: 'graphql order posts by created_on',
    source: 'https://github.com/directus/v8-archive/issues/1802',
    expected: '/api/graphql.html#arguments',
  },
  {
    query: 'created by field returns only user id',
    source: 'https://github.com/directus/v8-archive/issues/546',
    expected:
      '/getting-started/troubleshooting.html#why-is-my-relational-data-file-only-returning-an-id',
    also: ['/api/query/fields.html#syntax'],
  },
  {
    query: 'restore previous revisions',
    source: 'https://github.com/directus/app/issues/756',
    expected: '/guides/user-guide.html#reverting',
    also: ['/api/items.html#revert-to-a-given-revision', '/guides/accountability.html#revert'],
  },
];
