/** Each page's bytes and Lighthouse figures, printed as they come, and their verdicts. */
import type {Browser} from '@playwright/test';
import {budgets, verdict} from './budgets';
import type {PageResult} from './compare';
import {measureLighthouse} from './lighthouse';
import {measurePage} from './pages';

export const originOn = (port: number) => `http://127.0.0.1:${port}`;

/** Bytes and Lighthouse figures of each page, printed as they come. */
export async function measurePages(
  siteDir: string,
  browser: Browser,
  onPort: number,
  routes: readonly string[],
  runs: number,
): Promise<PageResult[]> {
  const pages: PageResult[] = [];
  for (const route of routes) {
    const figures = await measurePage(browser, originOn(onPort), route);
    const lighthouse = await measureLighthouse(siteDir, `${originOn(onPort)}${route}`, runs);
    pages.push({...figures, lighthouse});
    console.log(`\n${route}`);
    console.log(
      `  first load  HTML ${figures.html.rawKb} KB (${figures.html.gzipKb} gz)  JS ${figures.js.rawKb} KB (${figures.js.gzipKb} gz)  CSS ${figures.css.rawKb} KB (${figures.css.gzipKb} gz)`,
    );
    console.log(
      `  JS to start the page ${figures.jsAtStartup.rawKb} KB (${figures.jsAtStartup.gzipKb} gz), of which before the load event ${figures.jsBeforeLoad.gzipKb} gz`,
    );
    console.log(`  transferred ${figures.transferredKb} KB in ${figures.requests} requests`);
    console.log(
      `  Lighthouse mobile (median of ${runs}): performance ${lighthouse.performance}, accessibility ${lighthouse.accessibility}, best practices ${lighthouse.bestPractices}, SEO ${lighthouse.seo}`,
    );
    console.log(
      `  FCP ${lighthouse.fcpSeconds} s, LCP ${lighthouse.lcpSeconds} s, TBT ${lighthouse.tbtMs} ms, CLS ${lighthouse.cls}`,
    );
  }
  return pages;
}

export function pageVerdicts(pages: readonly PageResult[]): string[] {
  return pages.flatMap(({path: route, lighthouse, ...figures}) => {
    const on = (text: string) => `${text} [${route}]`;
    return [
      on(verdict(budgets.jsAtStartupGzipKb, figures.jsAtStartup.gzipKb)),
      on(verdict(budgets.firstVisitTransferKb, figures.transferredKb)),
      on(verdict(budgets.lighthousePerformance, lighthouse.performance)),
      on(verdict(budgets.totalBlockingTimeMs, lighthouse.tbtMs)),
      on(verdict(budgets.lighthouseAccessibility, lighthouse.accessibility)),
      on(verdict(budgets.lighthouseBestPractices, lighthouse.bestPractices)),
      on(verdict(budgets.lighthouseSeo, lighthouse.seo)),
      on(verdict(budgets.lcpSeconds, lighthouse.lcpSeconds)),
      on(verdict(budgets.cls, lighthouse.cls)),
    ];
  });
}
