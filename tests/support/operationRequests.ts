/**
 * The request an operation's data describes, and what the stand-in API
 * (standInApi.ts) answers it with: shared by the tests that send every
 * operation's examples (tests/unit/apiExamplesRun.test.ts) and the Try it
 * panel's requests (tests/unit/tryIt.test.ts, tests/e2e/try-it.spec.ts).
 */
import type {Operation} from '../../src/data/api/types';
import {successStatus} from '../../src/utils/apiExamples';
import {queryPairs, type Answer, type SentBody, type SentRequest} from './standInApi';

/** What the stand-in keeps of a request to compare it with the data. */
export type Comparable = Pick<SentRequest, 'method' | 'path' | 'query' | 'body'>;

/** The content of a file an example uploads (`@name` in its form). */
export function fileContent(name: string): string {
  return `the bytes of ${name}`;
}

/** The files an operation's form uploads, by name: curl reads them from its folder. */
export function uploads(operation: Operation): Record<string, string> {
  return Object.fromEntries(
    Object.values(operation.example.form ?? {})
      .filter((value) => value.startsWith('@'))
      .map((value) => [value.slice(1), fileContent(value.slice(1))]),
  );
}

export function expectedBody(operation: Operation): SentBody {
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
export function expectedRequest(operation: Operation): Comparable {
  const [path = '', query = ''] = operation.example.path.split(/\?(.*)/s);
  return {
    method: operation.method,
    path,
    query: queryPairs(query),
    body: expectedBody(operation),
  };
}

/** What the API would answer: the success status and the example response, or bytes of its type. */
export function answerFor(operation: Operation): Answer {
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
export function comparable({method, path, query, body}: SentRequest): Comparable {
  return {method, path, query, body: isEmptyJsonObject(body) ? {kind: 'none'} : body};
}

/** Whether the tabs send the reader's token in the Authorization header. */
export function sendsToken(operation: Operation): boolean {
  return ['role', 'user', 'admin'].includes(operation.access);
}
