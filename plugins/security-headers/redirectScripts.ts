/**
 * The inline scripts of the redirect pages that @docusaurus/plugin-client-redirects
 * writes (one per redirect target: it forwards the query string and the #anchor).
 * Plugins' postBuild hooks run at the same time, so these pages may not exist
 * yet when the headers are written: render them with the plugin's own template
 * instead of reading them, so the hashes always match what it writes.
 */
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import {inlineScripts} from './headers';

/** The inline scripts of the redirect pages leading to these targets. */
export function redirectScripts(targets: readonly string[]): string[] {
  return targets.flatMap((toUrl) => inlineScripts(createRedirectPageContent({toUrl})));
}
