import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'folder-index-urls';

/** Puts `/x/index.html` on the address `/x/` before the app hydrates. */
export default function folderIndexUrlsPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}
