/**
 * Questions real Directus 8 users asked in public GitHub issues, in their
 * words, each with the section that answers it (tests/search/real-questions/).
 */
import {questions as apiAppDocker} from './real-questions/apiAppDocker';
import {questions as suiteArchiveSdk} from './real-questions/suiteArchiveSdk';
import {questions as more} from './real-questions/more';
import type {RealQuestion} from './real-questions/types';

export const realQuestions: readonly RealQuestion[] = [
  ...apiAppDocker,
  ...suiteArchiveSdk,
  ...more,
];
