import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

/**
 * Token types drawn exactly like the code's own text: src/css/code.css gives
 * `plain` no style and `punctuation` the text colour. Tokens of only these
 * types go out as text without a span: punctuation alone is a third of the
 * spans of a JSON example, and every element costs layout, hydration and axe
 * time on the code-heavy pages.
 */
const textLikeTypes = new Set(['plain', 'punctuation']);

/** The classic theme's pass-through token, meant for swizzling. (CUSTOM) See above. */
export default function CodeBlockLineToken({line: _line, token, ...props}: Props): ReactNode {
  if (token.types.every((type) => textLikeTypes.has(type))) {
    return props.children;
  }
  return <span {...props} />;
}
