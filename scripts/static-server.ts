/**
 * A static file server that behaves like a plain static host: the exact
 * file, else the folder's `index.html`, else `404.html` with status 404.
 * No rewrites, no redirects, no SPA fallback. Like such hosts it compresses
 * text (Brotli or gzip), and it sends the headers of the build's `_headers`
 * file, so the site runs under its real CSP.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {headersFor, parseHeadersFile, type HeaderRule} from './headers';
import {fileOfRoute} from '../shared/routes';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const compressible = /^(text\/|application\/(json|manifest\+json|xml|wasm))|image\/svg/;

type Encoding = 'br' | 'gzip';

/** The encoding to send, from the request's Accept-Encoding. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) {
    return 'br';
  }
  return accepted.includes('gzip') ? 'gzip' : undefined;
}

// Files do not change while served, except in tests that redeploy: the key
// carries the file's modification time.
const compressed = new Map<string, Buffer>();

async function compressedFile(file: string, encoding: Encoding): Promise<Buffer> {
  const {mtimeMs, size} = await fs.stat(file);
  const key = `${encoding}:${file}:${mtimeMs}:${size}`;
  let body = compressed.get(key);
  if (body === undefined) {
    const raw = await fs.readFile(file);
    body = encoding === 'br' ? zlib.brotliCompressSync(raw) : zlib.gzipSync(raw, {level: 9});
    compressed.set(key, body);
  }
  return body;
}

/** The file of the build that a site route (`/x.html` or folder `/x/`) is written to. */
export function fileForRoute(root: string, route: string): string {
  return path.join(root, fileOfRoute(route, '/'));
}

async function isFile(file: string): Promise<boolean> {
  return (await fs.stat(file).catch(() => undefined))?.isFile() ?? false;
}

/** The file that answers `pathname` under `root`, and the status to send. */
export async function resolveFile(
  root: string,
  pathname: string,
): Promise<{file: string; status: 200 | 404}> {
  const target = path.join(root, path.normalize(decodeURIComponent(pathname)));
  if (target.startsWith(root)) {
    if (await isFile(target)) {
      return {file: target, status: 200};
    }
    const folderIndex = path.join(target, 'index.html');
    if (await isFile(folderIndex)) {
      return {file: folderIndex, status: 200};
    }
  }
  return {file: path.join(root, '404.html'), status: 404};
}

/**
 * The path of the build folder that `pathname` asks for, when the site lives
 * under `basePath` (BASE_URL, `/v8/`): `/v8/api/items.html` is
 * `/api/items.html`, and `/v8` is the site's root, as a host serving the
 * folder there answers it. Undefined outside the base: not the site's.
 */
export function pathInSite(pathname: string, basePath: string): string | undefined {
  if (pathname.startsWith(basePath)) {
    return `/${pathname.slice(basePath.length)}`;
  }
  return pathname === basePath.slice(0, -1) ? '/' : undefined;
}

async function readRules(root: string): Promise<HeaderRule[]> {
  const text = await fs.readFile(path.join(root, '_headers'), 'utf8').catch(() => '');
  return parseHeadersFile(text);
}

/**
 * Serves the build folder `root` at `basePath` (`/`, or the BASE_URL it was
 * built with); addresses outside it get the not-found page. The rules of
 * `_headers` apply to paths of the folder, as on a host that serves it there.
 */
export async function startStaticServer(
  root: string,
  port: number,
  basePath = '/',
): Promise<http.Server> {
  const absoluteRoot = path.resolve(root);
  const rules = await readRules(absoluteRoot);
  const server = http.createServer((request, response) => {
    const {pathname: requested} = new URL(request.url ?? '/', 'http://localhost');
    const pathname = pathInSite(requested, basePath);
    const answer =
      pathname === undefined
        ? Promise.resolve({file: path.join(absoluteRoot, '404.html'), status: 404})
        : resolveFile(absoluteRoot, pathname);
    answer
      .then(async ({file, status}) => {
        const contentType = contentTypes[path.extname(file)] ?? 'application/octet-stream';
        const encoding = compressible.test(contentType)
          ? pickEncoding(request.headers['accept-encoding'])
          : undefined;
        const body = encoding ? await compressedFile(file, encoding) : await fs.readFile(file);
        response.statusCode = status;
        response.setHeader('Content-Type', contentType);
        response.setHeader('Vary', 'Accept-Encoding');
        if (encoding) {
          response.setHeader('Content-Encoding', encoding);
        }
        for (const [name, value] of headersFor(rules, pathname ?? '/404.html')) {
          response.setHeader(name, value);
        }
        response.end(request.method === 'HEAD' ? undefined : body);
      })
      .catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
