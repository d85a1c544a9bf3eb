import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {dataTextParts} from '@site/shared/dataText';

/**
 * Renders a data text (markup in shared/dataText.ts). Links go through <Link>,
 * so the build's link checker fails on a page or anchor that does not exist.
 */
export default function InlineText({text}: {readonly text: string}): ReactNode {
  return dataTextParts(text).map((part, index) => {
    if (part.kind === 'text') return part.text;
    if (part.kind === 'code') return <code key={index}>{part.text}</code>;
    return (
      <Link key={index} to={part.to}>
        <InlineText text={part.text} />
      </Link>
    );
  });
}
