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
import {curlFor, fetchFor} from '@site/src/utils/apiExamples';
import {runScript, runShell} from '../support/runExamples';
import {sdkClientFor} from '../support/sdkClient';
import {startStandInApi, type StandInApi} from '../support/standInApi';
import {
  answerFor,
  comparable,
  expectedRequest,
  sendsToken,
  uploads,
} from '../support/operationRequests';

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
