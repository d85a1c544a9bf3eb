/**
 * Pure helpers of the corrections plugin: find the `:::correction` notes of a
 * page, the section each sits in, and the v8 source lines each links.
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {toString} from 'mdast-util-to-string';
import {toHast} from 'mdast-util-to-hast';
import {directive} from 'micromark-extension-directive';
import type {Root as HastRoot} from 'hast';
import type {Nodes, Root, RootContent} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';

/** The admonition keyword of a correction: `:::correction[What is true]`. */
export const CORRECTION_KEYWORD = 'correction';

import {V8_COMMIT, V8_REPOSITORY} from '../../src/config/v8Source';
import {gapAfterCodeInLinks} from '../../remark/codeLinkGap';

export {V8_COMMIT, V8_REPOSITORY};

export type SourceLink = {
  readonly url: string;
  readonly commit: string;
  /** Path inside the repository. */
  readonly path: string;
  /** First and last line of a `#L12-L20` anchor (the same line for `#L12`). */
  readonly lines: readonly [number, number] | null;
};

const sourceLink =
  /https:\/\/github\.com\/directus\/v8-archive\/blob\/([^/\s]+)\/([^\s#)"'<>]+)(?:#L(\d+)(?:-L(\d+))?)?/g;

/** Every link into the v8 repository's files in a text, in order. */
export function sourceLinksIn(text: string): SourceLink[] {
  return Array.from(text.matchAll(sourceLink), (match) => {
    const [url, commit = '', path = '', from, to] = match;
    const first = from === undefined ? null : Number(from);
    return {
      url,
      commit,
      path: decodeURIComponent(path),
      lines: first === null ? null : [first, to === undefined ? first : Number(to)],
    };
  });
}

export type Correction = {
  /** Heading the note sits under on its page, with its anchor; null above the first heading. */
  readonly section: {readonly id: string; readonly text: string} | null;
  /** The note's title (what is true), as inline HAST. */
  readonly title: HastRoot;
  /** The note's body, as HAST. */
  readonly body: HastRoot;
  readonly sources: readonly SourceLink[];
  /** Line of the note in its file, for error messages. */
  readonly line: number;
};

function isCorrection(node: Nodes): node is ContainerDirective {
  return node.type === 'containerDirective' && node.name === CORRECTION_KEYWORD;
}

function isLabel(node: RootContent): boolean {
  return node.type === 'paragraph' && node.data?.directiveLabel === true;
}

/** The HTML of a note's part, its links' code spaced as on the page (remark/codeLinkGap.ts). */
function hastOf(children: RootContent[]): HastRoot {
  const root: Root = structuredClone({type: 'root', children});
  gapAfterCodeInLinks(root);
  return toHast(root) as HastRoot;
}

/**
 * A note's links to the source, from the link nodes of its body. Links to a
 * heading of the same page (`#id`) get the page's route, since the note is
 * also shown on the list of all corrections.
 */
function linksOf(node: ContainerDirective, route: string): SourceLink[] {
  const urls: string[] = [];
  const visit = (child: Nodes): void => {
    if (child.type === 'link') {
      if (child.url.startsWith('#')) child.url = `${route}${child.url}`;
      urls.push(child.url);
    }
    if ('children' in child) child.children.forEach(visit);
  };
  visit(node);
  return urls.flatMap(sourceLinksIn);
}

/**
 * The corrections of one Markdown file (served at `route`), in order. Throws, naming the file and
 * line, when a note has no title or links no v8 source lines at V8_COMMIT:
 * a correction asks the reader to trust it, so it must show its proof.
 */
export function correctionsIn(markdown: string, file: string, route = ''): Correction[] {
  // Most pages have no note: a page without the keyword is not parsed at all.
  if (!markdown.includes(`:::${CORRECTION_KEYWORD}`)) {
    return [];
  }
  const tree = fromMarkdown(markdown, {
    extensions: [directive()],
    mdastExtensions: [directiveFromMarkdown()],
  });
  const slugger = createSlugger();
  const found: Correction[] = [];
  let section: Correction['section'] = null;
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') {
      const parsed = parseMarkdownHeadingId(toString(node));
      const text = parsed.text.replace(/\\$/, '').trim();
      const id = parsed.id ?? slugger.slug(text);
      if (node.depth >= 2) section = {id, text};
      return;
    }
    if (isCorrection(node)) {
      const line = node.position?.start.line ?? 0;
      const where = `${file}:${line}`;
      const label = node.children.find(isLabel);
      if (!label || label.type !== 'paragraph' || toString(label).trim() === '') {
        throw new Error(`${where}: a correction needs a title saying what is true`);
      }
      const sources = linksOf(node, route);
      const proof = sources.filter((link) => link.commit === V8_COMMIT && link.lines !== null);
      if (proof.length === 0) {
        throw new Error(
          `${where}: a correction must link the v8 source lines that show it ` +
            `(https://github.com/${V8_REPOSITORY}/blob/${V8_COMMIT}/<path>#L<from>-L<to>)`,
        );
      }
      found.push({
        section,
        title: hastOf(label.children),
        body: hastOf(node.children.filter((child) => !isLabel(child))),
        sources,
        line,
      });
      return;
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return found;
}

/**
 * Text outside correction notes that speaks of the earlier documentation:
 * readers never read "the old docs", so such text belongs in a correction.
 * Returns the line numbers.
 */
export function mentionsOutsideCorrections(markdown: string): number[] {
  const mention = /\bold (docs|documentation|page)\b|\bprevious (docs|documentation)\b/i;
  const lines = markdown.split('\n');
  const inside = new Set<number>();
  let open = -1;
  lines.forEach((text, index) => {
    if (open < 0 && new RegExp(`^\\s*:::${CORRECTION_KEYWORD}\\b`).test(text)) open = index;
    else if (open >= 0 && /^\s*:::\s*$/.test(text)) {
      for (let line = open; line <= index; line += 1) inside.add(line);
      open = -1;
    }
  });
  return lines.flatMap((text, index) =>
    mention.test(text) && !inside.has(index) ? [index + 1] : [],
  );
}
