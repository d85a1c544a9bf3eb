/**
 * Ejected from the classic theme to swap one hook: its useCodeWordWrap reads
 * each block's width as the block mounts, forcing a layout per block while
 * the page hydrates (see src/hooks/useCodeWordWrap).
 */
import type {ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
// The code block's context and metadata have no public accessor yet.
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useCodeWordWrap} from '@site/src/hooks/useCodeWordWrap';

export default function CodeBlockString(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  // (CUSTOM) measured when laid out, not as it mounts.
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
