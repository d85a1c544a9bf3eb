import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  V8_COMMIT,
  correctionsIn,
  mentionsOutsideCorrections,
  sourceLinksIn,
} from '@site/plugins/corrections/collect';
import {inSidebarOrder} from '@site/plugins/corrections';
// The files of directus/v8-archive at V8_COMMIT with their line counts (0 for
// binary files), listed once from the repository with `git ls-tree -r` and a
// line count of each blob: links into the source are checked against it.
import v8Tree from '../fixtures/v8-archive-files.json';

const root = path.resolve(__dirname, '../..');
const permalink = (file: string, lines: string): string =>
  `https://github.com/directus/v8-archive/blob/${V8_COMMIT}/${file}${lines}`;

const page = `
## List Sessions {#list-sessions}

Text.

:::correction[It lists **every** user's sessions]
The previous Directus 8 documentation said it lists yours. See
[\`Auth.php\` L103](${permalink('api/src/endpoints/Auth.php', '#L103')}) and
[the gateway](${permalink('api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php', '#L828-L833')}).
:::

## Another Heading
`;

function filesUnder(folder: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(path.join(root, folder), {recursive: true, encoding: 'utf8'})
    .filter((file) => pattern.test(file))
    .map((file) => path.join(folder, file));
}

describe('correction notes', () => {
  it('are read with their title, section, body and source lines', () => {
    const [correction, ...others] = correctionsIn(page, 'docs/api/x.md');
    expect(others).toEqual([]);
    expect(correction?.section).toEqual({id: 'list-sessions', text: 'List Sessions'});
    expect(JSON.stringify(correction?.title)).toContain('every');
    expect(JSON.stringify(correction?.body)).toContain('previous Directus 8 documentation');
    expect(correction?.sources.map((link) => [link.path, link.lines])).toEqual([
      ['api/src/endpoints/Auth.php', [103, 103]],
      ['api/src/core/Directus/Database/TableGateway/RelationalTableGateway.php', [828, 833]],
    ]);
    expect(correction?.line).toBe(6);
  });

  it('point links to a heading of their page at that page, for the list of all corrections', () => {
    const note = `:::correction[It is so]\nSee [below](#another-heading) and [\`A.php\`](${permalink('api/a.php', '#L1')}).\n:::\n`;
    const [correction] = correctionsIn(note, 'docs/api/x.md', '/api/x.html');
    expect(JSON.stringify(correction?.body)).toContain('"href":"/api/x.html#another-heading"');
  });

  it('fail the build, naming file and line, without a link to source lines at the commit', () => {
    const unproven = ':::correction[It is so]\nTrust me.\n:::\n';
    expect(() => correctionsIn(unproven, 'docs/a.md')).toThrow(/docs\/a\.md:1: .*source lines/);
    const otherCommit = `:::correction[It is so]\n[x](${permalink('api/a.php', '#L1').replace(V8_COMMIT, 'master')})\n:::\n`;
    expect(() => correctionsIn(otherCommit, 'docs/b.md')).toThrow(/docs\/b\.md:1/);
    const noLines = `:::correction[It is so]\n[x](${permalink('api/a.php', '')})\n:::\n`;
    expect(() => correctionsIn(noLines, 'docs/c.md')).toThrow(/docs\/c\.md:1/);
    const untitled = `:::correction\n[x](${permalink('api/a.php', '#L1')})\n:::\n`;
    expect(() => correctionsIn(untitled, 'docs/d.md')).toThrow(/docs\/d\.md:1: .*title/);
  });

  it('are listed in sidebar order, pages outside the sidebar last', () => {
    const of = (id: string) => ({id, route: `/${id}.html`, title: id, corrections: []});
    const order = ['b', 'a'];
    expect(inSidebarOrder([of('z'), of('a'), of('b')], order).map((p) => p.title)).toEqual([
      'b',
      'a',
      'z',
    ]);
  });
});

describe('the docs', () => {
  const sources = [
    ...filesUnder('docs', /\.mdx?$/),
    ...filesUnder('src', /\.(ts|tsx)$/),
    ...filesUnder('plugins', /\.ts$/),
    ...filesUnder('remark', /\.ts$/),
    ...filesUnder('shared', /\.ts$/),
  ];

  it('link only files and lines that exist in the v8 source at its last commit', () => {
    const lines: Record<string, number> = v8Tree.lines;
    expect(v8Tree.commit).toBe(V8_COMMIT);
    const broken = sources.flatMap((file) =>
      sourceLinksIn(fs.readFileSync(path.join(root, file), 'utf8'))
        .filter((link) => {
          const count = lines[link.path];
          if (link.commit !== V8_COMMIT || count === undefined) return true;
          return link.lines !== null && (link.lines[0] < 1 || link.lines[1] > count);
        })
        .map((link) => `${file}: ${link.url}`),
    );
    expect(broken).toEqual([]);
  });

  it('speak of the earlier documentation only inside a correction', () => {
    const stray = filesUnder('docs', /\.mdx?$/).flatMap((file) =>
      mentionsOutsideCorrections(fs.readFileSync(path.join(root, file), 'utf8')).map(
        (line) => `${file}:${line}`,
      ),
    );
    expect(stray).toEqual([]);
  });

  // Parses all 100-odd pages with the directive syntax: about a second on an
  // idle machine, more beside a build, so it gets more than the default 5 s.
  it(
    'each correction is proven and every page with one is parsed without error',
    {
      timeout: 60_000,
    },
    () => {
      const notes = filesUnder('docs', /\.mdx?$/).flatMap((file) =>
        correctionsIn(fs.readFileSync(path.join(root, file), 'utf8'), file),
      );
      notes.forEach((note) => expect(note.sources.length).toBeGreaterThan(0));
    },
  );
});
