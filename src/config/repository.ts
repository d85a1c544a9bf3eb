/**
 * Where the site's sources live on the forge, for "Edit this page" links, the
 * edit links of the parts rendered from data, and the not-found page's issue link. Pure: read from git by
 * `gitRepository.ts` at build time, unit-tested here.
 */

export type Forge = 'github' | 'gitlab';

/** A repository's home on the forge, read from a git remote address. */
export type RepositoryHome = {
  readonly forge: Forge;
  /** Web address of the repository, without a trailing slash. */
  readonly url: string;
};

export type Repository = RepositoryHome & {
  readonly branch: string;
  /** Path of the docs folder inside the repository (`docs`, or `website/docs`). */
  readonly docsDir: string;
  /** Path of the site's folder inside the repository: empty at its root, or `website`. */
  readonly siteDir: string;
};

/** Lines of a file, counted from 1, both included. */
export type LineRange = {readonly start: number; readonly end: number};

/** The forges whose edit pages we know, by host. */
const forges: Readonly<Record<string, Forge>> = {
  'github.com': 'github',
  'gitlab.com': 'gitlab',
};

/** `git@github.com:owner/name.git`: git's scp-like syntax for ssh. */
const scpLike = /^(?:[^@/]+@)?([^/:]+):(?!\/)(.+)$/;

/** Host and path of a remote address in any form git accepts, or null. */
function hostAndPath(remote: string): {host: string; path: string} | null {
  if (/^[a-z][a-z+]*:\/\//i.test(remote)) {
    try {
      const url = new URL(remote);
      // Keep the port of a web address, not that of an ssh one.
      const host = url.protocol.startsWith('http') ? url.host : url.hostname;
      return {host, path: decodeURIComponent(url.pathname)};
    } catch {
      return null;
    }
  }
  const [, host = '', path = ''] = scpLike.exec(remote) ?? [];
  return host ? {host, path} : null;
}

/**
 * The repository a git remote address points at, when it is on GitHub or
 * GitLab: https, ssh and scp-like forms, with or without `.git`. Credentials
 * in the address (CI clones carry tokens) never reach the result.
 */
export function parseRemote(remote: string): RepositoryHome | null {
  const parts = hostAndPath(remote.trim());
  const forge = parts ? forges[parts.host.toLowerCase()] : undefined;
  if (!parts || !forge) {
    return null;
  }
  const segments = parts.path
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .split('/')
    .filter(Boolean);
  // GitHub has owner/name; GitLab may nest groups: group/subgroup/name.
  const valid = forge === 'github' ? segments.length === 2 : segments.length >= 2;
  if (!valid || segments.some((segment) => segment === '.' || segment === '..')) {
    return null;
  }
  return {forge, url: `https://${parts.host.toLowerCase()}/${segments.join('/')}`};
}

/** A path for a URL, each segment encoded. */
function urlPath(...parts: string[]): string {
  return parts.join('/').split('/').filter(Boolean).map(encodeURIComponent).join('/');
}

/** GitLab puts its project pages under `/-/`. */
function pagesBase({forge, url}: RepositoryHome): string {
  return forge === 'gitlab' ? `${url}/-` : url;
}

/** The forge's page that edits `docPath` (relative to the docs folder). */
export function editUrlFor(repository: Repository, docPath: string): string {
  const {branch, docsDir} = repository;
  return `${pagesBase(repository)}/edit/${urlPath(branch, docsDir, docPath)}`;
}

/**
 * The forge's view of `sitePath` (relative to the site's folder) at `lines`,
 * highlighted: GitHub writes the range `#L40-L97`, GitLab `#L40-97`. The view,
 * not the edit page, because only the view scrolls to the lines; its pencil
 * button opens the editor.
 */
export function sourceUrlFor(repository: Repository, sitePath: string, lines: LineRange): string {
  const {branch, siteDir, forge} = repository;
  const end = forge === 'gitlab' ? `${lines.end}` : `L${lines.end}`;
  const range = lines.end === lines.start ? `L${lines.start}` : `L${lines.start}-${end}`;
  return `${pagesBase(repository)}/blob/${urlPath(branch, siteDir, sitePath)}#${range}`;
}

/** The repository's issue tracker. */
export function issuesUrlFor(repository: RepositoryHome): string {
  return `${pagesBase(repository)}/issues`;
}
