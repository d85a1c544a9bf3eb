// Docusaurus types every `@theme-original/*` module as `any`; this one is
// assigned to a typed variable, so it gets the type of the theme component.
declare module '@theme-original/CodeBlock/Content' {
  export {default} from '@theme/CodeBlock/Content';
}
