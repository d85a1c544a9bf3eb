// Types of modules that TypeScript cannot see: aliases and loose theme types.

// Docusaurus types every `@theme-original/*` module as `any`; this one is
// assigned to a typed variable, so it gets the type of the theme component.
declare module '@theme-original/CodeBlock/Content' {
  export {default} from '@theme/CodeBlock/Content';
}

// The server-only data file of plugins/sidebar-headings: headings by page URL.
declare module '@sidebar-headings-data' {
  import type {SidebarHeading} from '@site/src/config/page';

  const headings: Record<string, readonly SidebarHeading[]>;
  export default headings;
}

/** tslib's own ES module build (plugins/lean-tslib): the same helpers as `tslib`. */
declare module 'tslib/tslib.es6.mjs' {
  export * from 'tslib';
}

// Every correction note of the docs, collected at build time (plugins/corrections).
declare module '@corrections-data' {
  import type {CorrectionPage} from '@site/plugins/corrections';

  const pages: readonly CorrectionPage[];
  export default pages;
}

// A theme component of ours beside the theme's own admonition types
// (src/theme/Admonition/Type/Correction), imported as a theme sibling.
declare module '@theme/Admonition/Type/Correction' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme/Admonition';

  export default function AdmonitionTypeCorrection(props: Props): ReactNode;
}

// The edit links of the parts rendered from src/data, by part name (plugins/edit-links).
declare module '@edit-links-data' {
  import type {EditLinks} from '@site/plugins/edit-links';

  const links: EditLinks;
  export default links;
}
