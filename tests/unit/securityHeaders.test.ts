import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  scriptHash,
} from '@site/plugins/security-headers/headers';
import {parseHeadersFile} from '@site/scripts/headers';
import {redirectPage} from '@site/plugins/home-redirect/page';

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

  it('is written in the host format the static server reads', () => {
    const rules = parseHeadersFile(headersFile(contentSecurityPolicy([])));
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/assets/*']);
    expect(rules[0]?.headers.map(([name]) => name)).toContain('Content-Security-Policy');
  });
});

describe('redirectPage', () => {
  it('redirects at once without JavaScript', () => {
    const html = redirectPage({
      title: 'Docs',
      to: '/start.html',
      canonical: 'https://x.test/start.html',
    });
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/start.html">');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<link rel="canonical" href="https://x.test/start.html">');
    expect(inlineScripts(html)).toEqual([]);
  });
});
