/** Lighthouse 12 (mobile, simulated throttling) in Debian's Chromium: median of runs. */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {median} from './budgets';
import {chromiumFlags, chromiumPath} from '../chromium';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpSeconds: number;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
};

type Report = {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', {score: number}>;
  audits: Record<string, {numericValue?: number}>;
};

async function runOnce(siteDir: string, url: string): Promise<LighthouseFigures> {
  const {stdout} = await promisify(execFile)(
    path.join(siteDir, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--chrome-path=${chromiumPath}`,
      `--chrome-flags=${chromiumFlags.join(' ')}`,
    ],
    {maxBuffer: 64 * 1024 * 1024, env: {...process.env, CHROME_PATH: chromiumPath}},
  );
  const report = JSON.parse(stdout) as Report;
  const score = (category: keyof Report['categories']) =>
    Math.round(report.categories[category].score * 100);
  const metric = (audit: string) => report.audits[audit]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpSeconds: Math.round(metric('first-contentful-paint') / 10) / 100,
    lcpSeconds: Math.round(metric('largest-contentful-paint') / 10) / 100,
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
  };
}

/** Each figure is the median of `runs` runs, taken figure by figure. */
export async function measureLighthouse(
  siteDir: string,
  url: string,
  runs: number,
): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await runOnce(siteDir, url));
  }
  const pick = (key: keyof LighthouseFigures) => median(results.map((result) => result[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpSeconds: pick('fcpSeconds'),
    lcpSeconds: pick('lcpSeconds'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  };
}
