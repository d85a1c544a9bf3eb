/**
 * A local HTTP server standing in for the Directus API: it records every
 * request it gets in a form that two clients can be compared by (decoded
 * query, parsed body) and answers with whatever the test says the API would.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

/** A query parameter as the API reads it: name and value decoded. */
export type QueryPair = readonly [name: string, value: string];

/** A multipart file: what the API gets of it. */
export type SentFile = {readonly filename: string; readonly content: string};

export type SentBody =
  | {readonly kind: 'none'}
  | {readonly kind: 'json'; readonly value: unknown}
  | {readonly kind: 'form'; readonly fields: Readonly<Record<string, string | SentFile>>}
  | {readonly kind: 'other'; readonly contentType: string; readonly text: string};

export type SentRequest = {
  readonly method: string;
  /** Without the query string. */
  readonly path: string;
  /** Sorted: the order of parameters means nothing to the API (PHP's $_GET). */
  readonly query: readonly QueryPair[];
  readonly authorization: string | undefined;
  readonly body: SentBody;
};

/** What the stand-in answers: the status, and a body with its type. */
export type Answer = {
  readonly status: number;
  readonly contentType?: string;
  readonly body?: string | Uint8Array;
};

export type StandInApi = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly baseUrl: string;
  /** Runs `send`, answering every request with `answer`; returns the requests it made. */
  record(answer: Answer, send: () => Promise<void>): Promise<SentRequest[]>;
  close(): Promise<void>;
};

/** Decoded pairs the way PHP reads a query string (`+` and `%20` are spaces), sorted. */
export function queryPairs(query: string): QueryPair[] {
  return [...new URLSearchParams(query)].sort(([a, x], [b, y]) =>
    a === b ? x.localeCompare(y) : a.localeCompare(b),
  );
}

async function parseBody(contentType: string, raw: Buffer): Promise<SentBody> {
  if (raw.length === 0) return {kind: 'none'};
  if (contentType.startsWith('application/json')) {
    return {kind: 'json', value: JSON.parse(raw.toString('utf8')) as unknown};
  }
  if (contentType.startsWith('multipart/form-data')) {
    // Node's own multipart parser, through the Fetch API's Request.
    const form = await new Request('http://stand-in/', {
      method: 'POST',
      headers: {'content-type': contentType},
      body: new Uint8Array(raw),
    }).formData();
    const entries: [string, FormDataEntryValue][] = [];
    form.forEach((value, name) => entries.push([name, value]));
    const fields: Record<string, string | SentFile> = {};
    for (const [name, value] of entries) {
      fields[name] =
        typeof value === 'string' ? value : {filename: value.name, content: await value.text()};
    }
    return {kind: 'form', fields};
  }
  return {kind: 'other', contentType, text: raw.toString('utf8')};
}

async function readRequest(request: http.IncomingMessage): Promise<SentRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  }
  const target = request.url ?? '/';
  const queryStart = target.indexOf('?');
  return {
    method: request.method ?? '',
    path: queryStart === -1 ? target : target.slice(0, queryStart),
    query: queryStart === -1 ? [] : queryPairs(target.slice(queryStart + 1)),
    authorization: request.headers.authorization,
    body: await parseBody(request.headers['content-type'] ?? '', Buffer.concat(chunks)),
  };
}

export type StandInOptions = {
  /**
   * Answer browsers on other origins as a Directus 8 API with CORS on does
   * (its defaults: any origin; preflights allow the methods and the headers it
   * reads). Preflight requests are answered, not recorded.
   */
  readonly cors?: boolean;
};

/** The CORS headers of an answer to `origin`. */
function corsHeaders(origin: string | undefined): Record<string, string> {
  return origin === undefined ? {} : {'Access-Control-Allow-Origin': origin, Vary: 'Origin'};
}

export async function startStandInApi(options: StandInOptions = {}): Promise<StandInApi> {
  let answer: Answer = {status: 500};
  let requests: Promise<SentRequest>[] = [];
  const server = http.createServer((request, response) => {
    const cors = options.cors === true ? corsHeaders(request.headers.origin) : {};
    if (options.cors === true && request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, HEAD',
        'Access-Control-Allow-Headers': 'X-Directus-Project, Content-Type, Authorization',
      });
      response.end();
      return;
    }
    const recorded = readRequest(request);
    requests.push(recorded);
    // Answer once the body is read, so a client never sees its request cut short.
    void recorded.finally(() => {
      const {status, contentType, body} = answer;
      response.writeHead(status, {
        ...cors,
        ...(contentType === undefined ? {} : {'Content-Type': contentType}),
      });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async record(next, send) {
      answer = next;
      requests = [];
      await send();
      return Promise.all(requests);
    },
    close: () =>
      new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
