/**
 * Questions real Directus 8 users asked in public GitHub issues, in their
 * words, each with the section that answers it (tests/search/real-questions/).
 */
import {questions as apiAppDocker} from './real-questions/apiAppDocker';
import {questions as apiQueries} from './real-questions/apiQueries';
import {questions as suiteArchiveSdk} from './real-questions/suiteArchiveSdk';
import {questions as more} from './real-questions/more';
import {questions as serverExtensions} from './real-questions/serverExtensions';
import {questions as usersFilesApp} from './real-questions/usersFilesApp';
import {questions as adminApp} from './real-questions/adminApp';
import {questions as deployOperations} from './real-questions/deployOperations';
import type {RealQuestion} from './real-questions/types';

export const realQuestions: readonly RealQuestion[] = [
  ...apiAppDocker,
  ...suiteArchiveSdk,
  ...more,
  ...serverExtensions,
  ...usersFilesApp,
  ...adminApp,
  ...apiQueries,
  ...deployOperations,
];

/**
 * Which half of the corpus a question is in, by its issue (FNV-1a of the
 * address, so the split never changes and an issue's questions stay
 * together). Tuning looks only at the misses of the first half; a change
 * holds only if the second half does not get worse, so that the ranking
 * does not learn the test.
 */
export function halfOf(question: RealQuestion): 'first' | 'second' {
  let hash = 0x811c9dc5;
  for (const char of question.source) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return hash % 2 === 0 ? 'first' : 'second';
}
