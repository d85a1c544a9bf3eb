import {describe, expect, it} from 'vitest';
import {symptomTopics, symptoms} from '@site/src/data/symptoms';
import {queryWords} from '@site/shared/searchTerms';
import {realQuestions} from '../search/realQuestions';

const section = /^\/[a-z0-9/_-]+\.html#[a-z0-9_-]+$/;

describe('symptoms', () => {
  it('opens a section of a page, each section once', () => {
    const sections = symptoms.map((symptom) => symptom.answeredAt);
    for (const answeredAt of sections) expect(answeredAt).toMatch(section);
    expect(sections.filter((url, index) => sections.indexOf(url) !== index)).toEqual([]);
  });

  it('says each problem once, in a few words', () => {
    const says = symptoms.flatMap((symptom) => symptom.says.map((text) => text.toLowerCase()));
    expect(says.filter((text, index) => says.indexOf(text) !== index)).toEqual([]);
    for (const text of says) {
      expect(text.split(/\s+/).length, text).toBeGreaterThanOrEqual(3);
      expect(text.split(/\s+/).length, text).toBeLessThanOrEqual(9);
    }
  });

  it('copies no real question of the relevance suite, nor most of its words', () => {
    // The suite measures how search answers questions it was not tuned to word for word.
    const wordsOf = (text: string) =>
      new Set(queryWords(text.toLowerCase()).map((word) => word.replace(/s$/, '')));
    const shared = (a: Set<string>, b: Set<string>) =>
      [...a].filter((word) => b.has(word)).length / new Set([...a, ...b]).size;
    const questions = realQuestions.map(({query}) => ({query, words: wordsOf(query)}));
    for (const text of symptoms.flatMap((symptom) => symptom.says)) {
      const words = wordsOf(text);
      const copied = questions.filter((question) => shared(words, question.words) >= 2 / 3);
      expect(
        copied.map(({query}) => query),
        text,
      ).toEqual([]);
    }
  });

  it('writes actions as plain sentences, code in backticks only', () => {
    for (const {action, says} of symptoms) {
      expect(action, says[0]).toMatch(/^([A-Z]|`).*\.$/);
      expect(action.split('`').length % 2, says[0]).toBe(1);
      // The entry links through `answeredAt`; other Markdown than code spans would show as typed.
      expect(action.replace(/`[^`]*`/g, ''), says[0]).not.toMatch(/\*|_|\]\(|<[a-z]/i);
    }
  });

  it('lists the problems topic by topic, in the order of the page', () => {
    const order = symptoms.map((symptom) => symptomTopics.indexOf(symptom.topic));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(symptomTopics.length);
  });
});
