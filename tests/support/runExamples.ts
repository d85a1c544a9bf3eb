/**
 * Runs examples the way a reader would paste them: shell with real curl and
 * JavaScript in Node, each pointed at the stand-in API by its base URL only.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

/**
 * A curl that sends every URL argument to the stand-in: `https://host/path`
 * becomes `$STAND_IN_URL/path`. Only arguments that are a URL change (a JSON
 * body that holds one stays as it is); flags, headers and bodies reach the
 * real curl untouched. A failing curl ends the script with its status.
 */
const curlToStandIn = [
  'curl() {',
  '  local arg args=()',
  '  for arg in "$@"; do',
  '    [[ $arg =~ ^https?://[^/]+(/.*)?$ ]] && arg="$STAND_IN_URL${BASH_REMATCH[1]}"',
  '    args+=("$arg")',
  '  done',
  '  command curl --silent --show-error "${args[@]}" > /dev/null || exit',
  '}',
  '',
].join('\n');

export type ShellRun = {readonly status: number; readonly stderr: string};

export type ShellOptions = {
  readonly standInUrl: string;
  /** Variables the script reads, such as TOKEN. */
  readonly variables?: Readonly<Record<string, string>>;
  /** Files the script reads (`-F 'file=@name'`), by name, created in its working folder. */
  readonly files?: Readonly<Record<string, string>>;
};

/**
 * Runs a shell script with curl pointed at the stand-in, in a fresh folder
 * that is also its HOME (so no ~/.curlrc and no proxy variables apply).
 * Asynchronous: the stand-in answers from this same process.
 */
export async function runShell(script: string, options: ShellOptions): Promise<ShellRun> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'curl-example-'));
  for (const [name, content] of Object.entries(options.files ?? {})) {
    fs.writeFileSync(path.join(folder, name), content);
  }
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: folder,
    STAND_IN_URL: options.standInUrl,
    ...options.variables,
  };
  try {
    return await new Promise<ShellRun>((resolve) => {
      execFile(
        'bash',
        ['-c', curlToStandIn + script],
        {cwd: folder, env},
        (error, _stdout, stderr) => {
          resolve({status: typeof error?.code === 'number' ? error.code : error ? 1 : 0, stderr});
        },
      );
    });
  } finally {
    fs.rmSync(folder, {recursive: true, force: true});
  }
}

type AsyncScript = (...values: readonly unknown[]) => Promise<unknown>;

function isFunction(value: unknown): value is AsyncScript {
  return typeof value === 'function';
}

/**
 * Runs a JavaScript example (top-level `await` allowed) in this Node process,
 * with `bindings` as the variables it expects to exist (token, client...).
 */
export async function runScript(
  code: string,
  bindings: Readonly<Record<string, unknown>>,
): Promise<void> {
  const names = Object.keys(bindings);
  const script: unknown = vm.runInThisContext(`(async (${names.join(', ')}) => {\n${code}\n})`, {
    filename: 'example.js',
  });
  if (!isFunction(script)) {
    throw new Error('the example did not compile to a function');
  }
  await script(...Object.values(bindings));
}
