/** Pure helper of the search index: reading the built pages' HTML trees. */
import type {Element} from 'hast';
import {toString} from 'hast-util-to-string';

function isHashLink(node: Element['children'][number]): boolean {
  const className = node.type === 'element' ? node.properties.className : undefined;
  return Array.isArray(className) && className.includes('hash-link');
}

/** The text of an element, spaces collapsed, without the "#" link Docusaurus adds to headings. */
export function textOf(node: Element): string {
  return toString({...node, children: node.children.filter((child) => !isHashLink(child))})
    .replace(/\s+/g, ' ')
    .trim();
}
