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
