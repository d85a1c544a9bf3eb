import type {ConfigKey} from './types';

/**
 * The `id` of a key's row in <ConfigReference> (and search's link to it):
 * the environment variable in lower case
 * (`directus_database_host`), or `config-` and the key for a key the API
 * cannot read from the environment.
 */
export function configAnchor(entry: ConfigKey): string {
  if (entry.env !== null) {
    return entry.env.toLowerCase();
  }
  const slug = entry.key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `config-${slug}`;
}
