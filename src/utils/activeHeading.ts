/** Pure helper of the sidebar's heading highlight. */

export type HeadingPosition = {readonly id: string; readonly top: number};

/**
 * The heading the reader is in: the last one whose top has passed
 * `threshold` (px from the top of the viewport). At the end of the page it is
 * the last heading, since a short final section never reaches the threshold.
 * Above the first heading there is none.
 */
export function activeHeadingId(
  headings: readonly HeadingPosition[],
  threshold: number,
  atPageEnd: boolean,
): string | undefined {
  if (atPageEnd) {
    return headings.at(-1)?.id;
  }
  let active: string | undefined;
  for (const heading of headings) {
    if (heading.top > threshold) {
      break;
    }
    active = heading.id;
  }
  return active;
}
