/**
 * Front matter hook for every Markdown file (build time only, Node).
 *
 * It validates our page record and derives what authors should not have to
 * write by hand: the `.html` URL from the file path, the headings listed under
 * the page's sidebar link, and the defaults every page shares.
 */
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import {createSlugger, parseMarkdownHeadingId, posixPath} from '@docusaurus/utils';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
import type {Root} from 'mdast';
import type {ParseFrontMatter} from '@docusaurus/types';
import {pageLayouts, type SidebarHeading} from './page';

/**
 * The URL of a doc, from its path relative to `docs/`: every page ends in
 * `.html` like the old site's, and folder pages (`index.md`) end in `/`.
 */
export function routeForDoc(relativePath: string): string {
  const withoutExtension = posixPath(relativePath).replace(/\.mdx?$/, '');
  if (withoutExtension === 'index' || withoutExtension.endsWith('/index')) {
    return `/${withoutExtension.slice(0, -'index'.length)}`;
  }
  return `/${withoutExtension}.html`;
}

/**
 * The headings of a Markdown tree down to `maxLevel`, with the ids Docusaurus
 * gives them: explicit `{#id}` first, else the GitHub slug of the heading's
 * text, numbered where a slug repeats.
 */
export function headingsOfTree(tree: Root, maxLevel: number): SidebarHeading[] {
  const slugger = createSlugger();
  const headings: SidebarHeading[] = [];
  const visit = (node: Root | Root['children'][number]): void => {
    if (node.type === 'heading') {
      const parsed = parseMarkdownHeadingId(toString(node));
      const text = parsed.text.replace(/\\$/, '').trim();
      const id = parsed.id ?? slugger.slug(text);
      if (node.depth >= 2 && node.depth <= maxLevel) {
        headings.push({id, text, level: node.depth});
      }
      return;
    }
    if ('children' in node) {
      node.children.forEach((child) => visit(child));
    }
  };
  visit(tree);
  return headings;
}

/**
 * The lines of a page that can make its headings: `#` headings and link
 * definitions (a heading's `[text]` may use one), outside fenced code. The
 * pages use no other heading form (markdownlint); tests/unit/frontMatter.test.ts
 * checks every page against a parse of the whole page.
 */
function headingLines(content: string): string {
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of content.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      const closes =
        marker !== undefined &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        line.trim() === marker;
      if (closes) {
        fence = null;
      }
    } else if (marker !== undefined) {
      fence = marker;
    } else if (/^ {0,3}(#{1,6}(\s|$)|\[[^\]]+\]:\s)/.test(line)) {
      kept.push(line);
    }
  }
  return kept.join('\n\n');
}

/**
 * The headings of a page down to `maxLevel` (see headingsOfTree). Only the
 * lines that can make them are parsed: every page's Markdown is read before
 * the bundler starts, so a parse of whole pages held up every build.
 */
export function extractHeadings(content: string, maxLevel: number): SidebarHeading[] {
  return headingsOfTree(fromMarkdown(headingLines(content)), maxLevel);
}

const metaTagSchema = Joi.object({
  name: Joi.string(),
  property: Joi.string(),
  content: Joi.string().required(),
}).xor('name', 'property');

const pageRecordSchema = Joi.object({
  title: Joi.string().trim().required(),
  description: Joi.string().trim().required(),
  pageClass: Joi.string().pattern(/^[a-z][a-z0-9-]*$/),
  layout: Joi.string().valid(...Object.keys(pageLayouts)),
  meta: Joi.array().items(metaTagSchema),
  slug: Joi.forbidden().messages({
    'any.unknown': '"slug" is derived from the file path; remove it',
  }),
  id: Joi.forbidden().messages({
    'any.unknown': '"id" is derived from the file path; remove it',
  }),
}).unknown();

/** Throws, naming the file, when a page's front matter breaks the record. */
export function validatePageRecord(frontMatter: Record<string, unknown>, file: string): void {
  const {error} = pageRecordSchema.validate(frontMatter, {abortEarly: false});
  if (error) {
    const problems = error.details.map((detail) => `  - ${detail.message}`);
    throw new Error(`Invalid front matter in ${file}:\n${problems.join('\n')}`);
  }
}

type Options = {
  siteDir: string;
  docsDir: string;
  /** Heading levels under the active sidebar link (1 = h2 only). */
  sidebarDepth: number;
  sidebarId: string;
};

/** The `markdown.parseFrontMatter` hook for `docusaurus.config.ts`. */
export function createFrontMatterParser(options: Options): ParseFrontMatter {
  const docsRoot = path.join(options.siteDir, options.docsDir);
  // A clean build parses each page's front matter twice (the docs plugin,
  // then the bundler's MDX loader): read its headings once per version of
  // the page, not by parsing the whole page again.
  const headingsOfFile = new Map<string, {content: string; headings: SidebarHeading[]}>();
  const headingsOf = (file: string, content: string): SidebarHeading[] => {
    const known = headingsOfFile.get(file);
    if (known?.content === content) {
      return known.headings;
    }
    const headings = extractHeadings(content, options.sidebarDepth + 1);
    headingsOfFile.set(file, {content, headings});
    return headings;
  };
  return async (params) => {
    const file = path.relative(options.siteDir, params.filePath);
    const result = await params.defaultParseFrontMatter(params).catch((error: unknown) => {
      throw new Error(`Malformed front matter in ${file}: ${String(error)}`);
    });
    const relativeToDocs = path.relative(docsRoot, params.filePath);
    const isDoc =
      !relativeToDocs.startsWith('..') && !path.basename(relativeToDocs).startsWith('_');
    if (!isDoc) {
      return result;
    }
    validatePageRecord(result.frontMatter, file);
    return {
      ...result,
      frontMatter: {
        // The active page's headings sit under its sidebar link.
        hide_table_of_contents: true,
        // Pages outside the sidebar still show it, as on the old site.
        displayed_sidebar: options.sidebarId,
        ...result.frontMatter,
        slug: routeForDoc(relativeToDocs),
        // Read by plugins/sidebar-headings and src/hooks/usePageHeadings.ts.
        sidebar_headings: headingsOf(file, result.content),
      },
    };
  };
}
