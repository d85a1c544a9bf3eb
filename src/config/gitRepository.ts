/**
 * Which repository "Edit this page" links point at (build time only, Node):
 * the clone's own `origin` remote and current branch, unless the
 * `DOCS_REPOSITORY` variable names another. Without either, there is none,
 * and the site shows no edit links rather than broken ones.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {parseRemote, type Repository} from './repository';

/** The variable that overrides the remote: an address, optionally `#branch`, or `none`. */
export const REPOSITORY_VARIABLE = 'DOCS_REPOSITORY';

export type ResolvedRepository = {
  readonly repository: Repository | null;
  /** One line for the build log: where the links go, or why there are none. */
  readonly note: string;
};

/** Runs git in `cwd`: its trimmed output, or null when it fails or prints nothing. */
function git(cwd: string, args: readonly string[]): string | null {
  try {
    const output = execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return output || null;
  } catch {
    return null;
  }
}

/** The checked-out branch; on a detached HEAD (some CI checkouts), origin's default branch. */
function currentBranch(cwd: string): string | null {
  return (
    git(cwd, ['symbolic-ref', '--quiet', '--short', 'HEAD']) ??
    git(cwd, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD'])?.replace(
      /^origin\//,
      '',
    ) ??
    null
  );
}

/** The remote address without credentials, for the log. */
function withoutCredentials(remote: string): string {
  return remote.replace(/^([a-z][a-z+]*:\/\/)[^@/]*@/i, '$1');
}

/**
 * The repository the pages of `siteDir/docsPath` are edited in.
 * A `DOCS_REPOSITORY` that is not a GitHub or GitLab address fails the build:
 * someone set it on purpose.
 */
export function resolveRepository(
  siteDir: string,
  docsPath: string,
  env: NodeJS.ProcessEnv,
): ResolvedRepository {
  const override = env[REPOSITORY_VARIABLE]?.trim();
  if (override === 'none') {
    return {repository: null, note: `none (${REPOSITORY_VARIABLE}=none)`};
  }
  const [address, overrideBranch] = override ? override.split('#') : [];
  const remote = address ?? git(siteDir, ['remote', 'get-url', 'origin']);
  const source = override ? REPOSITORY_VARIABLE : 'the git remote "origin"';
  if (!remote) {
    return {
      repository: null,
      note: `none: no git remote "origin" (set ${REPOSITORY_VARIABLE} to link a repository)`,
    };
  }
  const home = parseRemote(remote);
  if (!home) {
    const problem = `${source} (${withoutCredentials(remote)}) is not a GitHub or GitLab repository address`;
    if (override) {
      throw new Error(`${problem}: use https://github.com/owner/name, optionally with #branch.`);
    }
    return {repository: null, note: `none: ${problem}`};
  }
  const branch = overrideBranch || currentBranch(siteDir);
  if (!branch) {
    return {
      repository: null,
      note: `none: no current branch (detached HEAD); add #branch to ${REPOSITORY_VARIABLE}`,
    };
  }
  const prefix = git(siteDir, ['rev-parse', '--show-prefix']) ?? '';
  const docsDir = path.posix.join(prefix, docsPath);
  return {
    repository: {...home, branch, docsDir, siteDir: prefix.replace(/\/$/, '')},
    note: `${home.url} (branch ${branch}, from ${source})`,
  };
}
