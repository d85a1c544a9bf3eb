/**
 * A remark plugin: in a link whose inline code is followed by words, such as
 * a source link (`TablesService.php` L89-L96), the space after the code is
 * taken out of the text and drawn as a margin of the code (src/css/custom.css),
 * so that the link's underline does not start under a space.
 */
import type {Link, Nodes} from 'mdast';

export const NAME = 'code-link-gap';

/** The class of code followed by words in a link; src/css/custom.css gives it the gap. */
export const codeBeforeTextClass = 'code-before-text';

function spaceAfterCode(link: Link): void {
  link.children.forEach((child, index) => {
    const next = link.children[index + 1];
    if (child.type !== 'inlineCode' || next?.type !== 'text' || !/^\s/.test(next.value)) {
      return;
    }
    next.value = next.value.trimStart();
    child.data = {
      ...child.data,
      hProperties: {...child.data?.hProperties, className: [codeBeforeTextClass]},
    };
  });
}

/** Applies the change to every link in `tree` (also used by plugins/corrections). */
export function gapAfterCodeInLinks(tree: Nodes): void {
  if (tree.type === 'link') {
    spaceAfterCode(tree);
  }
  if ('children' in tree) {
    tree.children.forEach((child) => gapAfterCodeInLinks(child));
  }
}

export default function codeLinkGap() {
  return (tree: Nodes): void => gapAfterCodeInLinks(tree);
}
