import {describe, expect, it} from 'vitest';
import {pageToMarkdown} from '../../plugins/llms-txt/toMarkdown';
import {llmsFull, llmsIndex} from '../../plugins/llms-txt/files';
import {markdownPath} from '../../shared/routes';

const site = 'https://docs.example.com';

function page(article: string): string {
  return `<html><head><title>X</title><meta name="description" content="What it is."></head><body><nav><a href="/a.html">Nav</a></nav><div class="theme-doc-markdown markdown"><header><h1>Items</h1></header>${article}</div></body></html>`;
}

function markdownOf(article: string): string {
  return pageToMarkdown(page(article), site, '/api/items.html')?.markdown ?? '';
}

describe('pageToMarkdown', () => {
  it('keeps the article only, with its title and description', () => {
    const result = pageToMarkdown(page('<p>Body.</p>'), site, '/api/items.html');
    expect(result?.title).toBe('Items');
    expect(result?.description).toBe('What it is.');
    expect(result?.markdown).toBe('# Items\n\nBody.\n');
  });

  it('returns null for a page without an article', () => {
    expect(pageToMarkdown('<html><body><p>404</p></body></html>', site, '/404.html')).toBeNull();
  });

  it('writes highlighted code as a fence with its language and title', () => {
    const block =
      '<div class="language-json theme-code-block"><div class="codeBlockTitle_x">Response: 200 OK</div><pre><code><div class="token-line"><span>{"a":</span><br></div><div class="token-line"><span> 1}</span></div></code></pre><button>Copy</button></div>';
    expect(markdownOf(block)).toBe('# Items\n\n**Response: 200 OK**\n\n```json\n{"a":\n 1}\n```\n');
  });

  it('keeps every tab, each under its label', () => {
    const tabs =
      '<div class="tabs-container"><ul role="tablist"><li role="tab">curl</li><li role="tab">JavaScript</li></ul><div><div role="tabpanel"><p>One</p></div><div role="tabpanel" hidden><p>Two</p></div></div></div>';
    expect(markdownOf(tabs)).toBe('# Items\n\n**curl:**\n\nOne\n\n**JavaScript:**\n\nTwo\n');
  });

  it('turns admonitions into quotes and drops heading links', () => {
    const html =
      '<h2 id="a">Title<a class="hash-link" href="#a">#</a></h2><div class="theme-admonition alert"><div class="admonitionHeading_x"><span><svg></svg></span>Tip</div><div class="admonitionContent_x"><p>Do it.</p></div></div>';
    expect(markdownOf(html)).toBe('# Items\n\n## Title\n\n> **Tip**\n>\n> Do it.\n');
  });

  it("drops React's comment markers between texts, keeping the words as the reader sees them", () => {
    const html =
      '<p>An array.<!-- --> <!-- -->See <a href="/api/items.html#x">the <!-- -->item<!-- --> object</a>.</p><p>a<!-- -->b</p><table><thead><tr><th>Name</th></tr></thead><tbody><tr><td><code>id</code> <!-- -->required</td></tr></tbody></table>';
    const markdown = markdownOf(html);
    expect(markdown).not.toContain('<!--');
    expect(markdown).toContain(
      'An array. See [the item object](https://docs.example.com/api/items.html#x).\n\nab\n',
    );
    expect(markdown).toContain('| `id` required |');
  });

  it("drops the site's tools, such as a part's edit link", () => {
    const html =
      '<div data-page-tool=""><a href="https://github.com/a/b/blob/main/src/data/api/items.ts#L1-L9">Edit</a></div><p>Text.</p>';
    expect(markdownOf(html)).toBe('# Items\n\nText.\n');
  });

  it('keeps tables and makes links absolute', () => {
    const html =
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td><a href="/api/files.html#x">Files</a></td></tr></tbody></table>';
    expect(markdownOf(html)).toContain('| [Files](https://docs.example.com/api/files.html#x) |');
  });
});

describe('the indexes', () => {
  const pages = new Map([
    ['/api/items.html', {title: 'Items', description: 'Item endpoints.', markdown: '# Items\n'}],
    ['/guide/', {title: 'Guide', description: 'For contributors.', markdown: '# Guide\n'}],
  ]);
  const info = {title: 'Docs', url: site, baseUrl: '/', summary: 'About the docs.'};
  const sections = [{label: 'API Reference', routes: ['/api/items.html']}];

  it('puts copies next to their page', () => {
    expect(markdownPath('/api/items.html')).toBe('/api/items.html.md');
    expect(markdownPath('/extensions/')).toBe('/extensions/index.html.md');
  });

  it('lists every page by section, the rest as Optional, and the OpenAPI document', () => {
    expect(llmsIndex(info, sections, pages)).toBe(
      [
        '# Docs',
        '',
        '> About the docs.',
        '',
        '## API Reference',
        '',
        '- [Items](https://docs.example.com/api/items.html.md): Item endpoints.',
        '- [OpenAPI document](https://docs.example.com/openapi.json): every operation of the REST API as OpenAPI 3.1',
        '',
        '## Optional',
        '',
        '- [Guide](https://docs.example.com/guide/index.html.md): For contributors.',
        '',
      ].join('\n'),
    );
  });

  it('links the addresses under the base URL', () => {
    const underV8 = {...info, baseUrl: '/v8/'};
    expect(llmsIndex(underV8, sections, pages)).toContain(
      '- [Items](https://docs.example.com/v8/api/items.html.md): Item endpoints.',
    );
    expect(llmsIndex(underV8, sections, pages)).toContain(
      '(https://docs.example.com/v8/openapi.json)',
    );
    expect(llmsFull(underV8, sections, pages)).toContain(
      'Source: https://docs.example.com/v8/guide/\n',
    );
  });

  it('holds every page in the same order, each with its address and no HTML comment', () => {
    const full = llmsFull(info, sections, pages);
    expect(full.indexOf('# Items')).toBeLessThan(full.indexOf('# Guide'));
    expect(full).toContain('# Guide\nSource: https://docs.example.com/guide/\n');
    expect(full).not.toContain('<!--');
  });
});
