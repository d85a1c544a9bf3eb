/**
 * The curl and fetch forms of an operation's example, generated from the data
 * so they always match its method, path and body. Pure;
 * tests/unit/apiExamplesRun.test.ts runs them against a stand-in API. Relative
 * imports: the openapi build plugin loads this module too, where the @site
 * alias does not exist.
 */
import type {Json, Operation, Returns} from '../data/api/types';
import {exampleConventions as conventions} from '../data/api/conventions';

/** Quotes a value for a POSIX shell: single quotes, with any ' written as '\''. */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** Public routes need no token; super-admin routes send their own token in the body or query. */
export function needsToken(operation: Operation): boolean {
  return operation.access !== 'public' && operation.access !== 'superAdmin';
}

/** Whether a successful call answers with a redirect (302). */
export function redirects(returns: Returns): boolean {
  return returns.kind === 'other' && returns.redirect === true;
}

/**
 * The status of a successful call: 204 with no body, 201 for what SCIM
 * creates, 302 for a redirect, else 200.
 */
export function successStatus(returns: Returns): 200 | 201 | 204 | 302 {
  if (returns.kind === 'empty') return 204;
  if (redirects(returns)) return 302;
  return returns.kind === 'other' && returns.created ? 201 : 200;
}

/** How the fetch example reads the body: JSON in `data`, other JSON, text, or a file. */
function readBody(returns: Returns): string {
  if (returns.kind === 'empty') return '';
  const type = returns.kind === 'other' ? returns.contentType : undefined;
  if (type === undefined) return '\nconst {data} = await response.json();';
  if (type.includes('json')) return '\nconst body = await response.json();';
  if (type.startsWith('text/')) return '\nconst text = await response.text();';
  return '\nconst file = await response.blob();';
}

function url(operation: Operation, baseUrl: string = conventions.baseUrl): string {
  return baseUrl + operation.example.path;
}

function prettyJson(value: Json): string {
  return JSON.stringify(value, null, 2);
}

/**
 * The request lines of the curl example. A GET sends its query with `-G`, one
 * `--data-urlencode` line per parameter: readable, encoded for the reader, and
 * never read as a glob. Other methods keep the query in the URL (`-G` would
 * turn them into GETs), with `-g` where it has brackets.
 */
function curlRequestLines(operation: Operation, baseUrl: string): string[] {
  const [path = '', query] = operation.example.path.split(/\?(.*)/s);
  const fullUrl = url(operation, baseUrl);
  if (query === undefined) {
    return [
      `curl${operation.method === 'GET' ? '' : ` -X ${operation.method}`} ${shellQuote(fullUrl)}`,
    ];
  }
  if (operation.method === 'GET') {
    return [
      `curl -G ${shellQuote(baseUrl + path)}`,
      // URLSearchParams decodes the way PHP reads a query string (`+` and `%20` are spaces).
      ...[...new URLSearchParams(query)].map(
        ([name, value]) => `--data-urlencode ${shellQuote(`${name}=${value}`)}`,
      ),
    ];
  }
  // Square brackets and braces in a URL are glob patterns to curl unless `-g` turns them off.
  const globOff = /[[\]{}]/.test(fullUrl) ? ' -g' : '';
  return [`curl${globOff} -X ${operation.method} ${shellQuote(fullUrl)}`];
}

/**
 * The curl command of the operation's example. The Try it panel passes what
 * the reader sent: the example it made, the API's address, and whether it
 * sent a token.
 */
export function curlFor(
  operation: Operation,
  baseUrl: string = conventions.baseUrl,
  withToken: boolean = needsToken(operation),
): string {
  const {example} = operation;
  const lines = curlRequestLines(operation, baseUrl);
  if (withToken) {
    lines.push(`-H "Authorization: Bearer ${conventions.shellToken}"`);
  }
  if (example.body !== undefined) {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`-d ${shellQuote(prettyJson(example.body))}`);
  }
  for (const [name, value] of Object.entries(example.form ?? {})) {
    lines.push(`-F ${shellQuote(`${name}=${value}`)}`);
  }
  return lines.join(' \\\n  ');
}

/** A JavaScript string literal. */
function jsString(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

export function fetchFor(operation: Operation): string {
  const {method, example} = operation;
  const headers: string[] = [];
  if (needsToken(operation)) {
    headers.push(`Authorization: \`Bearer \${${conventions.jsToken}}\``);
  }
  const options: string[] = [];
  if (method !== 'GET') {
    options.push(`method: '${method}'`);
  }
  if (redirects(operation.returns)) {
    // The answer itself, not the page its Location points to.
    options.push(`redirect: 'manual'`);
  }
  const setup: string[] = [];
  if (example.body !== undefined) {
    headers.push(`'Content-Type': 'application/json'`);
    options.push(`body: JSON.stringify(${prettyJson(example.body).replaceAll('\n', '\n  ')})`);
  }
  if (example.form) {
    setup.push('const form = new FormData();');
    for (const [name, value] of Object.entries(example.form)) {
      setup.push(
        value.startsWith('@')
          ? `form.append(${jsString(name)}, fileInput.files[0]); // ${value.slice(1)}`
          : `form.append(${jsString(name)}, ${jsString(value)});`,
      );
    }
    options.push('body: form');
  }
  if (headers.length > 0) {
    options.unshift(`headers: {${headers.join(', ')}}`);
  }
  const call =
    options.length === 0
      ? `await fetch(${jsString(url(operation))})`
      : `await fetch(${jsString(url(operation))}, {\n  ${options.join(',\n  ')},\n})`;
  return [...setup, `const response = ${call};${readBody(operation.returns)}`].join('\n');
}
