/**
 * A built page's article as Markdown, for AI assistants: what the reader sees,
 * with every tab's content under its label, code fences with their language,
 * admonitions as quotes, and absolute links; without the tools for working
 * on the site (edit links). Pure: unit-tested on HTML snippets.
 */
import {unified} from 'unified';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import type {Element, ElementContent, Root} from 'hast';
import {parseBuiltHtml} from '../../shared/builtHtml';
import {PAGE_TOOL_ATTRIBUTE} from '../../src/config/page';

function element(tagName: string, children: ElementContent[], className?: string[]): Element {
  return {type: 'element', tagName, properties: className ? {className} : {}, children};
}

function text(value: string): ElementContent {
  return {type: 'text', value};
}

function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * Replaces each element the function maps, anywhere under `tree`, innermost
 * first. Comments go: the reader never sees them, and React writes `<!-- -->`
 * between adjacent texts (`the <!-- -->item<!-- --> object`).
 */
function replaceAll(tree: Element, map: (node: Element) => ElementContent[] | undefined): void {
  tree.children = tree.children.flatMap((child): ElementContent[] => {
    if (child.type === 'comment') return [];
    if (child.type !== 'element') return [child];
    replaceAll(child, map);
    return map(child) ?? [child];
  });
}

/** A highlighted code block: its title, then a plain `pre > code` with the language. */
function codeBlock(node: Element): ElementContent[] {
  const language = classes(node).find((name) => name.startsWith('language-'));
  const lines = selectAll('.token-line', node);
  const source =
    lines.length > 0
      ? lines.map((line) => toString(line)).join('\n')
      : toString(select('pre', node) ?? node);
  const title = select('[class*="codeBlockTitle"]', node);
  const code = element('pre', [
    element('code', [text(source.replace(/\n$/, ''))], language ? [language] : undefined),
  ]);
  return title ? [element('p', [element('strong', [text(toString(title))])]), code] : [code];
}

/** Tabs: every panel, each after its label. */
function tabs(node: Element): ElementContent[] {
  const labels = selectAll('[role="tab"]', node).map((tab) => toString(tab));
  return selectAll('[role="tabpanel"]', node).flatMap((panel, index) => [
    element('p', [element('strong', [text(`${labels[index] ?? `Tab ${index + 1}`}:`)])]),
    ...panel.children,
  ]);
}

/** An admonition: a quote that starts with its title. */
function admonition(node: Element): ElementContent[] {
  const heading = select('[class*="admonitionHeading"]', node);
  const content = select('[class*="admonitionContent"]', node);
  return [
    element('blockquote', [
      element('p', [element('strong', [text(heading ? toString(heading).trim() : 'Note')])]),
      ...(content?.children ?? []),
    ]),
  ];
}

/** The tool marker as a hast property: `data-page-tool` is `dataPageTool`. */
const pageToolProperty = PAGE_TOOL_ATTRIBUTE.replace(/-([a-z])/g, (_, letter: string) =>
  letter.toUpperCase(),
);

function mapNode(node: Element): ElementContent[] | undefined {
  const names = classes(node);
  if (names.includes('hash-link') || node.tagName === 'button' || node.tagName === 'svg') return [];
  if (node.properties[pageToolProperty] !== undefined) return [];
  if (names.includes('theme-code-block')) return codeBlock(node);
  if (names.includes('tabs-container')) return tabs(node);
  if (names.includes('theme-admonition')) return admonition(node);
  return undefined;
}

/** A string property's value; anything else reads as empty. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Makes site-relative links and images absolute, so the Markdown works anywhere. */
function absolutize(tree: Root, siteUrl: string, pagePath: string): void {
  for (const node of selectAll('a[href], img[src]', tree)) {
    const key = node.tagName === 'a' ? 'href' : 'src';
    const value = textOf(node.properties[key]);
    if (!/^[a-z]+:/i.test(value)) {
      node.properties[key] = new URL(value, new URL(pagePath, siteUrl)).href;
    }
  }
}

export type PageMarkdown = {
  /** The page's h1. */
  readonly title: string;
  /** The page's meta description. */
  readonly description: string;
  readonly markdown: string;
};

/** A built page as Markdown with its title and description, or null when it has no article. */
export function pageToMarkdown(
  html: string,
  siteUrl: string,
  pagePath: string,
): PageMarkdown | null {
  const page = parseBuiltHtml(html);
  const article = select('.theme-doc-markdown', page);
  if (!article) return null;
  const title = toString(select('h1', article) ?? element('p', [])).trim();
  const description = textOf(select('meta[name="description"]', page)?.properties.content);
  replaceAll(article, mapNode);
  const tree: Root = {type: 'root', children: [article]};
  absolutize(tree, siteUrl, pagePath);
  const mdast = unified().use(rehypeRemark).runSync(tree);
  const markdown = unified()
    .use(remarkGfm)
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-'})
    .stringify(mdast);
  return {title, description, markdown: `${markdown.trim()}\n`};
}
