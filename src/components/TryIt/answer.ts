/**
 * Reading the server's answer for the Try it panel: what its status means,
 * whether it is a Directus error (and which entry of /api/errors.html
 * explains its code), and the body as JSON, text or bytes. Pure.
 */
import {errorAnchor} from '@site/src/data/api/errorAnchor';
import type {Json} from '@site/src/data/api/types';

/** What a status means, in the words of the reference (/api/reference.html#errors). */
const statusMeanings: Readonly<Record<number, string>> = {
  200: 'OK: the request worked.',
  201: 'Created.',
  204: 'No Content: the request worked, and the answer has no body.',
  400: 'Bad Request: the API refused what was sent.',
  401: 'Unauthorized: a token is needed, the token is not valid or has expired, or the project key is unknown.',
  403: 'Forbidden: the role of the token (or the Public role, without one) may not do this.',
  404: 'Not Found: no such route, collection or item.',
  405: 'Method Not Allowed.',
  409: 'Conflict: it exists already.',
  413: 'Payload Too Large.',
  422: 'Unprocessable Entity: the values do not pass validation.',
  500: 'Internal Server Error: the API failed; its log says why.',
  503: 'Service Unavailable.',
};

export function statusMeaning(status: number, statusText: string): string {
  return statusMeanings[status] ?? (statusText === '' ? 'HTTP status.' : `${statusText}.`);
}

export type DirectusError = {
  readonly code: number;
  readonly message: string;
  /** The id of its entry on /api/errors.html. */
  readonly anchor: string;
};

/** The `error` of a Directus error answer: `{"error": {"code": 203, "message": "…"}}`. */
export function directusError(body: Json | undefined): DirectusError | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const error = (body as Readonly<Record<string, Json>>).error;
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return undefined;
  const {code, message} = error as Readonly<Record<string, Json>>;
  if (typeof code !== 'number' || !Number.isInteger(code)) return undefined;
  return {
    code,
    message: typeof message === 'string' ? message : '',
    anchor: errorAnchor(code),
  };
}

export type Body =
  | {readonly kind: 'none'}
  | {readonly kind: 'json'; readonly value: Json}
  | {readonly kind: 'text'; readonly text: string}
  | {readonly kind: 'bytes'; readonly size: number; readonly contentType: string};

/** The body as JSON when it is JSON (whatever the type says: PHP may add warnings around it), else text or bytes. */
export async function readBody(response: Response): Promise<Body> {
  const contentType = response.headers.get('content-type') ?? '';
  const textual = contentType === '' || /json|^text\/|xml|javascript/i.test(contentType);
  if (!textual) {
    const bytes = await response.arrayBuffer();
    return bytes.byteLength === 0
      ? {kind: 'none'}
      : {kind: 'bytes', size: bytes.byteLength, contentType};
  }
  const text = await response.text();
  if (text === '') return {kind: 'none'};
  try {
    return {kind: 'json', value: JSON.parse(text) as Json};
  } catch {
    return {kind: 'text', text};
  }
}

/** The headers the page may read, in the order the browser lists them. */
export function headerList(headers: Headers): [name: string, value: string][] {
  const list: [string, string][] = [];
  headers.forEach((value, name) => list.push([name, value]));
  return list;
}
