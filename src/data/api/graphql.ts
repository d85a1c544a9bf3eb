import type {Resource} from './types';
import {project} from './pathParams';

export const graphql = {
  id: 'graphql',
  title: 'GraphQL',
  page: '/api/graphql.html',
  operations: [
    {
      id: 'runGraphqlQuery',
      method: 'POST',
      path: '/:project/gql',
      summary: 'Run a Query',
      anchor: 'run-a-query',
      description:
        'Runs a GraphQL query against the project’s schema, built from its collections and fields, and returns the result in the GraphQL response format.',
      access: 'admin',
      pathParams: [project],
      body: [
        {
          name: 'query',
          type: 'string',
          required: true,
          description: 'The GraphQL query document.',
        },
        {
          name: 'variables',
          type: 'object',
          description: 'Values for the variables the query declares.',
        },
      ],
      returns: {
        kind: 'other',
        description:
          'The result under `data`, or GraphQL `errors` (each with a `message`) when the query is invalid.',
      },
      example: {
        path: '/thumper/gql',
        body: {
          query:
            'query ($limit: Int) { articles(limit: $limit, filter: {status_eq: "published"}) { data { id title published_on } meta { total_count } } }',
          variables: {limit: 2},
        },
        response: {
          data: {
            articles: {
              data: [
                {id: '12', title: 'Moving our shop to Directus', published_on: '2020-03-16'},
                {id: '13', title: 'Spring opening hours', published_on: '2020-03-20'},
              ],
              meta: {total_count: 27},
            },
          },
        },
      },
    },
  ],
} as const satisfies Resource;
