/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// (CUSTOM) start: why this file is ejected
/**
 * Ejected to swap one hook (src/hooks/useCodeWordWrap): the theme's
 * useCodeWordWrap reads each block's width as the block mounts, forcing a
 * layout per block while the page hydrates, and its button wraps code with
 * inline styles that break lines anywhere, inside strings too, where the
 * site's marks the block for the wrapping rules of src/css/code.css.
 */
// (CUSTOM) end
import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  type CodeBlockMetadata,
  createCodeBlockMetadata,
  // (CUSTOM) start: the site's own useCodeWordWrap, imported below
  // (UPSTREAM) useCodeWordWrap,
  // (CUSTOM) end
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
// (CUSTOM) start: measured when the block is laid out, not as it mounts
import {useCodeWordWrap} from '@site/src/hooks/useCodeWordWrap';
// (CUSTOM) end

function useCodeBlockMetadata(props: Props): CodeBlockMetadata {
  const {prism} = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

// TODO Docusaurus v4: move this component at the root?
export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
