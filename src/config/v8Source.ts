/** The archived Directus 8 repository and the commit every link to its source points at. */
export const V8_REPOSITORY = 'directus/v8-archive';
export const V8_COMMIT = 'e8da588d8908792948a24549075e1428501e5576';

/** The address of a file of the v8 source, with its line: `api/src/web.php#L12`. */
export function v8SourceUrl(pathAndLine: string): string {
  return `https://github.com/${V8_REPOSITORY}/blob/${V8_COMMIT}/${pathAndLine}`;
}
