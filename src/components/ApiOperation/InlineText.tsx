import type {ReactNode} from 'react';

/** Data texts are plain, with `backticks` for code: render those as <code>. */
export default function InlineText({text}: {readonly text: string}): ReactNode {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
