import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

type Token = Props['token'];

/**
 * Token types drawn exactly like the code's own text: src/css/code.css gives
 * `plain` no style and `punctuation` the text colour. Tokens of only these
 * types go out as text without a span: punctuation alone makes many of the
 * spans of a JSON example, and every element costs layout, hydration and axe
 * time on the code-heavy pages.
 */
const textLikeTypes = new Set(['plain', 'punctuation']);

const isString = (token: Token | undefined): boolean => token?.types.includes('string') === true;

/** Punctuation that closes what comes before it (`,` `;` `)`), with no space. */
const closes = (token: Token | undefined): token is Token =>
  token !== undefined &&
  token.types.every((type) => type === 'punctuation') &&
  /^[,;:)\]}]+$/.test(token.content);

/**
 * The classic theme's pass-through token, meant for swizzling. (CUSTOM) See
 * above; and punctuation right after a string (`"draft",`) goes out inside
 * the string's span: where code wraps, a string moves to the next line whole
 * (src/css/code.css), and takes its comma along rather than leave it alone
 * on a line.
 */
export default function CodeBlockLineToken({line, token, ...props}: Props): ReactNode {
  const index = line.indexOf(token);
  if (closes(token) && isString(line[index - 1])) {
    return null;
  }
  if (token.types.every((type) => textLikeTypes.has(type))) {
    return props.children;
  }
  const next = line[index + 1];
  if (isString(token) && closes(next)) {
    return (
      <span {...props}>
        {props.children}
        <span className="token punctuation">{next.content}</span>
      </span>
    );
  }
  return <span {...props} />;
}
