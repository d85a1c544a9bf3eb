/**
 * The SDK examples of the API reference type-check against the published v8
 * SDK, @directus/sdk-js 6.3.0 (a dev dependency), with only the declarations
 * that are wrong put right (tests/support/sdkClient.ts).
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {beforeAll, describe, expect, it} from 'vitest';
import {resources} from '@site/src/data/api';
import {correctedMethods} from '../support/sdkClient';
import {typeCheckSdkExamples, type TypeCheckResult} from '../support/sdkTypeCheck';

const examples = resources.flatMap((resource) =>
  resource.operations.flatMap((operation) =>
    operation.example.sdk === undefined ? [] : [{id: operation.id, code: operation.example.sdk}],
  ),
);

let results: ReadonlyMap<string, TypeCheckResult>;

function resultOf(id: string): TypeCheckResult {
  const result = results.get(id);
  if (!result) throw new Error(`${id} was not type-checked`);
  return result;
}

/** Whether an example calls one of the methods whose declaration DocumentedClient corrects. */
function callsCorrectedMethod(code: string): boolean {
  return correctedMethods.some((method) => code.includes(`client.${method}(`));
}

describe('SDK examples', () => {
  beforeAll(() => {
    results = typeCheckSdkExamples(examples);
  }, 120_000);

  it('are checked against @directus/sdk-js 6.3.0', () => {
    const manifest = createRequire(import.meta.url).resolve('@directus/sdk-js/package.json');
    const {version} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string};
    expect(version).toBe('6.3.0');
    expect(examples.length).toBeGreaterThan(0);
  });

  it.each(examples.map(({id, code}) => [id, code] as const))('%s type-checks', (id, code) => {
    expect(resultOf(id).documented, code).toEqual([]);
  });

  it('need each correction: the SDK’s own declarations reject exactly the examples that call a corrected method', () => {
    const rejected = examples.filter(({id}) => resultOf(id).declared.length > 0);
    expect(rejected.map(({id}) => id)).toEqual(
      examples.filter(({code}) => callsCorrectedMethod(code)).map(({id}) => id),
    );
    for (const method of correctedMethods) {
      expect(
        examples.some(({code}) => code.includes(`client.${method}(`)),
        `no example calls ${method}`,
      ).toBe(true);
    }
  });
});
