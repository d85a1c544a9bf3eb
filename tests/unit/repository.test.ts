import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {editUrlFor, issuesUrlFor, parseRemote, sourceUrlFor} from '@site/src/config/repository';
import {resolveRepository} from '@site/src/config/gitRepository';

describe('parseRemote', () => {
  const github = {forge: 'github', url: 'https://github.com/directus/v8-docs'};
  const gitlab = {forge: 'gitlab', url: 'https://gitlab.com/acme/docs/v8-docs'};

  it.each([
    'https://github.com/directus/v8-docs.git',
    'https://github.com/directus/v8-docs',
    'https://github.com/directus/v8-docs/',
    'https://x-access-token:ghs_secret@github.com/directus/v8-docs.git',
    'http://github.com/directus/v8-docs.git',
    'ssh://git@github.com/directus/v8-docs.git',
    'ssh://git@github.com:22/directus/v8-docs.git',
    'git@github.com:directus/v8-docs.git',
    'github.com:directus/v8-docs',
    'git://github.com/directus/v8-docs.git',
    '  git@GitHub.com:directus/v8-docs.git\n',
  ])('reads %s as GitHub', (remote) => {
    expect(parseRemote(remote)).toEqual(github);
  });

  it.each([
    'https://gitlab.com/acme/docs/v8-docs.git',
    'https://gitlab-ci-token:glcbt-secret@gitlab.com/acme/docs/v8-docs.git',
    'git@gitlab.com:acme/docs/v8-docs.git',
    'ssh://git@gitlab.com/acme/docs/v8-docs',
  ])('reads %s as GitLab, nested groups included', (remote) => {
    expect(parseRemote(remote)).toEqual(gitlab);
  });

  it.each([
    '',
    '/srv/git/docs.git',
    '../docs',
    'file:///srv/git/docs.git',
    'https://bitbucket.org/directus/v8-docs.git',
    'git@codeberg.org:directus/v8-docs.git',
    'https://github.com.evil.example/directus/v8-docs',
    'https://github.com/directus',
    'https://github.com/directus/v8-docs/tree/main',
    'https://gitlab.com/acme',
    'https://github.com/directus/../v8-docs',
    'C:\\work\\docs',
  ])('rejects %j', (remote) => {
    expect(parseRemote(remote)).toBeNull();
  });
});

describe('forge pages', () => {
  it('edits a page on GitHub and GitLab, in the docs folder of the branch', () => {
    const home = {branch: 'main', docsDir: 'docs', siteDir: ''};
    expect(
      editUrlFor(
        {forge: 'github', url: 'https://github.com/directus/v8-docs', ...home},
        'api/items.md',
      ),
    ).toBe('https://github.com/directus/v8-docs/edit/main/docs/api/items.md');
    expect(
      editUrlFor(
        {forge: 'gitlab', url: 'https://gitlab.com/acme/v8-docs', ...home, branch: 'fix/typo'},
        'index.md',
      ),
    ).toBe('https://gitlab.com/acme/v8-docs/-/edit/fix/typo/docs/index.md');
  });

  it('shows lines of a site file, in a site at the root or in a subfolder', () => {
    const github = {
      forge: 'github',
      url: 'https://github.com/directus/v8-docs',
      branch: 'main',
      docsDir: 'docs',
      siteDir: '',
    } as const;
    expect(sourceUrlFor(github, 'src/data/api/items.ts', {start: 40, end: 97})).toBe(
      'https://github.com/directus/v8-docs/blob/main/src/data/api/items.ts#L40-L97',
    );
    expect(sourceUrlFor(github, 'src/data/hooks.ts', {start: 7, end: 7})).toBe(
      'https://github.com/directus/v8-docs/blob/main/src/data/hooks.ts#L7',
    );
    const gitlab = {
      forge: 'gitlab',
      url: 'https://gitlab.com/acme/v8-docs',
      branch: 'fix/typo',
      docsDir: 'website/docs',
      siteDir: 'website',
    } as const;
    expect(sourceUrlFor(gitlab, 'src/data/api/items.ts', {start: 40, end: 97})).toBe(
      'https://gitlab.com/acme/v8-docs/-/blob/fix/typo/website/src/data/api/items.ts#L40-97',
    );
  });

  it('links the issue tracker', () => {
    expect(issuesUrlFor({forge: 'github', url: 'https://github.com/a/b'})).toBe(
      'https://github.com/a/b/issues',
    );
    expect(issuesUrlFor({forge: 'gitlab', url: 'https://gitlab.com/a/b'})).toBe(
      'https://gitlab.com/a/b/-/issues',
    );
  });
});

