/** The generated curl and fetch examples, and the SDK ones, are valid code (apiExamplesRun.test.ts runs them). */
import {describe, expect, it} from 'vitest';
import {resources} from '@site/src/data/api';
import {curlFor, fetchFor, shellQuote} from '@site/src/utils/apiExamples';
import {problemWith} from '../content/codeBlocks';

const operations = resources.flatMap((resource) => resource.operations);

function valid(lang: string, value: string): string | null {
  return problemWith({lang, value, line: 1});
}

describe('shellQuote', () => {
  it('keeps single quotes inside the value', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });
});

describe.each(operations.map((operation) => [operation.id, operation] as const))(
  '%s',
  (_id, operation) => {
    it('has a curl example that passes bash -n and matches the route', () => {
      const curl = curlFor(operation);
      expect(valid('bash', curl)).toBeNull();
      // The query may go on lines of its own; apiExamplesRun.test.ts checks the request sent.
      expect(curl).toContain(operation.example.path.split('?')[0]);
      expect(curl).toMatch(
        operation.method === 'GET'
          ? /^curl (-G )?'/
          : new RegExp(`^curl (-g )?-X ${operation.method} '`),
      );
      expect(curl.includes('Authorization: Bearer')).toBe(
        operation.access !== 'public' && operation.access !== 'superAdmin',
      );
    });

    it('has a fetch example that parses', () => {
      expect(valid('js', fetchFor(operation))).toBeNull();
    });

    it('has an SDK example that parses, if any', () => {
      if (operation.example.sdk !== undefined) {
        expect(valid('js', operation.example.sdk)).toBeNull();
      }
    });
  },
);
