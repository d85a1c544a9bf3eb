/** Pure helpers of <ConfigReference>. */
import type {ConfigKey} from '@site/src/data/config';

/**
 * The row's `id`: the environment variable in lower case
 * (`directus_database_host`), or `config-` and the key for a key the API
 * cannot read from the environment.
 */
export function anchorFor(entry: ConfigKey): string {
  if (entry.env !== null) {
    return entry.env.toLowerCase();
  }
  const slug = entry.key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `config-${slug}`;
}

/** Splits a description into text and `code` parts (odd indexes are code). */
export function splitCode(text: string): readonly string[] {
  return text.split('`');
}
