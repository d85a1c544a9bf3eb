/**
 * Code blocks without Prism in the page's start-up JavaScript.
 *
 * The server renders each block highlighted. When React hydrates a page, a
 * block keeps the HTML the server rendered (React leaves the contents of
 * `dangerouslySetInnerHTML` as they are), so the first page needs no
 * highlighter at all. Blocks of pages opened later render with the
 * highlighter, a chunk of its own (plugins/lazy-code-highlighting).
 */
import type {MutableRefObject, ReactNode} from 'react';
import clsx from 'clsx';
// The code block's context has no public accessor yet.
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Highlighter from '@code-highlighter';
import {useServerHtml} from '@site/src/hooks/useServerHtml';
import styles from './styles.module.css';

/**
 * The block's word-wrap ref, which the theme's useCodeWordWrap makes with
 * `useRef`. The theme declares it with React 19's ref type, which React 18's
 * types read as read-only and as no `<pre>`'s ref: it is a plain mutable ref.
 */
function usePreRef(): MutableRefObject<HTMLPreElement | null> {
  return useCodeBlockContext().wordWrap.codeBlockRef;
}

/** Unhighlighted code, shown if the highlighter is still loading. */
function PlainCode({className}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const preRef = usePreRef();
  return (
    <pre
      ref={preRef}
      // Scrollable, so reachable by keyboard, as the highlighted block is.
      tabIndex={0}
      className={clsx(className, styles.plain, 'thin-scrollbar')}>
      <code>{metadata.code}</code>
    </pre>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  const {id, html: serverHtml} = useServerHtml();
  const preRef = usePreRef();

  if (serverHtml !== undefined) {
    return (
      <div
        id={id}
        className={styles.content}
        // The word-wrap button works on the block's <pre>.
        ref={(element) => {
          preRef.current = element?.querySelector('pre') ?? null;
        }}
        dangerouslySetInnerHTML={{__html: serverHtml}}
      />
    );
  }
  return (
    <div id={id} className={styles.content}>
      <Highlighter {...props} fallback={<PlainCode {...props} />} />
    </div>
  );
}
