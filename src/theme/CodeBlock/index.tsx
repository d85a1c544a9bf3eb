/**
 * Ejected from the classic theme to drop one line: it remounted every code
 * block once the app had hydrated (`key={String(isBrowser)}`), so that a
 * dark-mode Prism theme would replace the light one rendered on the server.
 * This site uses one code theme in both modes (src/config/prismTheme.ts), so
 * the server's colours are always right, and a remount would throw away the
 * server's highlighted HTML that src/theme/CodeBlock/Content keeps. Give the
 * modes different code themes and this remount is needed again.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable; with
 * React elements among them they stay as they are.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  // (CUSTOM) no remount after hydration: see the comment at the top.
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
