import {describe, expect, it} from 'vitest';
import {expiredChoices, parseStamps} from '@site/plugins/tab-memory/memory';

const minute = 60_000;
const ttl = 5 * minute;

describe('expiredChoices', () => {
  const keys = [
    'docusaurus.tab.shell',
    'docusaurus.tab.install-method',
    'theme',
    'docusaurus.tab.os',
  ];
  const now = 100 * minute;

  it('forgets choices made five minutes ago or more, and choices of unknown age', () => {
    const stamps = {
      'docusaurus.tab.shell': now - 4 * minute,
      'docusaurus.tab.install-method': now - ttl,
    };
    expect(expiredChoices(keys, stamps, now, ttl)).toEqual([
      'docusaurus.tab.install-method',
      'docusaurus.tab.os',
    ]);
  });

  it('keeps a fresh choice and never touches other keys', () => {
    const stamps = {
      'docusaurus.tab.shell': now,
      'docusaurus.tab.install-method': now - minute,
      'docusaurus.tab.os': now - 4 * minute - 59_999,
    };
    expect(expiredChoices(keys, stamps, now, ttl)).toEqual([]);
  });
});

describe('parseStamps', () => {
  it('reads a stored object of numbers', () => {
    expect(parseStamps('{"docusaurus.tab.a":5,"bad":"x"}')).toEqual({'docusaurus.tab.a': 5});
  });

  it.each([null, 'not json', '[1,2]', 'null', '3'])('treats %j as no stamps', (raw) => {
    expect(parseStamps(raw)).toEqual({});
  });
});
