/**
 * What a first visit to a page costs, counted in Chromium: every response
 * until the network is quiet, split by kind, raw and gzip; the scripts that
 * arrived before the load event, and those the page needed before it was
 * running (hydrated). The page adds its scripts after its first paint, so on
 * a fast connection the load event can come first: the start-up figure is
 * the one that counts. The service worker is kept out: its offline copy
 * downloads in the background and is reported on its own.
 */
import zlib from 'node:zlib';
import type {Browser} from '@playwright/test';

type Kind = 'html' | 'js' | 'css' | 'other';

type Resource = {
  kind: Kind;
  raw: number;
  gzip: number;
  transferred: number;
  beforeLoad: boolean;
  beforeHydration: boolean;
};

type Size = {rawKb: number; gzipKb: number};

export type PageFigures = {
  path: string;
  html: Size;
  js: Size;
  css: Size;
  jsBeforeLoad: Size;
  jsAtStartup: Size;
  transferredKb: number;
  requests: number;
};

function kindOf(resourceType: string): Kind {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  return 'other';
}

const toKb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function size(resources: readonly Resource[]): Size {
  const total = (pick: (resource: Resource) => number) =>
    resources.reduce((sum, resource) => sum + pick(resource), 0);
  return {rawKb: toKb(total((r) => r.raw)), gzipKb: toKb(total((r) => r.gzip))};
}

export async function measurePage(
  browser: Browser,
  origin: string,
  path: string,
): Promise<PageFigures> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: {width: 412, height: 823},
  });
  const page = await context.newPage();
  let loaded = false;
  let hydrated = false;
  await page.exposeFunction('benchHydrated', () => {
    hydrated = true;
  });
  // The init script runs before the document has an <html> element: watch
  // the whole document for the attribute Docusaurus sets once hydrated.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hasHydrated === 'true') {
        observer.disconnect();
        void (window as unknown as {benchHydrated: () => Promise<void>}).benchHydrated();
      }
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  page.on('load', () => {
    loaded = true;
  });

  const resources: Resource[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const beforeLoad = !loaded;
    const beforeHydration = !hydrated;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        // A request can finish as the page closes: its figures are then lost, not the run.
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await request.sizes().catch(() => null);
        if (!sizes) return;
        resources.push({
          kind: kindOf(request.resourceType()),
          raw: body.length,
          gzip: zlib.gzipSync(body, {level: 9}).length,
          transferred: sizes.responseBodySize + sizes.responseHeadersSize,
          beforeLoad,
          beforeHydration,
        });
      })(),
    );
  });

  await page.goto(`${origin}${path}`, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  // Prefetches start once the page is idle: wait until the network is quiet.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await Promise.all(pending);
  await context.close();

  const of = (kind: Kind) => resources.filter((resource) => resource.kind === kind);
  return {
    path,
    html: size(of('html')),
    js: size(of('js')),
    css: size(of('css')),
    jsBeforeLoad: size(of('js').filter((resource) => resource.beforeLoad)),
    jsAtStartup: size(of('js').filter((resource) => resource.beforeHydration)),
    transferredKb: toKb(resources.reduce((sum, resource) => sum + resource.transferred, 0)),
    requests: resources.length,
  };
}
