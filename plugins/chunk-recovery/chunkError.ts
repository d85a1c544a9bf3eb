/** Pure helper: does this rejection come from a chunk that failed to load? */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) {
    return false;
  }
  // Webpack and Rspack name JS failures ChunkLoadError; CSS chunk failures
  // only say so in the message.
  return reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(reason.message);
}
