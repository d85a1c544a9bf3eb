/**
 * The generated examples run: every operation's curl example (real curl),
 * fetch example (Node) and SDK example (@directus/sdk-js 6.3.0) is sent to a
 * local stand-in for the API, with only the base URL changed. Each must send
 * the request the data describes (method, path, query, body), so the tabs of
 * one operation send the same request.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {resources} from '@site/src/data/api';
import {accessToken, resetToken} from '@site/src/data/api/authentication';
import {exampleConventions} from '@site/src/data/api/conventions';
import type {Operation} from '@site/src/data/api/types';
import {curlFor, fetchFor, successStatus} from '@site/src/utils/apiExamples';
import {runScript, runShell} from '../support/runExamples';
import {sdkClientFor} from '../support/sdkClient';
import {
  queryPairs,
  startStandInApi,
  type Answer,
  type SentBody,
  type SentRequest,
  type StandInApi,
} from '../support/standInApi';

/**
 * No operation of the API updates with a bracketed query, so one is made up
 * here: its curl example must keep the query in the URL with `-g`.
 */
const patchWithFilterQuery: Operation = {
  id: 'madeUpPatchWithFilterQuery',
  method: 'PATCH',
  path: '/:project/items/:collection',
  summary: 'A made-up update with a filter in its query',
  anchor: 'made-up',
  description: 'For this test only.',
  access: 'user',
  returns: {kind: 'empty', description: 'Nothing.'},
  example: {
    path: '/thumper/items/articles?filter[status][eq]=draft',
    body: {status: 'published'},
  },
};

const operations = [...resources.flatMap((resource) => resource.operations), patchWithFilterQuery];

/** What the stand-in keeps of a request to compare it with the data. */
type Comparable = Pick<SentRequest, 'method' | 'path' | 'query' | 'body'>;

/** The content of a file an example uploads (`@name` in its form). */
function fileContent(name: string): string {
  return `the bytes of ${name}`;
}

/** The files an operation's form uploads, by name: curl reads them from its folder. */
function uploads(operation: Operation): Record<string, string> {
  return Object.fromEntries(
    Object.values(operation.example.form ?? {})
      .filter((value) => value.startsWith('@'))
      .map((value) => [value.slice(1), fileContent(value.slice(1))]),
  );
}

function expectedBody(operation: Operation): SentBody {
  const {body, form} = operation.example;
  if (body !== undefined) return {kind: 'json', value: body};
  if (form === undefined) return {kind: 'none'};
  return {
    kind: 'form',
    fields: Object.fromEntries(
      Object.entries(form).map(([name, value]) => [
        name,
        value.startsWith('@')
          ? {filename: value.slice(1), content: fileContent(value.slice(1))}
          : value,
      ]),
    ),
  };
}

/** The request the data describes. */
function expectedRequest(operation: Operation): Comparable {
  const [path = '', query = ''] = operation.example.path.split(/\?(.*)/s);
  return {
    method: operation.method,
    path,
    query: queryPairs(query),
    body: expectedBody(operation),
  };
}

/** What the API would answer: the success status and the example response, or bytes of its type. */
function answerFor(operation: Operation): Answer {
  const {returns, example} = operation;
  const status = successStatus(returns);
  const contentType = returns.kind === 'other' ? returns.contentType : undefined;
  if (example.response !== undefined) {
    return {
      status,
      contentType: contentType ?? 'application/json',
      body: JSON.stringify(example.response),
    };
  }
  if (returns.kind === 'empty') return {status};
  return {status, contentType: contentType ?? 'application/octet-stream', body: 'stand-in body'};
}

function isEmptyJsonObject(body: SentBody): boolean {
  return (
    body.kind === 'json' &&
    typeof body.value === 'object' &&
    body.value !== null &&
    !Array.isArray(body.value) &&
    Object.keys(body.value).length === 0
  );
}

/**
 * The request as the API reads it. The SDK sends `{}` where a call has no
 * body (the default of api.post and api.patch, src/API.ts#L142-L151, and the
 * `data` of its extension and ping calls, src/SDK.ts#L273-L291 and #L914);
 * the API reads an empty JSON object as no parameters, and a browser sends no
 * body with a GET. So `{}` counts as no body.
 */
function comparable({method, path, query, body}: SentRequest): Comparable {
  return {method, path, query, body: isEmptyJsonObject(body) ? {kind: 'none'} : body};
}

/** Whether the tabs send the reader's token in the Authorization header. */
function sendsToken(operation: Operation): boolean {
  return ['role', 'user', 'admin'].includes(operation.access);
}

/** The file input of the fetch and SDK examples, holding the file curl uploads. */
function fileInputFor(operation: Operation): {readonly files: readonly File[]} {
  return {
    files: Object.entries(uploads(operation)).map(
      ([name, content]) => new File([content], name, {type: 'image/jpeg'}),
    ),
  };
}

let standIn: StandInApi;

beforeAll(async () => {
  standIn = await startStandInApi();
});

afterAll(async () => {
  await standIn.close();
});

/** Rewrites the examples' base URL to the stand-in's, and fails if the example has none. */
function toStandIn(code: string): string {
  expect(code).toContain(exampleConventions.baseUrl);
  return code.replaceAll(exampleConventions.baseUrl, standIn.baseUrl);
}

describe.each(operations.map((operation) => [operation.id, operation] as const))(
  '%s',
  (_id, operation) => {
    const expected = expectedRequest(operation);
    const authorization = sendsToken(operation) ? `Bearer ${accessToken}` : undefined;

    it('curl sends the request of the data', async () => {
      let run = {status: -1, stderr: ''};
      const sent = await standIn.record(answerFor(operation), async () => {
        run = await runShell(curlFor(operation), {
          standInUrl: standIn.baseUrl,
          variables: {TOKEN: accessToken},
          files: uploads(operation),
        });
      });
      expect(run, run.stderr).toEqual({status: 0, stderr: ''});
      expect(sent.map(comparable)).toEqual([expected]);
      expect(sent[0]?.authorization).toBe(authorization);
    });

    it('fetch sends the same request', async () => {
      const sent = await standIn.record(answerFor(operation), () =>
        runScript(toStandIn(fetchFor(operation)), {
          token: accessToken,
          fileInput: fileInputFor(operation),
        }),
      );
      expect(sent.map(comparable)).toEqual([expected]);
      expect(sent[0]?.authorization).toBe(authorization);
    });

    const {sdk} = operation.example;
    if (sdk !== undefined) {
      it('the SDK sends the same request', async () => {
        const {client, close} = sdkClientFor(standIn.baseUrl, accessToken);
        try {
          const sent = await standIn.record(answerFor(operation), () =>
            runScript(sdk, {
              client,
              token: accessToken,
              resetToken,
              fileInput: fileInputFor(operation),
            }),
          );
          expect(sent.map(comparable)).toEqual([expected]);
          if (authorization !== undefined) {
            expect(sent[0]?.authorization).toBe(authorization);
          }
        } finally {
          close();
        }
      });
    }
  },
);
