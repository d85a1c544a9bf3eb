/**
 * Pure helpers of the security headers: the inline scripts of a page, their
 * CSP hashes, and the `_headers` file (Netlify / Cloudflare Pages format).
 */
import {createHash} from 'node:crypto';

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON-LD) are not run, so the policy does not apply to them.
const runnableType =
  /\btype\s*=\s*["']?(?:(?:text|application)\/(?:javascript|ecmascript)|module)\b/i;

/** The text of each inline script the browser would run. */
export function inlineScripts(html: string): string[] {
  return Array.from(html.matchAll(scriptTag))
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .filter(
      ([, attributes = '']) => !/\btype\s*=/i.test(attributes) || runnableType.test(attributes),
    )
    .map(([, , body = '']) => body);
}

/** The CSP source that allows exactly this script text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The Content Security Policy of the site: everything from our own origin,
 * inline scripts only by hash.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    // Pagefind's search runs as WebAssembly, which needs 'wasm-unsafe-eval'.
    `script-src 'self' 'wasm-unsafe-eval' ${[...new Set(scriptHashes)].sort().join(' ')}`.trim(),
    // React and the code highlighter render style attributes; styles cannot
    // run code, so allowing them inline is the common, low-risk trade.
    "style-src 'self' 'unsafe-inline'",
    // Infima's and our CSS use a few data: SVG icons.
    "img-src 'self' data:",
    "font-src 'self'",
    // The Try it panels of the API reference call the reader's own Directus
    // server, whose address only the reader knows: a static header cannot
    // name it, so any http(s) origin. Nothing else may connect elsewhere.
    "connect-src 'self' http: https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function headersFile(policy: string): string {
  return `${[
    '/*',
    `  Content-Security-Policy: ${policy}`,
    '  X-Content-Type-Options: nosniff',
    '  X-Frame-Options: DENY',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=()',
    '/assets/*',
    // Files under /assets/ carry a content hash in their name.
    '  Cache-Control: public, max-age=31536000, immutable',
    // The Markdown copy of each page (plugins/llms-txt): shown as text, not downloaded.
    '/*.md',
    '  Content-Type: text/markdown; charset=utf-8',
  ].join('\n')}\n`;
}
