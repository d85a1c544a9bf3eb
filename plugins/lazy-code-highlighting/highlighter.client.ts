/**
 * The highlighter in the browser: a chunk of its own, run on first use. The
 * browser downloads it when idle (a prefetch runs nothing), and it is run as
 * soon as the reader opens another page (see ./client.ts), so that page's
 * code blocks render highlighted at once.
 */
import {createElement, useSyncExternalStore, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Content';

let Highlighted: ComponentType<Props> | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export function preloadHighlighter(): Promise<void> {
  loading ??= import(
    /* webpackPrefetch: true */ '@site/src/theme/CodeBlock/Content/Highlighted'
  ).then((module) => {
    Highlighted = module.default;
    listeners.forEach((listener) => listener());
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => Highlighted;

/** Highlighted code once the highlighter has run; `fallback` until then. */
export default function Highlighter({
  fallback,
  ...props
}: Props & {fallback: ReactNode}): ReactNode {
  const Component = useSyncExternalStore(subscribe, current, current);
  if (Component === undefined) {
    void preloadHighlighter();
    return fallback;
  }
  return createElement(Component, props);
}
