import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {behaviour} from '../../src/config/behaviour';

export const PLUGIN_NAME = 'chunk-recovery';

/** Bounds how long a page chunk may take, and recovers when one fails. */
export default function chunkRecoveryPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules: () => [path.join(__dirname, 'client.ts')],
    configureWebpack: () => ({
      output: {chunkLoadTimeout: behaviour.chunkLoadTimeoutMs},
    }),
  };
}
