/**
 * Every example on every page is valid in its language (see codeBlocks.ts):
 * a broken block fails with the file, the line and the parser's message.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlocksOf, problemWith} from './codeBlocks';

const docsDir = path.resolve(__dirname, '../../docs');

const pages = fs
  .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.mdx?$/.test(file))
  .sort();

describe('examples in docs/', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages)('%s', (page) => {
    const source = fs.readFileSync(path.join(docsDir, page), 'utf8');
    const problems = codeBlocksOf(source).flatMap((block) => {
      const problem = problemWith(block);
      return problem
        ? [`docs/${page}:${block.line} (${block.lang ?? 'no language'}): ${problem}`]
        : [];
    });
    expect(problems).toEqual([]);
  });
});
