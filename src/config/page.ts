/**
 * The page record: the front matter keys this site adds to Docusaurus' own.
 * Shared by the build (validation in `frontMatter.ts`) and the theme, so it
 * ships to the browser.
 */

/** Layouts a page may ask for; anything else fails the build. */
export const pageLayouts = {
  /** Sidebar and a centred reading column. */
  default: 'layout-default',
  /** Sidebar and a column as wide as the window allows, for wide tables. */
  wide: 'layout-wide',
} as const;

export type PageLayout = keyof typeof pageLayouts;

/** One extra `<meta>` tag: identified by `name` or `property`. */
export type MetaTag = {
  readonly name?: string;
  readonly property?: string;
  readonly content: string;
};

/**
 * The attribute that marks the list of a page's headings under its sidebar
 * link, with the page's URL as value: the browser reads the first page's
 * list back from the HTML (plugins/sidebar-headings).
 */
export const SIDEBAR_HEADINGS_ATTRIBUTE = 'data-sidebar-headings';

/**
 * The attribute that marks a tool for working on the site inside a page's
 * text, such as the edit link of a part rendered from data: the page's
 * Markdown (plugins/llms-txt) leaves it out.
 */
export const PAGE_TOOL_ATTRIBUTE = 'data-page-tool';

/** A heading listed under the page's sidebar link. */
export type SidebarHeading = {
  readonly id: string;
  readonly text: string;
  readonly level: number;
};

export type PageFrontMatter = {
  readonly title: string;
  readonly description: string;
  readonly pageClass?: string;
  readonly layout?: PageLayout;
  readonly meta?: readonly MetaTag[];
  /** Derived by the build (src/config/frontMatter.ts), never written by hand. */
  readonly sidebar_headings?: readonly SidebarHeading[];
};
