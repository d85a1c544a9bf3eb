import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'tab-memory';

/** Forgets a reader's tab choices a few minutes after they were made. */
export default function tabMemoryPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}
