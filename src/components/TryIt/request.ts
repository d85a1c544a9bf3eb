/**
 * The Try it panel's pure part: the form an operation starts with (its
 * example's values), what is wrong with the reader's input (against the
 * operation's data), and the request it makes. The request is the one the
 * curl example sends, with the reader's server in place of the example's:
 * tests/unit/tryIt.test.ts checks that for every operation.
 */
import type {Attribute, Example, Json, Operation, ValueType} from '@site/src/data/api/types';
import {queryParams, type QueryParamName} from '@site/src/data/api/queryParams';
import {curlFor, needsToken} from '@site/src/utils/apiExamples';
import {exampleConventions} from '@site/src/data/api/conventions';

/** The reader's server, shared by every panel (see server.ts). */
export type ServerSettings = {
  /** The API's address: `http://localhost:8080`, without the project key. */
  readonly address: string;
  readonly project: string;
  /** A static token or an access token; empty to call as the Public role. */
  readonly token: string;
};

export type QueryRow = {readonly name: string; readonly value: string};

/** One field of a multipart body: text, or a file to upload (a value starting with `@`). */
export type FormField = {
  readonly name: string;
  readonly kind: 'text' | 'file';
  readonly value: string;
};

/** What the reader edits, as text. */
export type Input = {
  /** Path parameters by name, the project key left out (it is a server setting). */
  readonly path: Readonly<Record<string, string>>;
  readonly query: readonly QueryRow[];
  /** The JSON body as text; `null` when the operation sends none. */
  readonly body: string | null;
  /** The multipart fields, when the operation uploads a form instead. */
  readonly form: readonly FormField[] | null;
};

/** Messages by field: `address`, `project`, `path:<name>`, `query:<index>`, `body`, `form:<name>`. */
export type Problems = Readonly<Record<string, string>>;

const projectParam = exampleConventions.project;

/** The names of the route's `:name` segments, in order. */
export function pathParamNames(operation: Operation): string[] {
  return operation.path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** Whether the route starts with the project key. */
export function usesProject(operation: Operation): boolean {
  return pathParamNames(operation).includes('project');
}

function splitPath(path: string): [path: string, query: string] {
  const [route = '', query = ''] = path.split(/\?(.*)/s);
  return [route, query];
}

/** The form of an operation, filled in with its example (the example of the variant shown). */
export function initialInput(operation: Operation, example: Example = operation.example): Input {
  const [examplePath, exampleQuery] = splitPath(example.path);
  const given = examplePath.split('/');
  const path: Record<string, string> = {};
  operation.path.split('/').forEach((segment, index) => {
    const name = segment.slice(1);
    if (segment.startsWith(':') && name !== 'project') {
      path[name] = decodeURIComponent(given[index] ?? '');
    }
  });
  const rows: QueryRow[] = [...new URLSearchParams(exampleQuery)].map(([name, value]) => ({
    name,
    value,
  }));
  const documented = [
    ...(operation.query ?? []),
    ...(operation.extraQuery ?? []).map((attribute) => attribute.name),
  ];
  for (const name of documented) {
    if (!rows.some((row) => baseName(row.name) === name)) {
      rows.push({name, value: ''});
    }
  }
  return {
    path,
    query: rows,
    body: example.body === undefined ? null : JSON.stringify(example.body, null, 2),
    form:
      example.form === undefined
        ? null
        : Object.entries(example.form).map(([name, value]) =>
            value.startsWith('@')
              ? {name, kind: 'file', value: value.slice(1)}
              : {name, kind: 'text', value},
          ),
  };
}

/** `filter[status][eq]` is the `filter` parameter. */
function baseName(name: string): string {
  return name.split('[')[0] ?? name;
}

function queryType(operation: Operation, name: string): ValueType {
  const base = baseName(name);
  const extra = operation.extraQuery?.find((attribute) => attribute.name === base);
  if (extra) return extra.type;
  return base in queryParams ? queryParams[base as QueryParamName].type : 'string';
}

const integerText = /^-?\d+$/;
const numberText = /^-?\d+(\.\d+)?$/;
const booleanText = /^(true|false|1|0)$/;

/** What is wrong with a query or path value of this type, written as text. */
function textProblem(type: ValueType, value: string): string | undefined {
  if (type === 'integer' && !integerText.test(value)) return 'Must be a whole number, such as 10.';
  if (type === 'number' && !numberText.test(value)) return 'Must be a number, such as 1.5.';
  if (type === 'boolean' && !booleanText.test(value)) return 'Must be true, false, 1 or 0.';
  return undefined;
}

export function isJsonArray(value: Json): value is readonly Json[] {
  return Array.isArray(value);
}

function typeOf(value: Json): ValueType | 'null' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as 'string' | 'boolean' | 'object';
}

