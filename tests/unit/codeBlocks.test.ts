import {describe, expect, it} from 'vitest';
import {codeBlocksOf, problemWith} from '../content/codeBlocks';

const fence = '```';

function problem(lang: string | null, value: string): string | null {
  return problemWith({lang, value, line: 1});
}

describe('codeBlocksOf', () => {
  it('finds fences inside components and lists, with their lines', () => {
    const source = [
      '<Tabs>',
      '<TabItem value="a">',
      '',
      `${fence}json`,
      '{}',
      fence,
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      `1. Step`,
      '',
      `   ${fence}bash`,
      '   ls',
      `   ${fence}`,
    ].join('\n');
    expect(codeBlocksOf(source)).toEqual([
      {lang: 'json', value: '{}', line: 4},
      {lang: 'bash', value: 'ls', line: 13},
    ]);
  });
});

describe('problemWith', () => {
  it.each([
    ['json', '{"a": 1}'],
    ['yaml', 'services:\n  api:\n    image: directus/directus:v8-apache'],
    ['bash', 'curl -H "Authorization: Bearer $TOKEN" https://example.com'],
    ['php', "return ['a' => 1];"],
    ['php', "<?php\necho 'hi';"],
    ['js', 'const {data} = await response.json();'],
    ['tsx', 'export const A = () => <div />;'],
    ['http', 'GET /_/items/articles HTTP/1.1\nHost: example.com'],
    ['text', 'anything at all {'],
  ])('accepts valid %s', (lang, code) => {
    expect(problem(lang, code)).toBeNull();
  });

  it.each([
    ['json', '{"a": 1, ...}'],
    ['json', '{"a": 1} // comment'],
    ['yaml', 'a: [1, 2'],
    ['bash', 'if true; then echo'],
    ['php', "return ['a' => 1"],
    ['js', 'const = 1;'],
    ['http', 'Host: example.com'],
  ])('rejects broken %s', (lang, code) => {
    expect(problem(lang, code)).toEqual(expect.any(String));
  });

  it('asks for a language', () => {
    expect(problem(null, 'ls')).toMatch(/names no language/);
  });
});
