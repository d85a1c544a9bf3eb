/** Pure helper of <Endpoints>: split and check `METHOD /path` lines. */

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'SEARCH'] as const;

export type HttpMethod = (typeof httpMethods)[number];

export type Endpoint = {readonly method: HttpMethod; readonly path: string};

function isHttpMethod(value: string): value is HttpMethod {
  return (httpMethods as readonly string[]).includes(value);
}

/** Throws on a malformed line, so a typo fails the build instead of shipping. */
export function parseEndpoint(line: string): Endpoint {
  const match = /^([A-Z]+)\s+(\/\S*)$/.exec(line.trim());
  const [, method = '', path = ''] = match ?? [];
  if (!isHttpMethod(method)) {
    throw new Error(
      `<Endpoints>: "${line}" is not "METHOD /path" with METHOD one of ${httpMethods.join(', ')}.`,
    );
  }
  return {method, path};
}

/**
 * A path cut after each `/`: the pieces a long path may wrap between, so a
 * line never breaks inside a segment (`/:project/`, `items/`, `:collection`).
 */
export function pathPieces(path: string): string[] {
  return path.match(/[^/]*\/|[^/]+$/g) ?? [];
}
