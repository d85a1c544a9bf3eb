// Types of modules that TypeScript cannot see: aliases and loose theme types.

// Docusaurus types every `@theme-original/*` module as `any`; this one is
// assigned to a typed variable, so it gets the type of the theme component.
declare module '@theme-original/CodeBlock/Content' {
  export {default} from '@theme/CodeBlock/Content';
}

// The JSON a plugin hands the UI (shared/buildData.ts): its data module
// (`@build-data/<plugin>`, in plugins/<plugin>/) gives it its type.
declare module '@build-data/*.json' {
  const data: unknown;
  export default data;
}

/** tslib's own ES module build (plugins/lean-tslib): the same helpers as `tslib`. */
declare module 'tslib/tslib.es6.mjs' {
  export * from 'tslib';
}

// A theme component of ours beside the theme's own admonition types
// (src/theme/Admonition/Type/Correction), imported as a theme sibling.
declare module '@theme/Admonition/Type/Correction' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme/Admonition';

  export default function AdmonitionTypeCorrection(props: Props): ReactNode;
}
