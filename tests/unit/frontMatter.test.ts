import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {
  createFrontMatterParser,
  extractHeadings,
  headingsOfTree,
  routeForDoc,
  validatePageRecord,
} from '@site/src/config/frontMatter';

describe('routeForDoc', () => {
  it.each([
    ['getting-started/introduction.md', '/getting-started/introduction.html'],
    ['api/query/filter.mdx', '/api/query/filter.html'],
    ['guide/index.md', '/guide/'],
    ['extensions/index.mdx', '/extensions/'],
  ])('%s is served at %s', (file, route) => {
    expect(routeForDoc(file)).toBe(route);
  });
});

describe('extractHeadings', () => {
  const page = [
    '# Title',
    '## First step {#old-anchor}',
    'Text',
    '### Detail',
    '```md',
    '## Not a heading, in code',
    '```',
    '## Using `fields` and [links](/x.html)',
    '## Using `fields` and [links](/x.html)',
    '<TwoUp>',
    '<div>',
    '',
    '## Inside a component',
    '',
    '</div>',
    '</TwoUp>',
  ].join('\n');

  it('lists h2 with explicit or GitHub-style ids, outside code', () => {
    expect(extractHeadings(page, 2)).toEqual([
      {id: 'old-anchor', text: 'First step', level: 2},
      {id: 'using-fields-and-links', text: 'Using fields and links', level: 2},
      {id: 'using-fields-and-links-1', text: 'Using fields and links', level: 2},
      {id: 'inside-a-component', text: 'Inside a component', level: 2},
    ]);
  });

  it('goes one level deeper when asked', () => {
    expect(extractHeadings(page, 3).map((heading) => heading.id)).toContain('detail');
  });

  it('reads a heading with a link by reference, as the whole page does', () => {
    const withReference = ['## See [the guide]', '', 'Text', '', '[the guide]: /guides/x.html'];
    expect(extractHeadings(withReference.join('\n'), 2)).toEqual([
      {id: 'see-the-guide', text: 'See the guide', level: 2},
    ]);
  });

  // Only a page's heading lines are parsed: on every page, that gives what a parse of the whole page gives.
  const docs = fs
    .readdirSync('docs', {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file));
  it.each(docs)('docs/%s: the same headings as a parse of the whole page', async (file) => {
    const filePath = path.join('docs', file);
    const {content} = await DEFAULT_PARSE_FRONT_MATTER({
      filePath,
      fileContent: fs.readFileSync(filePath, 'utf8'),
    });
    expect(extractHeadings(content, 6)).toEqual(headingsOfTree(fromMarkdown(content), 6));
  });
});

describe('validatePageRecord', () => {
  const valid = {title: 'Items', description: 'Create, read, update and delete items.'};

  it('accepts a complete record', () => {
    expect(() =>
      validatePageRecord(
        {
          ...valid,
          pageClass: 'page-reference',
          layout: 'wide',
          meta: [{name: 'robots', content: 'noindex'}],
        },
        'docs/api/items.md',
      ),
    ).not.toThrow();
  });

  it.each([
    [{description: 'x'}, '"title" is required'],
    [{title: 'x'}, '"description" is required'],
    [{...valid, layout: 'sidebarless'}, '"layout" must be one of'],
    [{...valid, meta: [{name: 'robots'}]}, '"meta[0].content" is required'],
    [{...valid, meta: [{content: 'x'}]}, 'one of [name, property]'],
    [{...valid, pageClass: 'Not A Class'}, '"pageClass"'],
    [{...valid, slug: '/items'}, 'derived from the file path'],
  ])('rejects %j, naming the file', (frontMatter, message) => {
    expect(() => validatePageRecord(frontMatter, 'docs/api/items.md')).toThrow(
      /Invalid front matter in docs\/api\/items\.md/,
    );
    expect(() => validatePageRecord(frontMatter, 'docs/api/items.md')).toThrow(message);
  });
});

describe('createFrontMatterParser', () => {
  const siteDir = '/site';
  const parse = createFrontMatterParser({
    siteDir,
    docsDir: 'docs',
    sidebarDepth: 1,
    sidebarId: 'docs',
  });
  const run = (file: string, fileContent: string) =>
    parse({
      filePath: path.join(siteDir, file),
      fileContent,
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });

  it('reads the headings of an edited page again', async () => {
    const page = (heading: string) =>
      `---\ntitle: Items\ndescription: All about items.\n---\n\n## ${heading}\n`;
    const headingsOf = async (content: string) =>
      (await run('docs/api/items.md', content)).frontMatter.sidebar_headings;
    expect(await headingsOf(page('List items'))).toEqual(await headingsOf(page('List items')));
    expect(await headingsOf(page('Read items'))).toEqual([
      {id: 'read-items', text: 'Read items', level: 2},
    ]);
  });

  it('derives the URL, the sidebar headings and the shared defaults', async () => {
    const {frontMatter} = await run(
      'docs/api/items.md',
      '---\ntitle: Items\ndescription: All about items.\n---\n\n## List items\n',
    );
    expect(frontMatter).toMatchObject({
      slug: '/api/items.html',
      displayed_sidebar: 'docs',
      hide_table_of_contents: true,
      sidebar_headings: [{id: 'list-items', text: 'List items', level: 2}],
    });
  });

  it('names the file when the YAML is malformed', async () => {
    await expect(run('docs/api/items.md', '---\ntitle: [unclosed\n---\n')).rejects.toThrow(
      /Malformed front matter in docs\/api\/items\.md/,
    );
  });

  it('leaves files outside docs/ and partials alone', async () => {
    const partial = await run('docs/api/_shared.md', '---\nfoo: 1\n---\n');
    expect(partial.frontMatter).toEqual({foo: 1});
    const page = await run('src/pages/x.md', 'text');
    expect(page.frontMatter).toEqual({});
  });
});
