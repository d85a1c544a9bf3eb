/**
 * The example checks: which fenced code blocks of the pages we can verify, and
 * how. Pure functions over a block's language and text (php and bash run their
 * own linters), so the unit tests can prove each check catches a broken block.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import ts from 'typescript';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Code, Root, RootContent} from 'mdast';

export type CodeBlock = {
  readonly lang: string | null;
  readonly value: string;
  readonly line: number;
};

/** Every fenced block of a Markdown or MDX source, with its 1-based line. */
export function codeBlocksOf(source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const visit = (node: Root | RootContent): void => {
    if (node.type === 'code') {
      blocks.push(toBlock(node));
      return;
    }
    if ('children' in node) {
      node.children.forEach(visit);
    }
  };
  visit(fromMarkdown(source));
  return blocks;
}

function toBlock(node: Code): CodeBlock {
  return {lang: node.lang ?? null, value: node.value, line: node.position?.start.line ?? 0};
}

/** The error message of a failed check, or null when the block is valid. */
type Check = (code: string) => string | null;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const checkJson: Check = (code) => {
  try {
    JSON.parse(code);
    return null;
  } catch (error) {
    return messageOf(error);
  }
};

const checkYaml: Check = (code) => {
  try {
    yaml.loadAll(code);
    return null;
  } catch (error) {
    return messageOf(error);
  }
};

/** Runs a linter on the code (stdin or a temporary file); its output on failure. */
function runLinter(
  command: string,
  args: readonly string[],
  code: string,
  viaFile?: string,
): string | null {
  let file: string | undefined;
  if (viaFile) {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'example-')), viaFile);
    fs.writeFileSync(file, code);
  }
  const result = spawnSync(command, file ? [...args, file] : args, {
    input: file ? undefined : code,
    encoding: 'utf8',
  });
  if (file) {
    fs.rmSync(path.dirname(file), {recursive: true, force: true});
  }
  if (result.error) {
    throw new Error(`${command} could not run (${result.error.message}); run npm run setup`);
  }
  if (result.status === 0) {
    return null;
  }
  const output = `${result.stdout}${result.stderr}`.trim();
  return file ? output.split(file).join('example') : output;
}

const checkBash: Check = (code) => runLinter('bash', ['-n'], code);

/** php -l; a snippet without an opening tag is checked as if it had one. */
const checkPhp: Check = (code) =>
  runLinter('php', ['-l'], /^\s*<\?php/.test(code) ? code : `<?php\n${code}`, 'example.php');

function checkScript(extension: string): Check {
  return (code) => {
    const {diagnostics = []} = ts.transpileModule(code, {
      fileName: `example.${extension}`,
      reportDiagnostics: true,
      compilerOptions: {jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext},
    });
    const first = diagnostics[0];
    return first ? ts.flattenDiagnosticMessageText(first.messageText, '\n') : null;
  };
}

const requestLine = /^(GET|POST|PUT|PATCH|DELETE|SEARCH|HEAD|OPTIONS) \/\S* *( HTTP\/\d(\.\d)?)?$/;

const checkHttp: Check = (code) => {
  const first = code.split('\n')[0] ?? '';
  return requestLine.test(first)
    ? null
    : `the first line "${first}" is not a request line (METHOD /path [HTTP/1.1])`;
};

/** The checks by fence language; languages not listed are shown, not checked. */
export const checks: Readonly<Record<string, Check>> = {
  json: checkJson,
  yaml: checkYaml,
  yml: checkYaml,
  bash: checkBash,
  sh: checkBash,
  shell: checkBash,
  php: checkPhp,
  js: checkScript('js'),
  javascript: checkScript('js'),
  jsx: checkScript('jsx'),
  ts: checkScript('ts'),
  typescript: checkScript('ts'),
  tsx: checkScript('tsx'),
  http: checkHttp,
};

/** What is wrong with a block, or null: a fence must name its language. */
export function problemWith(block: CodeBlock): string | null {
  if (!block.lang) {
    return 'the fence names no language (use `text` where nothing fits)';
  }
  const check = checks[block.lang];
  return check ? check(block.value) : null;
}
