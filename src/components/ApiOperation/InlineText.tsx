import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

/** A code span, or a link to a page of the site: `[Cache Pool](/docker/environment.html#cache-pool)`. */
const markup = /(`[^`]*`|\[[^\]]+\]\(\/[^)\s]*\))/;
const link = /^\[([^\]]+)\]\((\/[^)\s]*)\)$/;

/**
 * Data texts are plain, with `backticks` for code and `[label](/page.html#anchor)`
 * for a link. Links go through <Link>, so the build's link checker fails on a
 * page or anchor that does not exist.
 */
export default function InlineText({text}: {readonly text: string}): ReactNode {
  return text.split(markup).map((part, index) => {
    if (index % 2 === 0) return part;
    const [, label, to] = link.exec(part) ?? [];
    if (label === undefined || to === undefined)
      return <code key={index}>{part.slice(1, -1)}</code>;
    return (
      <Link key={index} to={to}>
        <InlineText text={label} />
      </Link>
    );
  });
}
