/**
 * The React of the stock site: the one a site made by create-docusaurus 3.10
 * installs (`react@^19.0.0`), at the version our lock had last. Ours is 18
 * (BENCHMARKS.md says why). scripts/bench/stock.ts installs it in this folder
 * of the stock site; stock.config.ts points the bundler at it.
 */
export const stockReact = {version: '19.3.1', dir: 'react-19'} as const;