describe('resolveRepository', () => {
  const folders: string[] = [];

  /** A fresh repository on branch `trunk` with one commit, optionally a remote. */
  function clone(remote?: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-repo-'));
    folders.push(dir);
    const git = (...args: string[]) => execFileSync('git', args, {cwd: dir, stdio: 'ignore'});
    git('init', '--quiet', '--initial-branch=trunk');
    const author = ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false'];
    git(...author, 'commit', '--quiet', '--allow-empty', '-m', 'x');
    if (remote) {
      git('remote', 'add', 'origin', remote);
    }
    return dir;
  }

  afterEach(() => {
    for (const dir of folders.splice(0)) {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('reads the remote "origin" and the current branch', () => {
    const dir = clone('git@gitlab.com:acme/v8-docs.git');
    expect(resolveRepository(dir, 'docs', {}).repository).toEqual({
      forge: 'gitlab',
      url: 'https://gitlab.com/acme/v8-docs',
      branch: 'trunk',
      docsDir: 'docs',
      siteDir: '',
    });
  });

  it('finds the docs folder and the site folder of a site in a subfolder', () => {
    const dir = clone('https://github.com/acme/site.git');
    fs.mkdirSync(path.join(dir, 'website'));
    const {repository} = resolveRepository(path.join(dir, 'website'), 'docs', {});
    expect(repository?.docsDir).toBe('website/docs');
    expect(repository?.siteDir).toBe('website');
  });

  it('has none without a remote, or with a remote elsewhere, and says why', () => {
    const local = resolveRepository(clone(), 'docs', {});
    expect(local.repository).toBeNull();
    expect(local.note).toContain('no git remote "origin"');
    const elsewhere = resolveRepository(
      clone('https://user:secret@git.example.com/acme/docs.git'),
      'docs',
      {},
    );
    expect(elsewhere.repository).toBeNull();
    expect(elsewhere.note).toContain('https://git.example.com/acme/docs.git');
    expect(elsewhere.note).not.toContain('secret');
  });

  it('has none on a detached HEAD without a default branch', () => {
    const dir = clone('https://github.com/acme/docs.git');
    execFileSync('git', ['checkout', '--quiet', '--detach'], {cwd: dir});
    expect(resolveRepository(dir, 'docs', {}).repository).toBeNull();
  });

  it('takes DOCS_REPOSITORY over the remote, with its branch or the current one', () => {
    const dir = clone('https://github.com/directus/v8-docs.git');
    expect(
      resolveRepository(dir, 'docs', {DOCS_REPOSITORY: 'https://github.com/me/fork#main'})
        .repository,
    ).toMatchObject({url: 'https://github.com/me/fork', branch: 'main'});
    expect(
      resolveRepository(dir, 'docs', {DOCS_REPOSITORY: 'git@github.com:me/fork.git'}).repository,
    ).toMatchObject({url: 'https://github.com/me/fork', branch: 'trunk'});
    expect(resolveRepository(dir, 'docs', {DOCS_REPOSITORY: 'none'}).repository).toBeNull();
  });

  it('fails the build on a DOCS_REPOSITORY it cannot read', () => {
    expect(() =>
      resolveRepository(clone(), 'docs', {DOCS_REPOSITORY: 'https://example.com/docs'}),
    ).toThrow(/DOCS_REPOSITORY \(https:\/\/example\.com\/docs\) is not a GitHub or GitLab/);
  });
});
