import {describe, expect, it} from 'vitest';
import {searchWith, type Pagefind} from '@site/src/components/Search/pagefind';
import type {PagefindResult} from '@site/src/components/Search/results';
import {searchTuning} from '@site/src/config/search';
import {targetKinds} from '@site/shared/searchKinds';

const problemCount = searchTuning.candidates + searchTuning.problemCandidates;

function problem(index: number): PagefindResult {
  return {
    url: `/getting-started/troubleshooting.html#problem-${index}`,
    excerpt: 'The <mark>file</mark> <mark>upload</mark> fails',
    meta: {title: `File upload fails, case ${index}`},
    filters: {kind: [targetKinds.symptom]},
  };
}

const operation: PagefindResult = {
  url: '/api/files.html#create-a-file',
  excerpt: 'Uploads one <mark>file</mark>',
  meta: {title: 'Create a File', summary: 'Uploads one file'},
  filters: {kind: [targetKinds.operation]},
};

/**
 * An index where more problems than there are candidates hold every word
 * and rank above the operation that does the task, as Pagefind ranks short
 * records named by the query's words.
 */
function problemsFirst(): {pagefind: Pagefind; loaded: string[]} {
  const loaded: string[] = [];
  const result = (id: string, data: PagefindResult) => ({
    id,
    score: 1,
    data: () => {
      loaded.push(data.url);
      return Promise.resolve(data);
    },
  });
  const problems = Array.from({length: problemCount}, (_, index) =>
    result(`problem-${index}`, problem(index)),
  );
  const pagefind: Pagefind = {
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    search: (_term, options) => {
      const filters = JSON.stringify(options?.filters ?? {});
      if (filters.includes(targetKinds.message) && !filters.includes('not')) {
        return Promise.resolve({results: []});
      }
      if (filters.includes(targetKinds.symptom)) {
        return Promise.resolve({results: problems});
      }
      if (filters.includes('"page"') || filters.includes('"name"')) {
        return Promise.resolve({results: []});
      }
      return Promise.resolve({results: [...problems, result('operation', operation)]});
    },
  };
  return {pagefind, loaded};
}

describe("problems in the reader's words", () => {
  it('take places of their own, not those of the operation that does the task', async () => {
    const {pagefind, loaded} = problemsFirst();
    const hits = await searchWith(pagefind, 'upload file');
    expect(loaded).toContain(operation.url);
    expect(loaded.filter((url) => url.includes('#problem-'))).toHaveLength(
      searchTuning.problemCandidates,
    );
    expect(hits.map((hit) => hit.url)).toContain(operation.url);
  });
});
