import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'scroll-restoration';

/** Restores the reader's scroll position on back, forward and reload. */
export default function scrollRestorationPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}
