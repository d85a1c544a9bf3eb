/**
 * Type-checks the API reference's SDK examples against the published SDK's
 * declarations, each example twice: with the client typed as the SDK declares
 * it, and as DocumentedClient puts it right (sdkClient.ts).
 */
import path from 'node:path';
import ts from 'typescript';

export type SdkExample = {readonly id: string; readonly code: string};

export type TypeCheckResult = {
  /** Errors with the client typed as DocumentedClient: there must be none. */
  readonly documented: readonly string[];
  /** Errors with the client typed as the SDK declares it. */
  readonly declared: readonly string[];
};

const root = path.resolve(__dirname, '../..');
const clientTypes = {
  documented: `import('${path.join(root, 'tests/support/sdkClient')}').DocumentedClient`,
  declared: `import('@directus/sdk-js').SDK`,
} as const;

/** What every SDK example takes as given, as the page's introduction sets it up. */
function prelude(client: string): string {
  return [
    `declare const client: ${client};`,
    '/** The token the client signed in with. */',
    'declare const token: string;',
    '/** The token of the password reset link the reader followed. */',
    'declare const resetToken: string;',
    '/** A file input in which the reader has picked a file. */',
    'declare const fileInput: {readonly files: FileList};',
    'export async function example(): Promise<void> {',
  ].join('\n');
}

const preludeLines = prelude('').split('\n').length;

function compilerOptions(): ts.CompilerOptions {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  return {
    ...config.options,
    // An example shows what a call returns without using all of it.
    noUnusedLocals: false,
    // This repository's extra strictness, not a reader's default: `files[0]` is a File.
    noUncheckedIndexedAccess: false,
  };
}

function message(diagnostic: ts.Diagnostic): string {
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (!diagnostic.file || diagnostic.start === undefined) return text;
  const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return `line ${line + 1 - preludeLines}: ${text}`;
}

/** Both type-checks of every example, by id, in one TypeScript program. */
export function typeCheckSdkExamples(
  examples: readonly SdkExample[],
): ReadonlyMap<string, TypeCheckResult> {
  const sources = new Map<string, string>();
  const fileOf = (id: string, variant: keyof typeof clientTypes): string =>
    path.join(root, '.sdk-examples', `${id}.${variant}.ts`);
  for (const {id, code} of examples) {
    for (const variant of ['documented', 'declared'] as const) {
      sources.set(fileOf(id, variant), `${prelude(clientTypes[variant])}\n${code}\n}\n`);
    }
  }
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => sources.get(file) ?? readFile(file);
  host.fileExists = (file) => sources.has(file) || fileExists(file);
  const program = ts.createProgram([...sources.keys()], options, host);
  const errorsOf = (file: string): string[] => {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the program`);
    return [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ].map(message);
  };
  return new Map(
    examples.map(({id}) => [
      id,
      {documented: errorsOf(fileOf(id, 'documented')), declared: errorsOf(fileOf(id, 'declared'))},
    ]),
  );
}