function fitsType(attribute: Attribute, value: Json): boolean {
  const actual = typeOf(value);
  if (actual === 'null') return attribute.nullable === true || attribute.type === 'any';
  if (attribute.type === 'any' || attribute.type === actual) return true;
  // A key typed string takes a number too: createComment's example sends `item: 12`,
  // the primary key of an integer-keyed item.
  return actual === 'integer' && (attribute.type === 'number' || attribute.type === 'string');
}

/** Attributes named by a placeholder (`<field>`) stand for any field: nothing to check by name. */
function isNamed(attribute: Attribute): boolean {
  return !attribute.name.startsWith('<');
}

/** What is wrong with one object of the body, against the operation's attributes. */
function objectProblems(attributes: readonly Attribute[], value: Json): string[] {
  if (typeOf(value) !== 'object') return ['Must be a JSON object, {…}.'];
  const object = value as Readonly<Record<string, Json>>;
  const problems: string[] = [];
  for (const attribute of attributes.filter(isNamed)) {
    const field = object[attribute.name];
    if (field === undefined) {
      if (attribute.required === true) problems.push(`${attribute.name} is required.`);
    } else if (!fitsType(attribute, field)) {
      problems.push(
        `${attribute.name} must be ${attribute.nullable === true ? `${attribute.type} or null` : attribute.type}.`,
      );
    }
  }
  return problems;
}

/** The body's problems: not JSON, or against the operation's attributes. */
export function bodyProblem(operation: Operation, text: string): string | undefined {
  let value: Json;
  try {
    value = JSON.parse(text) as Json;
  } catch (error) {
    return `Not valid JSON: ${(error as Error).message}`;
  }
  const attributes = operation.body ?? [];
  if (attributes.length === 0) return undefined;
  // An array sends a batch: each object is checked as one.
  const problems = isJsonArray(value)
    ? value.flatMap((entry, index) =>
        objectProblems(attributes, entry).map((problem) => `Item ${index + 1}: ${problem}`),
      )
    : objectProblems(attributes, value);
  return problems.length === 0 ? undefined : problems.join(' ');
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What is wrong with the API address. `pageProtocol` is the docs page's:
 * a page served over HTTPS may not call an http:// server other than this machine.
 */
export function addressProblem(address: string, pageProtocol: string): string | undefined {
  if (address.trim() === '') return 'Type the address of your API, such as http://localhost:8080.';
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return 'Not an address: start with http:// or https://, such as http://localhost:8080.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'Start with http:// or https://.';
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    return 'Only the address: no query, #fragment or user name.';
  }
  if (pageProtocol === 'https:' && url.protocol === 'http:' && !localHosts.has(url.hostname)) {
    return 'This page is served over HTTPS, and your browser blocks its requests to an http:// address other than localhost. Use your server’s https:// address.';
  }
  return undefined;
}

