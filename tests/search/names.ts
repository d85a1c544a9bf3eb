/**
 * A query for every named thing: its name and each of its other names, from
 * the same data and built pages the search index reads (plugins/search-index).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseBuiltHtml} from '@site/shared/builtHtml';
import {pageTargetSources, targetsOfPage} from '@site/plugins/search-index/pageTargets';
import {dataTargets, type SearchTarget} from '@site/plugins/search-index/targets';
import type {TargetKind} from '@site/shared/searchKinds';

export type NameQuery = {
  readonly query: string;
  readonly kind: TargetKind;
  /** The rows that define the name: several when things of different kinds share it (`sort`). */
  readonly expected: readonly string[];
};

export function allTargets(buildDir: string): SearchTarget[] {
  const pages = [...new Set(pageTargetSources.map((source) => source.page))];
  return [
    ...dataTargets(),
    ...pages.flatMap((page) => {
      const html = fs.readFileSync(path.join(buildDir, page), 'utf8');
      return targetsOfPage(page, parseBuiltHtml(html));
    }),
  ];
}

export function nameQueries(targets: readonly SearchTarget[]): NameQuery[] {
  const byQuery = new Map<string, {query: string; kind: TargetKind; expected: Set<string>}>();
  for (const target of targets) {
    for (const query of target.names) {
      const key = query.toLowerCase();
      const entry = byQuery.get(key) ?? {query, kind: target.kind, expected: new Set<string>()};
      entry.expected.add(target.url);
      byQuery.set(key, entry);
    }
  }
  return [...byQuery.values()].map(({query, kind, expected}) => ({
    query,
    kind,
    expected: [...expected],
  }));
}
