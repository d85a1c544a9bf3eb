import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'image-zoom';

/** Lets readers zoom content images in place. */
export default function imageZoomPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}
