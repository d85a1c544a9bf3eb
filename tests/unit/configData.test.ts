import {describe, expect, it} from 'vitest';
import {splitCode} from '@site/src/components/ConfigReference/anchor';
import {configAnchor, configGroups, schemaGroups, unlisted} from '@site/src/data/config';

/**
 * How the API maps a variable to a key (Config/Context.php, Schema/Base.php):
 * the name is lower-cased and split on `_`, and each schema key is compared
 * lower-cased with `_` and `-` removed. So a key path gives its variable as
 * `DIRECTUS_` + each segment without `_`/`-`, upper-cased, joined with `_`.
 */
function envFromKey(key: string): string {
  const segments = key.split('.').map((segment) => segment.replace(/[_-]/g, '').toUpperCase());
  return ['DIRECTUS', ...segments].join('_');
}

const allKeys = configGroups.flatMap((group) => group.keys);

describe('config data', () => {
  it('has no empty group', () => {
    for (const group of configGroups) {
      expect(group.keys.length, group.id).toBeGreaterThan(0);
    }
  });

  it('lists every key and group once', () => {
    const keys = allKeys.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = configGroups.map((group) => group.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names every variable the way the API derives it', () => {
    for (const entry of schemaGroups.flatMap((group) => group.keys)) {
      expect(entry.env, entry.key).toBe(envFromKey(entry.key));
    }
  });

  it('gives the dropped keys no variable', () => {
    for (const entry of unlisted.keys) {
      expect(entry.env, entry.key).toBeNull();
    }
  });

  it('derives the known tricky names', () => {
    expect(envFromKey('cache.response_ttl')).toBe('DIRECTUS_CACHE_RESPONSETTL');
    expect(envFromKey('storage.OSS_ACCESS_ID')).toBe('DIRECTUS_STORAGE_OSSACCESSID');
    expect(envFromKey('rate_limit.enabled')).toBe('DIRECTUS_RATELIMIT_ENABLED');
  });

  it('gives every row a unique anchor', () => {
    const anchors = allKeys.map(configAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of anchors) {
      expect(anchor).toMatch(/^[a-z0-9_-]+$/);
    }
  });

  it('closes every code span in a description', () => {
    for (const entry of allKeys) {
      expect(splitCode(entry.description).length % 2, entry.key).toBe(1);
      if (entry.defaultNote !== undefined) {
        expect(splitCode(entry.defaultNote).length % 2, entry.key).toBe(1);
      }
    }
  });
});
