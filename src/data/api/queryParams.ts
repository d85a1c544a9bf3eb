/**
 * The global query parameters of the API, each documented on its own page
 * (/api/query/<name>.html). Operations list the ones they accept by name.
 */
import type {ValueType} from './types';

export const queryParamNames = [
  'fields',
  'filter',
  'limit',
  'offset',
  'page',
  'sort',
  'single',
  'status',
  'meta',
  'q',
  'activity_skip',
  'comment',
] as const;

export type QueryParamName = (typeof queryParamNames)[number];

export type QueryParam = {
  readonly name: QueryParamName;
  readonly type: ValueType;
  /** One sentence: what it does. */
  readonly summary: string;
  /** The value used when it is left out, as the reference shows it. */
  readonly default?: string;
};

export const queryParams: Readonly<Record<QueryParamName, QueryParam>> = {
  fields: {
    name: 'fields',
    type: 'string',
    summary:
      'Which fields to return, comma-separated; dot notation and * reach into related items.',
    default: '*',
  },
  filter: {
    name: 'filter',
    type: 'object',
    summary:
      'Only return the items that match these conditions, such as filter[status][eq]=published.',
  },
  limit: {
    name: 'limit',
    type: 'integer',
    summary: 'How many items to return at most; -1 returns all of them.',
    default: 'the project setting default_limit (200 after install)',
  },
  offset: {
    name: 'offset',
    type: 'integer',
    summary: 'How many items to skip before the first one returned.',
    default: '0',
  },
  page: {
    name: 'page',
    type: 'integer',
    summary: 'Which page of limit items to return; works only with limit, and offset wins over it.',
    default: '1',
  },
  sort: {
    name: 'sort',
    type: 'string',
    summary: 'Fields to sort by, comma-separated; a leading - sorts descending, ? sorts at random.',
    default: 'the sort field, else the primary key',
  },
  single: {
    name: 'single',
    type: 'boolean',
    summary: 'Return the first match as an object instead of an array (forces limit to 1).',
    default: 'false',
  },
  status: {
    name: 'status',
    type: 'string',
    summary: 'Only return items with these status values, comma-separated; * returns every status.',
    default: 'every status that is not soft-deleted',
  },
  meta: {
    name: 'meta',
    type: 'string',
    summary:
      'Counts and other metadata to add to the response, such as the total number of items (total_count); comma-separated keys, or * for all.',
  },
  q: {
    name: 'q',
    type: 'string',
    summary:
      'Only return items where a text or number field, or one of an item related through a one-to-many field, contains this string.',
  },
  activity_skip: {
    name: 'activity_skip',
    type: 'integer',
    summary: 'Set to 1 to leave this change out of the activity log.',
    default: '0',
  },
  comment: {
    name: 'comment',
    type: 'string',
    summary: 'A comment saved with the change in the activity log.',
  },
};

/** The page that documents a query parameter. */
export function queryParamPage(name: QueryParamName): string {
  return `/api/query/${name}.html`;
}
