/** Our site next to the stock one: each figure for both, and ours ÷ stock. */
import type {BuildFigures, OutputFigures} from './build';
import type {LighthouseFigures} from './lighthouse';
import type {PageFigures} from './pages';

export type PageResult = PageFigures & {lighthouse: LighthouseFigures};

export type SiteFigures = {
  /** Missing when our build was skipped (`--skip-build`). */
  build: BuildFigures | undefined;
  output: OutputFigures;
  pages: readonly PageResult[];
};

type Row = [label: string, ours: number | undefined, stock: number | undefined, unit: string];

function ratio(ours: number | undefined, stock: number | undefined): string {
  if (ours === undefined || stock === undefined || stock === 0) {
    return '';
  }
  return `${(ours / stock).toFixed(2)}×`;
}

function table(rows: readonly Row[]): string {
  const cell = (value: number | undefined, unit: string) =>
    value === undefined ? 'n/a' : `${value}${unit === '' ? '' : ` ${unit}`}`;
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows
    .map(
      ([label, ours, stock, unit]) =>
        `  ${label.padEnd(width)}  ${cell(ours, unit).padStart(10)}  ${cell(stock, unit).padStart(10)}  ${ratio(ours, stock).padStart(6)}`,
    )
    .join('\n');
}

export function compareSites(ours: SiteFigures, stock: SiteFigures): string {
  const siteRows: Row[] = [
    ['clean build', ours.build?.seconds, stock.build?.seconds, 's'],
    ['build peak memory', ours.build?.peakMemoryMb, stock.build?.peakMemoryMb, 'MB'],
    ['output, total', ours.output.total?.kb, stock.output.total?.kb, 'KB'],
    ['output, JS', ours.output.js?.kb, stock.output.js?.kb, 'KB'],
  ];
  const sections = [`Side by side: ours, stock, ours ÷ stock\n${table(siteRows)}`];
  for (const page of ours.pages) {
    const other = stock.pages.find((candidate) => candidate.path === page.path);
    const rows: Row[] = [
      ['JS to start (gzip)', page.jsAtStartup.gzipKb, other?.jsAtStartup.gzipKb, 'KB'],
      ['HTML (gzip)', page.html.gzipKb, other?.html.gzipKb, 'KB'],
      ['CSS (gzip)', page.css.gzipKb, other?.css.gzipKb, 'KB'],
      ['transferred', page.transferredKb, other?.transferredKb, 'KB'],
      ['requests', page.requests, other?.requests, ''],
      ['Lighthouse performance', page.lighthouse.performance, other?.lighthouse.performance, ''],
      [
        'Lighthouse accessibility',
        page.lighthouse.accessibility,
        other?.lighthouse.accessibility,
        '',
      ],
      [
        'Lighthouse best practices',
        page.lighthouse.bestPractices,
        other?.lighthouse.bestPractices,
        '',
      ],
      ['Lighthouse SEO', page.lighthouse.seo, other?.lighthouse.seo, ''],
      ['FCP', page.lighthouse.fcpSeconds, other?.lighthouse.fcpSeconds, 's'],
      ['LCP', page.lighthouse.lcpSeconds, other?.lighthouse.lcpSeconds, 's'],
      ['TBT', page.lighthouse.tbtMs, other?.lighthouse.tbtMs, 'ms'],
      ['CLS', page.lighthouse.cls, other?.lighthouse.cls, ''],
    ];
    sections.push(`${page.path}\n${table(rows)}`);
  }
  return sections.join('\n\n');
}
