/**
 * An ejected theme file is the classic theme's file, in its formatting, plus
 * hunks that say why they are there:
 *
 *   // (CUSTOM) start: <why>        or {/* (CUSTOM) start: <why> *\/} in JSX
 *   // (UPSTREAM) <a line of the theme's that the hunk replaces>
 *   ...the site's lines...
 *   // (CUSTOM) end
 *
 * Every line from a start marker to its end marker is the site's, except the
 * `(UPSTREAM)` lines, which keep the theme's lines the hunk replaces (at the
 * comment's indentation). Take the hunks out, put those lines back, and the
 * file must be the theme's in node_modules, byte for byte but for runs of
 * blank lines, read as one (so that a hunk can stand apart like any other
 * block): an upgrade that changes a file we ejected fails here, not on a
 * reader's page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '../..');
const upstreamDir = path.join(siteDir, 'node_modules/@docusaurus/theme-classic/src/theme');

/** Each ejected file, and the classic theme's file it is a copy of. */
const ejections: Record<string, string> = {
  'src/theme/CodeBlock/index.tsx': 'CodeBlock/index.tsx',
  'src/theme/DocBreadcrumbs/index.tsx': 'DocBreadcrumbs/index.tsx',
  'src/theme/DocSidebarItem/Link/index.tsx': 'DocSidebarItem/Link/index.tsx',
  'src/theme/Tabs/index.tsx': 'Tabs/index.tsx',
};

const startMarker = /\(CUSTOM\) start: \S/;
const endMarker = /\(CUSTOM\) end\b/;
/** `// (UPSTREAM) x` or, in JSX, `{/* (UPSTREAM) x *\/}`: its indentation, then x. */
const upstreamLines = [
  /^(\s*)\/\/ \(UPSTREAM\)(?: (.*))?$/,
  /^(\s*)\{\/\* \(UPSTREAM\) (.*) \*\/\}$/,
];

/** The theme's line an `(UPSTREAM)` line keeps, if it is one. */
function upstreamLine(line: string): string | undefined {
  for (const pattern of upstreamLines) {
    const match = pattern.exec(line);
    if (match) {
      const [, indent = '', rest = ''] = match;
      return rest === '' ? '' : indent + rest;
    }
  }
  return undefined;
}

type Restored = {text: string; hunks: number};

/** The file with its hunks taken out and the theme's lines they replace put back. */
export function restoreUpstream(text: string): Restored {
  const lines: string[] = [];
  let inHunk = false;
  let hunks = 0;
  for (const [index, line] of text.split('\n').entries()) {
    const where = `line ${index + 1}`;
    const upstream = upstreamLine(line);
    if (line.includes('(CUSTOM) start')) {
      if (inHunk) throw new Error(`${where}: a hunk starts inside another`);
      if (!startMarker.test(line)) throw new Error(`${where}: a hunk starts without its reason`);
      inHunk = true;
      hunks += 1;
    } else if (endMarker.test(line)) {
      if (!inHunk) throw new Error(`${where}: a hunk ends that did not start`);
      inHunk = false;
    } else if (upstream !== undefined) {
      if (!inHunk) throw new Error(`${where}: an (UPSTREAM) line outside a hunk`);
      lines.push(upstream);
    } else if (!inHunk) {
      lines.push(line);
    }
  }
  if (inHunk) throw new Error('a hunk does not end');
  return {text: oneBlankLine(lines.join('\n')), hunks};
}

/** Runs of blank lines as one. */
function oneBlankLine(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n');
}

/** Every file under src/theme. */
function themeFiles(dir = path.join(siteDir, 'src/theme')): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? themeFiles(full) : [path.relative(siteDir, full)];
  });
}

describe('ejected theme files', () => {
  it.each(Object.entries(ejections))('%s is the theme’s %s plus marked hunks', (file, upstream) => {
    const {text, hunks} = restoreUpstream(fs.readFileSync(path.join(siteDir, file), 'utf8'));
    // A copy without changes should not be there: the theme's own file serves.
    expect(hunks).toBeGreaterThan(0);
    expect(text).toBe(oneBlankLine(fs.readFileSync(path.join(upstreamDir, upstream), 'utf8')));
  });

  it('lists every copy of a theme file (its licence header) and every file with hunks', () => {
    const copies = themeFiles().filter((file) => {
      const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
      return text.includes('Copyright (c) Facebook') || text.includes('(CUSTOM) start');
    });
    expect(copies.sort()).toEqual(Object.keys(ejections).sort());
  });

  it('keeps them out of Prettier and under the lint rules for the theme’s code', () => {
    const prettierIgnored = fs.readFileSync(path.join(siteDir, '.prettierignore'), 'utf8');
    const eslintConfig = fs.readFileSync(path.join(siteDir, 'eslint.config.mjs'), 'utf8');
    for (const file of Object.keys(ejections)) {
      expect(prettierIgnored.split('\n')).toContain(file);
      expect(eslintConfig).toContain(`'${file}'`);
    }
  });
});

describe('restoreUpstream', () => {
  it('drops the site’s lines and puts the replaced ones back at their indentation', () => {
    const file = [
      'a();',
      '  // (CUSTOM) start: why',
      '  // (UPSTREAM) b();',
      '  // (UPSTREAM)',
      '  {/* (UPSTREAM) <B /> */}',
      '  c();',
      '  {/* (CUSTOM) end */}',
      'd();',
    ].join('\n');
    expect(restoreUpstream(file)).toEqual({text: 'a();\n  b();\n\n  <B />\nd();', hunks: 1});
  });

  it('rejects hunks without a reason, unclosed, nested or stray', () => {
    expect(() => restoreUpstream('// (CUSTOM) start\n// (CUSTOM) end')).toThrow(/reason/);
    expect(() => restoreUpstream('// (CUSTOM) start: why')).toThrow(/does not end/);
    expect(() =>
      restoreUpstream('// (CUSTOM) start: a\n// (CUSTOM) start: b\n// (CUSTOM) end'),
    ).toThrow(/inside/);
    expect(() => restoreUpstream('// (CUSTOM) end')).toThrow(/did not start/);
    expect(() => restoreUpstream('// (UPSTREAM) x')).toThrow(/outside/);
  });
});
