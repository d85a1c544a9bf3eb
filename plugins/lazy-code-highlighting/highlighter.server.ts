/** The highlighter on the server: synchronous, so the HTML ships highlighted code. */
import {createElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import Highlighted from '@site/src/theme/CodeBlock/Content/Highlighted';

export function preloadHighlighter(): Promise<void> {
  return Promise.resolve();
}

export default function Highlighter({
  fallback: _fallback,
  ...props
}: Props & {fallback: unknown}): ReactNode {
  return createElement(Highlighted, props);
}
