// Stands in for the classic theme's client module that loaded Prism eagerly
// (see ./index.ts): the languages are registered with the highlighter instead.
export {};
