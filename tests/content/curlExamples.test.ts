/**
 * The hand-written curl examples in docs/ run: every curl command of a shell
 * example is sent with real curl to a local stand-in for the API (only the
 * host of its URL changes), and each must call a route the API reference
 * documents, with a body the API can read. The generated examples of the
 * reference run in tests/unit/apiExamplesRun.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {resources} from '@site/src/data/api';
import {runShell} from '../support/runExamples';
import {startStandInApi, type SentRequest, type StandInApi} from '../support/standInApi';
import {codeBlocksOf} from './codeBlocks';
import {curlCommandsOf} from './curlCommands';

const docsDir = path.resolve(__dirname, '../../docs');
const shellLanguages = new Set(['bash', 'sh', 'shell']);

/** Every shell example with curl commands, as `docs/<page>:<line>`. */
const examples = fs
  .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.mdx?$/.test(file))
  .sort()
  .flatMap((page) =>
    codeBlocksOf(fs.readFileSync(path.join(docsDir, page), 'utf8'))
      .filter((block) => shellLanguages.has(block.lang ?? ''))
      .map((block) => ({
        name: `docs/${page}:${block.line}`,
        commands: curlCommandsOf(block.value),
      }))
      .filter((example) => example.commands.length > 0),
  );

/** `METHOD /path` patterns of every documented route, `:name` matching one segment. */
const routes = resources
  .flatMap((resource) => resource.operations)
  .map((operation) => ({
    method: operation.method,
    pattern: new RegExp(`^${operation.path.replace(/:[a-zA-Z_]+/g, '[^/]+')}$`),
  }));

/**
 * Custom endpoints of extensions are mounted under /<project>/custom/
 * (api/src/web.php#L225-L234 in the v8 source), not documented one by one.
 */
const customEndpoint = /^\/[^/]+\/custom\/.+/;

function isDocumented({method, path: requestPath}: SentRequest): boolean {
  return (
    customEndpoint.test(requestPath) ||
    routes.some((route) => route.method === method && route.pattern.test(requestPath))
  );
}

let standIn: StandInApi;

beforeAll(async () => {
  standIn = await startStandInApi();
});

afterAll(async () => {
  await standIn.close();
});

describe('curl examples in docs/', () => {
  it('finds them', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  it.each(examples.map((example) => [example.name, example] as const))(
    '%s calls documented routes',
    async (_name, {commands}) => {
      let run = {status: -1, stderr: ''};
      const sent = await standIn.record(
        {status: 200, contentType: 'application/json', body: '{}'},
        async () => {
          run = await runShell(commands.map((command) => command.command).join('\n'), {
            standInUrl: standIn.baseUrl,
            variables: {TOKEN: 'example-token', SUPER_ADMIN_TOKEN: 'example-super-admin-token'},
          });
        },
      );
      expect(run.status, run.stderr).toBe(0);
      expect(sent.length, 'one request per curl command').toBe(commands.length);
      sent.forEach((request, index) => {
        expect(
          isDocumented(request),
          `line ${commands[index]?.line}: ${request.method} ${request.path} is no route of the API reference`,
        ).toBe(true);
      });
    },
  );
});
