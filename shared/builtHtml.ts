/**
 * A built page's HTML as a hast tree, for the plugins that read the build
 * after it is written (search-index, llms-txt). The tree has no source
 * positions: no reader uses them, and `hast-util-from-html` mapping every
 * node back to its line and column, once for each plugin, made the build's
 * post-build steps measurably slower for nothing.
 */
import type {Root} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {parse} from 'parse5';

export function parseBuiltHtml(html: string): Root {
  // `scriptingEnabled: false` reads <noscript> as markup, as the other parsers did.
  const tree = fromParse5(parse(html, {scriptingEnabled: false}));
  if (tree.type !== 'root') {
    throw new Error(`parse5 returned a ${tree.type} for a whole document`);
  }
  return tree;
}
