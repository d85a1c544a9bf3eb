import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  scriptHash,
} from '@site/plugins/security-headers/headers';
import {headersFor, parseHeadersFile} from '@site/scripts/headers';
import {redirectScripts} from '@site/plugins/security-headers/redirectScripts';

describe('inlineScripts', () => {
  it('finds the inline scripts a browser runs, and only those', () => {
    const html = [
      '<script>a()</script>',
      '<script src=/main.js defer></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type=module>b()</script>',
      '<script type="text/javascript">c()</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows inline scripts by hash only, once each', () => {
    const hash = scriptHash('a()');
    expect(hash).toBe(`'sha256-${createHash('sha256').update('a()').digest('base64')}'`);
    const policy = contentSecurityPolicy([hash, hash]);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hash}`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('lets pages connect to any http(s) origin (the Try it panels), and to nothing else', () => {
    const directives = contentSecurityPolicy([]).split('; ');
    expect(directives.filter((directive) => directive.startsWith('connect-src'))).toEqual([
      "connect-src 'self' http: https:",
    ]);
    // Everything else stays on the site's own origin.
    expect(directives).toContain("default-src 'self'");
    expect(directives).toContain("worker-src 'self'");
  });

  it('is written in the host format the static server reads', () => {
    const rules = parseHeadersFile(headersFile(contentSecurityPolicy([])));
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/assets/*', '/*.md']);
    expect(rules[0]?.headers.map(([name]) => name)).toContain('Content-Security-Policy');
    expect(headersFor(rules, '/api/items.html.md')).toContainEqual([
      'Content-Type',
      'text/markdown; charset=utf-8',
    ]);
    expect(headersFor(rules, '/api/items.html').map(([name]) => name)).not.toContain(
      'Content-Type',
    );
  });
});

describe('redirectScripts', () => {
  it('is the script of the redirect page to each target, which keeps the query and the anchor', () => {
    const scripts = redirectScripts(['/api/items.html', '/api/files.html']);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toContain(
      "'/api/items.html' + window.location.search + window.location.hash",
    );
    expect(scripts[1]).toContain("'/api/files.html'");
  });
});
