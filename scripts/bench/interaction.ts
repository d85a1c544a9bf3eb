/**
 * A tab click on a heavy page, measured as an interaction: from the event to
 * the next paint (the Event Timing API's duration, what INP reports), at
 * Lighthouse's 4× CPU slowdown. Twice per load: right after the load event,
 * while React may still be hydrating, and once the page is hydrated and idle.
 */
import type {Browser, Page} from '@playwright/test';
import {median} from './budgets';

export type TabClickFigures = {
  path: string;
  /** Medians over the runs, in ms. The API reports nothing under 16 ms: 16 means "16 or less". */
  afterLoadMs: number;
  afterHydrationMs: number;
  afterLoadRunsMs: number[];
  afterHydrationRunsMs: number[];
};

/** The slowest event of the interactions since the last call, in ms (16 if none reached 16 ms). */
function slowestEventMs(page: Page): Promise<number> {
  return page.evaluate(() => {
    const store = window as unknown as {benchEventMs: number[]};
    const slowest = Math.max(16, ...store.benchEventMs);
    store.benchEventMs = [];
    return slowest;
  });
}

/** Clicks the first tab that is not selected, and waits until it is. */
async function clickATab(page: Page): Promise<void> {
  const tab = page.getByRole('tab', {selected: false}).first();
  const label = await tab.textContent();
  await tab.click();
  await page
    .getByRole('tab', {name: label ?? '', selected: true})
    .first()
    .waitFor();
  // The paint that ends the interaction is reported a frame later.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
}

async function measureOnce(
  browser: Browser,
  url: string,
): Promise<{afterLoad: number; afterHydration: number}> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: {width: 412, height: 823},
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.addInitScript(() => {
    const store = window as unknown as {benchEventMs: number[]};
    store.benchEventMs = [];
    // TypeScript's DOM types lack Event Timing's `interactionId` and `durationThreshold`.
    type EventTiming = PerformanceEntry & {interactionId?: number};
    const options: PerformanceObserverInit & {durationThreshold: number} = {
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    };
    new PerformanceObserver((list) => {
      // Only the events of an interaction (pointer, click, key), as INP counts them.
      for (const entry of list.getEntries() as EventTiming[]) {
        if ((entry.interactionId ?? 0) > 0) store.benchEventMs.push(entry.duration);
      }
    }).observe(options);
  });
  await page.goto(url, {waitUntil: 'load'});
  await clickATab(page);
  const afterLoad = await slowestEventMs(page);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  await clickATab(page);
  const afterHydration = await slowestEventMs(page);
  await context.close();
  return {afterLoad, afterHydration};
}

export async function measureTabClick(
  browser: Browser,
  origin: string,
  path: string,
  runs: number,
): Promise<TabClickFigures> {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await measureOnce(browser, `${origin}${path}`));
  }
  const afterLoadRunsMs = results.map((result) => result.afterLoad);
  const afterHydrationRunsMs = results.map((result) => result.afterHydration);
  return {
    path,
    afterLoadMs: median(afterLoadRunsMs),
    afterHydrationMs: median(afterHydrationRunsMs),
    afterLoadRunsMs,
    afterHydrationRunsMs,
  };
}
