/**
 * The Try it panel's requests: for every operation, the form it opens with
 * (the example's values) has no problem, and sending it makes the request of
 * the data, the one its curl example sends, to the reader's server only.
 * Then each message of the form, on the input that causes it.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {resources} from '@site/src/data/api';
import type {Operation} from '@site/src/data/api/types';
import {curlFor} from '@site/src/utils/apiExamples';
import {
  addressProblem,
  initialInput,
  problemsOf,
  requestOf,
  type Input,
  type ServerSettings,
} from '@site/src/components/TryIt/request';
import {directusError, statusMeaning} from '@site/src/components/TryIt/answer';
import {startStandInApi, type StandInApi} from '../support/standInApi';
import {
  answerFor,
  comparable,
  expectedRequest,
  fileContent,
  sendsToken,
  uploads,
} from '../support/operationRequests';

const operations = resources.flatMap((resource) => resource.operations);
const token = 'reader-token';

function find(id: string): Operation {
  const operation = operations.find((candidate) => candidate.id === id);
  if (!operation) throw new Error(`no operation ${id}`);
  return operation;
}

/** The files the example uploads, as the reader would choose them. */
function chosenFiles(operation: Operation): Record<string, File> {
  const byName = uploads(operation);
  return Object.fromEntries(
    Object.entries(operation.example.form ?? {})
      .filter(([, value]) => value.startsWith('@'))
      .map(([field, value]) => {
        const name = value.slice(1);
        return [field, new File([byName[name] ?? fileContent(name)], name)];
      }),
  );
}

let standIn: StandInApi;
let server: ServerSettings;

beforeAll(async () => {
  standIn = await startStandInApi();
  server = {address: `${standIn.baseUrl}/`, project: 'thumper', token};
});

afterAll(async () => {
  await standIn.close();
});

it('covers every operation of the reference', () => {
  expect(operations).toHaveLength(119);
});

describe.each(operations.map((operation) => [operation.id, operation] as const))(
  '%s',
  (_id, operation) => {
    it('opens with no problem, and sends the request of its curl example', async () => {
      const input = initialInput(operation);
      const files = chosenFiles(operation);
      expect(problemsOf(operation, server, input, 'http:', files)).toEqual({});
      const request = requestOf(operation, server, input, files);
      expect(request.curl).toBe(curlFor(operation, standIn.baseUrl));
      const sent = await standIn.record(answerFor(operation), async () => {
        await fetch(request.url, request.init);
      });
      expect(sent.map(comparable)).toEqual([expectedRequest(operation)]);
      expect(sent[0]?.authorization).toBe(sendsToken(operation) ? `Bearer ${token}` : undefined);
    });
  },
);

describe('what the reader changes is sent', () => {
  it('path values, query values and the body', async () => {
    const operation = find('updateItem');
    const input: Input = {
      ...initialInput(operation),
      path: {collection: 'pages', id: '7'},
      query: [{name: 'fields', value: 'id,title'}],
      body: '{"title": "Changed"}',
    };
    const request = requestOf(operation, {...server, project: 'other'}, input);
    const sent = await standIn.record({status: 200}, async () => {
      await fetch(request.url, request.init);
    });
    expect(sent.map(comparable)).toEqual([
      {
        method: 'PATCH',
        path: '/other/items/pages/7',
        query: [['fields', 'id,title']],
        body: {kind: 'json', value: {title: 'Changed'}},
      },
    ]);
  });

  it('no token: no Authorization header, and the curl copy has none either', () => {
    const operation = find('getItem');
    const request = requestOf(operation, {...server, token: ''}, initialInput(operation));
    expect(request.init.headers).toEqual({});
    expect(request.curl).not.toContain('Authorization');
  });

  it('the token is never in the curl copy', () => {
    const operation = find('createItem');
    const request = requestOf(operation, server, initialInput(operation));
    expect(request.init.headers).toMatchObject({Authorization: `Bearer ${token}`});
    expect(request.curl).toContain('Bearer $TOKEN');
    expect(request.curl).not.toContain(token);
  });
});