/** Every problem of the input, by field; empty when the request can be sent. */
export function problemsOf(
  operation: Operation,
  server: ServerSettings,
  input: Input,
  pageProtocol: string,
  files: Readonly<Record<string, File | undefined>> = {},
): Problems {
  const problems: Record<string, string> = {};
  const address = addressProblem(server.address, pageProtocol);
  if (address !== undefined) problems.address = address;
  if (usesProject(operation) && server.project.trim() === '') {
    problems.project = `Type the project key, such as ${projectParam}: this route starts with it.`;
  }
  for (const param of pathParamNames(operation).filter((name) => name !== 'project')) {
    const value = input.path[param] ?? '';
    const type = operation.pathParams?.find((candidate) => candidate.name === param)?.type;
    const problem =
      value.trim() === ''
        ? 'Required: the route needs it.'
        : type === undefined
          ? undefined
          : textProblem(type, value);
    if (problem !== undefined) problems[`path:${param}`] = problem;
  }
  input.query.forEach((row, index) => {
    const problem =
      row.value === '' ? undefined : textProblem(queryType(operation, row.name), row.value);
    if (problem !== undefined) problems[`query:${index}`] = problem;
  });
  if (input.body !== null) {
    const problem = bodyProblem(operation, input.body);
    if (problem !== undefined) problems.body = problem;
  }
  for (const field of input.form ?? []) {
    if (field.kind === 'file' && files[field.name] === undefined) {
      problems[`form:${field.name}`] = 'Choose a file to upload.';
    }
  }
  return problems;
}

/** A path segment as the route takes it: commas (lists of ids), colons and at signs stay. */
function pathSegment(value: string): string {
  return encodeURIComponent(value).replace(/%(2C|3A|40)/gi, (escape) => decodeURIComponent(escape));
}

/** The example the reader's input makes: the path with its values, the body parsed. */
export function sentExample(operation: Operation, server: ServerSettings, input: Input): Example {
  const path = operation.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      return pathSegment(name === 'project' ? server.project.trim() : (input.path[name] ?? ''));
    })
    .join('/');
  const query = new URLSearchParams(
    input.query.filter((row) => row.value !== '').map((row) => [row.name, row.value]),
  ).toString();
  return {
    path: query === '' ? path : `${path}?${query}`,
    ...(input.body === null ? {} : {body: JSON.parse(input.body) as Json}),
    ...(input.form === null
      ? {}
      : {
          form: Object.fromEntries(
            input.form.map((field) => [
              field.name,
              field.kind === 'file' ? `@${field.value}` : field.value,
            ]),
          ),
        }),
  };
}

/** The API address without a trailing slash. */
export function baseUrlOf(server: ServerSettings): string {
  return server.address.trim().replace(/\/+$/, '');
}

export type Request = {
  readonly url: string;
  readonly init: RequestInit;
  /** "Copy as curl": the curl tab's builder, with the reader's address and values. */
  readonly curl: string;
};

/**
 * The request to send. Call only when problemsOf is empty. The token goes
 * where the curl example puts it (operations that take a user's token); the
 * curl copy names it `$TOKEN`, as the curl tab does, so that it never lands in
 * a shell's history.
 */
export function requestOf(
  operation: Operation,
  server: ServerSettings,
  input: Input,
  files: Readonly<Record<string, File | undefined>> = {},
): Request {
  const example = sentExample(operation, server, input);
  const headers: Record<string, string> = {};
  const withToken = needsToken(operation) && server.token !== '';
  if (withToken) {
    headers.Authorization = `Bearer ${server.token}`;
  }
  let body: BodyInit | undefined;
  if (example.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(example.body);
  } else if (input.form !== null) {
    const form = new FormData();
    for (const field of input.form) {
      const file = files[field.name];
      if (field.kind === 'file' && file !== undefined) form.append(field.name, file, file.name);
      else form.append(field.name, field.value);
    }
    body = form;
  }
  const base = baseUrlOf(server);
  return {
    url: base + example.path,
    init: {
      method: operation.method,
      headers,
      ...(body === undefined ? {} : {body}),
      // The answer itself, not the page a redirect points to; no cookies of the docs' origin.
      redirect: 'manual',
      credentials: 'omit',
      cache: 'no-store',
    },
    curl: curlFor({...operation, example}, base, withToken),
  };
}

/** Whether sending asks for a second click: every method but GET can change or delete data. */
export function needsConfirmation(operation: Operation): boolean {
  return operation.method !== 'GET';
}
