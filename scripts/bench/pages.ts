/**
 * What a first visit to a page costs, counted in Chromium: every response
 * until the network is quiet, split by kind, raw and gzip, and which of the
 * scripts ran before the load event. The service worker is kept out: its
 * offline copy downloads in the background and is reported on its own.
 */
import zlib from 'node:zlib';
import type {Browser} from 'playwright-core';

type Kind = 'html' | 'js' | 'css' | 'other';

type Resource = {
  url: string;
  kind: Kind;
  raw: number;
  gzip: number;
  transferred: number;
  beforeLoad: boolean;
};

export type PageFigures = {
  path: string;
  html: {rawKb: number; gzipKb: number};
  js: {rawKb: number; gzipKb: number};
  css: {rawKb: number; gzipKb: number};
  jsBeforeLoad: {rawKb: number; gzipKb: number};
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

function sum(resources: readonly Resource[], pick: (resource: Resource) => number) {
  return resources.reduce((total, resource) => total + pick(resource), 0);
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
  const resources: Resource[] = [];
  let loaded = false;
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const beforeLoad = !loaded;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await request.sizes();
        resources.push({
          url: request.url(),
          kind: kindOf(request.resourceType()),
          raw: body.length,
          gzip: zlib.gzipSync(body, {level: 9}).length,
          transferred: sizes.responseBodySize + sizes.responseHeadersSize,
          beforeLoad,
        });
      })(),
    );
  });
  page.on('load', () => {
    loaded = true;
  });
  await page.goto(`${origin}${path}`, {waitUntil: 'load'});
  // Prefetches start once the page is idle: wait until the network is quiet.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await Promise.all(pending);
  await context.close();

  const of = (kind: Kind) => resources.filter((resource) => resource.kind === kind);
  const figures = (list: Resource[]) => ({
    rawKb: toKb(sum(list, (r) => r.raw)),
    gzipKb: toKb(sum(list, (r) => r.gzip)),
  });
  return {
    path,
    html: figures(of('html')),
    js: figures(of('js')),
    css: figures(of('css')),
    jsBeforeLoad: figures(of('js').filter((resource) => resource.beforeLoad)),
    transferredKb: toKb(sum(resources, (r) => r.transferred)),
    requests: resources.length,
  };
}