describe('messages next to the fields', () => {
  const listItems = find('listItems');
  const createItem = find('createItem');
  const createCollection = find('createCollection');
  const start = initialInput(listItems);

  it('address: missing, not an address, another scheme, with a query', () => {
    expect(addressProblem('', 'http:')).toMatch(/^Type the address of your API/);
    expect(addressProblem('localhost:8080', 'http:')).toMatch(/^Start with http/);
    expect(addressProblem('not an address', 'http:')).toMatch(/^Not an address/);
    expect(addressProblem('http://localhost:8080/?a=1', 'http:')).toMatch(/^Only the address/);
    expect(addressProblem('http://localhost:8080/directus', 'http:')).toBeUndefined();
  });

  it('address: an http:// server from an HTTPS page, unless it is this machine', () => {
    expect(addressProblem('http://api.example.com', 'https:')).toMatch(
      /served over HTTPS, and your browser blocks/,
    );
    expect(addressProblem('http://localhost:8080', 'https:')).toBeUndefined();
    expect(addressProblem('http://127.0.0.1:8080', 'https:')).toBeUndefined();
    expect(addressProblem('https://api.example.com', 'https:')).toBeUndefined();
    expect(addressProblem('http://api.example.com', 'http:')).toBeUndefined();
  });

  it('project key: required where the route starts with it, only there', () => {
    expect(problemsOf(listItems, {...server, project: ''}, start, 'http:')).toEqual({
      project: expect.stringMatching(/^Type the project key/) as unknown,
    });
    const ping = find('pingServer');
    expect(problemsOf(ping, {...server, project: ''}, initialInput(ping), 'http:')).toEqual({});
  });

  it('path: required, and a whole number where the data says integer', () => {
    const revision = find('getItemRevision');
    const input = initialInput(revision);
    expect(
      problemsOf(revision, server, {...input, path: {...input.path, collection: ''}}, 'http:'),
    ).toEqual({'path:collection': 'Required: the route needs it.'});
    expect(
      problemsOf(revision, server, {...input, path: {...input.path, offset: 'first'}}, 'http:'),
    ).toEqual({'path:offset': 'Must be a whole number, such as 10.'});
  });

  it('query: by the type of the parameter; empty is not sent, so never wrong', () => {
    const index = (name: string): number => start.query.findIndex((row) => row.name === name);
    const withValue = (name: string, value: string): Input => ({
      ...start,
      query: start.query.map((row, at) => (at === index(name) ? {...row, value} : row)),
    });
    expect(problemsOf(listItems, server, withValue('limit', 'ten'), 'http:')).toEqual({
      [`query:${index('limit')}`]: 'Must be a whole number, such as 10.',
    });
    expect(problemsOf(listItems, server, withValue('single', 'yes'), 'http:')).toEqual({
      [`query:${index('single')}`]: 'Must be true, false, 1 or 0.',
    });
    expect(problemsOf(listItems, server, withValue('limit', ''), 'http:')).toEqual({});
  });

  it('body: not JSON, a required attribute missing, a wrong type', () => {
    const input = initialInput(createCollection);
    expect(
      problemsOf(createCollection, server, {...input, body: '{"collection": '}, 'http:'),
    ).toMatchObject({body: expect.stringMatching(/^Not valid JSON: /) as unknown});
    expect(problemsOf(createCollection, server, {...input, body: '{}'}, 'http:')).toEqual({
      body: expect.stringContaining('collection is required.') as unknown,
    });
    expect(
      problemsOf(
        createCollection,
        server,
        {...input, body: JSON.stringify({...JSON.parse(input.body ?? '{}'), hidden: 'no'})},
        'http:',
      ),
    ).toEqual({body: 'hidden must be boolean.'});
    // Any field of the collection is an attribute of an item.
    expect(
      problemsOf(createItem, server, {...initialInput(createItem), body: '{"x": 1}'}, 'http:'),
    ).toEqual({});
  });

  it('form: a file to upload must be chosen', () => {
    const createFile = find('createFile');
    expect(problemsOf(createFile, server, initialInput(createFile), 'http:', {})).toEqual({
      'form:file': 'Choose a file to upload.',
    });
  });
});

describe('the answer', () => {
  it('a Directus error links its entry on the Errors page', () => {
    expect(directusError({error: {code: 203, message: 'Token expired'}})).toEqual({
      code: 203,
      message: 'Token expired',
      anchor: 'error-203',
    });
    expect(directusError({data: {error: 1}})).toBeUndefined();
    expect(directusError({error: {code: '203'}})).toBeUndefined();
  });

  it('a status has a meaning, the reference’s where it gives one', () => {
    expect(statusMeaning(401, 'Unauthorized')).toMatch(/project key is unknown/);
    expect(statusMeaning(418, "I'm a teapot")).toBe("I'm a teapot.");
  });
});
