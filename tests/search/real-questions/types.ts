/** A question a Directus 8 user asked in a public GitHub issue or discussion, as they would type it. */
export type RealQuestion = {
  /** Their words or their error text, 2 to 7 words; never more of the issue than that. */
  readonly query: string;
  /** The issue or discussion it comes from. */
  readonly source: `https://github.com/directus/${string}`;
  /** The section that answers it (`/page.html#anchor`), or a page when all of it does. */
  readonly expected: string;
  /** Other sections that answer it as well as `expected`. */
  readonly also?: readonly string[];
};
