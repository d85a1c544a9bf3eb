/**
 * Reads a `_headers` file (the Netlify / Cloudflare Pages format): a path
 * pattern on its own line, then indented `Name: value` lines for it.
 *
 *   /*
 *     Content-Security-Policy: default-src 'self'
 */

export type HeaderRule = {
  readonly pattern: string;
  readonly headers: ReadonlyArray<readonly [name: string, value: string]>;
};

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: {pattern: string; headers: [string, string][]}[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.trim().startsWith('#')) {
      continue;
    }
    if (!/^\s/.test(line)) {
      rules.push({pattern: line.trim(), headers: []});
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (separator === -1 || rule === undefined) {
      throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path`);
    }
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** Does `pathname` match `pattern`, where `*` matches any run of characters? */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

export function headersFor(
  rules: readonly HeaderRule[],
  pathname: string,
): Array<readonly [string, string]> {
  return rules
    .filter((rule) => matchesPattern(rule.pattern, pathname))
    .flatMap((rule) => rule.headers);
}
