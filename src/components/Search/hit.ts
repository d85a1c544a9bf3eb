/**
 * A row of the results list and how the box shows it. Apart from the
 * ranking (results.ts) because the box itself needs only this: every page
 * loads the box, and the ranking and its vocabulary come with the search
 * code when the reader starts searching (useSearch.ts).
 */

/** A row of the results list. */
export type SearchHit = {
  readonly url: string;
  /** The row's or section's title; the page's for a match above its first heading. */
  readonly title: string;
  /** The page holding it, when `title` is a section's or a row's. */
  readonly page?: string;
  /** The page's sidebar group: tells "Users" in Guides from "Users" in the API. */
  readonly section?: string;
  /** What a named thing is: "Environment variable". */
  readonly kind?: string;
  /** Text around the match, HTML with the terms in <mark>. */
  readonly excerpt: string;
};

/**
 * Where a hit is, below its title: what it is, the sidebar group and the
 * page, "Environment variable · Docker › Environment Variables".
 */
export function hitLocation(hit: SearchHit): string {
  const place = [hit.section, hit.page].filter((part) => part !== undefined).join(' › ');
  return [hit.kind, place].filter((part) => part !== undefined && part !== '').join(' · ');
}
