/** Clean build: wall time and the peak memory of the whole process tree. */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import {SEARCH_DIR} from '../../plugins/search-index';

/** Resident memory (bytes) of `root` and all its descendants, from /proc. */
function treeRss(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) {
      continue;
    }
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name may hold spaces: fields start after its ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(pid, ppid);
    } catch {
      // The process ended while we looked.
    }
  }
  const inTree = (pid: number): boolean => {
    for (
      let current: number | undefined = pid;
      current !== undefined && current > 1;
      current = parents.get(current)
    ) {
      if (current === root) {
        return true;
      }
    }
    return false;
  };
  let total = 0;
  for (const pid of parents.keys()) {
    if (!inTree(pid)) {
      continue;
    }
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(match?.[1] ?? 0) * 1024;
    } catch {
      // Gone already.
    }
  }
  return total;
}

export type BuildFigures = {seconds: number; peakMemoryMb: number};

/** Builds `siteDir` from nothing; `configPath` for a config outside it. */
export async function cleanBuild(siteDir: string, configPath?: string): Promise<BuildFigures> {
  await fsp.rm(path.join(siteDir, 'build'), {recursive: true, force: true});
  await fsp.rm(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
  await fsp.rm(path.join(siteDir, 'node_modules', '.cache'), {recursive: true, force: true});
  const started = performance.now();
  const config = configPath === undefined ? [] : ['--config', configPath];
  const child = spawn(
    path.join(siteDir, 'node_modules', '.bin', 'docusaurus'),
    ['build', ...config],
    {
      cwd: siteDir,
      stdio: 'ignore',
    },
  );
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid !== undefined) {
      peak = Math.max(peak, treeRss(child.pid));
    }
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) {
    throw new Error(`docusaurus build exited with ${code}`);
  }
  return {
    seconds: Math.round((performance.now() - started) / 100) / 10,
    peakMemoryMb: Math.round(peak / 1024 / 1024),
  };
}

export type OutputFigures = Record<string, {files: number; kb: number}>;

/** Size of the build by kind of file. */
export async function outputSize(buildDir: string): Promise<OutputFigures> {
  const kinds: Array<[string, RegExp]> = [
    ['search index', new RegExp(`^${SEARCH_DIR}/`)],
    ['html', /\.html$/],
    ['js', /\.js$/],
    ['css', /\.css$/],
    ['images', /\.(svg|png|jpe?g|gif|webp|ico)$/],
  ];
  const figures: OutputFigures = {};
  const entries = await fsp.readdir(buildDir, {recursive: true, withFileTypes: true});
  for (const entry of entries.filter((file) => file.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(buildDir, file);
    const kind = kinds.find(([, pattern]) => pattern.test(relative))?.[0] ?? 'other';
    const {size} = await fsp.stat(file);
    for (const key of [kind, 'total']) {
      const figure = (figures[key] ??= {files: 0, kb: 0});
      figure.files += 1;
      figure.kb += size / 1024;
    }
  }
  for (const figure of Object.values(figures)) {
    figure.kb = Math.round(figure.kb);
  }
  return figures;
}

/** Prints the size of the build by kind of file, one line per kind. */
export function printOutputSize(output: OutputFigures): void {
  for (const [kind, figure] of Object.entries(output)) {
    console.log(
      `  ${kind.padEnd(13)} ${String(figure.files).padStart(4)} files ${String(figure.kb).padStart(7)} KB`,
    );
  }
}
