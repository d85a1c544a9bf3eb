/**
 * Bad input fails the build and names the file. Each case builds a copy of
 * the site with one bad page added, so these are slower than unit tests.
 * The cases build side by side, each in its own folder: one build leaves
 * the cores idle for much of its time.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
// Inside the repository, so that Docusaurus finds the git history it reads.
const sites = path.join(root, '.cache', 'build-failures');

const siteFiles = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'tsconfig.json',
  'package.json',
  'src',
  'plugins',
  'remark',
  'shared',
  'static',
  'docs',
];

async function siteWith(name: string, file: string, content: string): Promise<string> {
  const dir = path.join(sites, name);
  await fs.rm(dir, {recursive: true, force: true});
  for (const entry of siteFiles) {
    await fs.cp(path.join(root, entry), path.join(dir, entry), {recursive: true});
  }
  await fs.symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  await fs.mkdir(path.dirname(path.join(dir, file)), {recursive: true});
  await fs.writeFile(path.join(dir, file), content);
  return dir;
}

/** The build's output when it fails; throws if it succeeds. */
async function failingBuild(dir: string): Promise<string> {
  try {
    await promisify(execFile)(path.join(root, 'node_modules', '.bin', 'docusaurus'), ['build'], {
      cwd: dir,
      maxBuffer: 32 * 1024 * 1024,
    });
  } catch (error) {
    const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
    return stdout + stderr;
  }
  throw new Error(`the build of ${dir} succeeded`);
}

const page = (
  body: string,
  frontMatter = 'title: Broken\ndescription: A page that must fail the build.',
) => `---\n${frontMatter}\n---\n\n${body}\n`;

describe.concurrent('the build fails on bad input, naming the file', {timeout: 180_000}, () => {
  beforeAll(() => fs.mkdir(sites, {recursive: true}));
  afterAll(() => fs.rm(sites, {recursive: true, force: true}));

  it('a link to a page that does not exist', async () => {
    const dir = await siteWith(
      'link',
      'docs/broken/link.md',
      page('See [nowhere](/api/nowhere.html).'),
    );
    const output = await failingBuild(dir);
    expect(output).toMatch(/broken link/i);
    expect(output).toContain('/broken/link.html');
    expect(output).toContain('/api/nowhere.html');
  });

  it('a link to an anchor that does not exist', async () => {
    const dir = await siteWith(
      'anchor',
      'docs/broken/anchor.md',
      page('See [what](/getting-started/introduction.html#no-such-section).'),
    );
    const output = await failingBuild(dir);
    expect(output).toMatch(/broken anchor/i);
    expect(output).toContain('/broken/anchor.html');
    expect(output).toContain('#no-such-section');
  });

  it('an image that does not exist', async () => {
    const dir = await siteWith(
      'image',
      'docs/broken/image.md',
      page('![A missing diagram](/img/missing.svg)'),
    );
    const output = await failingBuild(dir);
    expect(output).toContain('docs/broken/image.md');
    expect(output).toContain('/img/missing.svg');
  });

  it('front matter that is not valid YAML', async () => {
    const dir = await siteWith(
      'yaml',
      'docs/broken/yaml.md',
      page('Text.', 'title: [unclosed\ndescription: x'),
    );
    const output = await failingBuild(dir);
    expect(output).toContain('Malformed front matter in docs/broken/yaml.md');
  });

  it('front matter that breaks the page record', async () => {
    const dir = await siteWith(
      'record',
      'docs/broken/record.md',
      page(
        'Text.',
        'title: Broken\ndescription: A page with an unknown layout.\nlayout: sidebarless',
      ),
    );
    const output = await failingBuild(dir);
    expect(output).toContain('Invalid front matter in docs/broken/record.md');
    expect(output).toContain('"layout" must be one of');
  });
});
