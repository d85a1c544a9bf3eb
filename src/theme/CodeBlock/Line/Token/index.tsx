import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

/**
 * The classic theme's pass-through token, meant for swizzling. (CUSTOM) A
 * `plain` token has no colour of its own (src/css/code.css styles none), so
 * its text goes out without a span: a third fewer elements in code-heavy
 * pages, which the browser lays out and hydrates, and axe walks.
 */
export default function CodeBlockLineToken({line: _line, token, ...props}: Props): ReactNode {
  if (token.types.length === 1 && token.types[0] === 'plain') {
    return props.children;
  }
  return <span {...props} />;
}
