/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// (CUSTOM) start: why this file is ejected
/**
 * Ejected to drop the remount of every code block once the app has hydrated
 * (`key={String(isBrowser)}`), so that a dark-mode Prism theme would replace
 * the light one rendered on the server. This site uses one code theme in both
 * modes (src/config/prismTheme.ts), so the server's colours are always right,
 * and a remount would throw away the server's highlighted HTML that
 * src/theme/CodeBlock/Content keeps. Give the modes different code themes
 * and this remount is needed again.
 */
// (CUSTOM) end
import React, {isValidElement, type ReactNode} from 'react';
// (CUSTOM) start: no remount after hydration (see the top of the file)
// (UPSTREAM) import useIsBrowser from '@docusaurus/useIsBrowser';
// (CUSTOM) end
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props): ReactNode {
  // (CUSTOM) start: no remount after hydration (see the top of the file)
  // (UPSTREAM) // The Prism theme on SSR is always the default theme but the site theme can
  // (UPSTREAM) // be in a different mode. React hydration doesn't update DOM styles that come
  // (UPSTREAM) // from SSR. Hence force a re-render after mounting to apply the current
  // (UPSTREAM) // relevant styles.
  // (UPSTREAM) const isBrowser = useIsBrowser();
  // (CUSTOM) end
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  return (
    // (CUSTOM) start: no remount after hydration (see the top of the file)
    // (UPSTREAM) <CodeBlockComp key={String(isBrowser)} {...props}>
    <CodeBlockComp {...props}>
      {/* (CUSTOM) end */}
      {children as string}
    </CodeBlockComp>
  );
}
