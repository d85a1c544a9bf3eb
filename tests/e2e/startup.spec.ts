import type {Page, Request} from '@playwright/test';
import {vocabulary} from '../../src/components/Search/vocabulary';
import {expect, open, test} from './support/fixtures';

/**
 * What a page leaves out of the code it starts with, and loads when it is
 * needed: the search's ranking and vocabulary when the reader starts
 * searching. It is found by data it carries, as the minified scripts spell it.
 */
const searchCode = JSON.stringify(vocabulary[0]?.readers);

type Script = {readonly url: string; readonly text: string};

/** Every script the page asks for from now until the returned function is called. */
function watchScripts(page: Page): () => Promise<Script[]> {
  const scripts: Promise<Script>[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') {
      scripts.push(
        request.response().then(async (response) => ({
          url: request.url(),
          text: (await response?.text()) ?? '',
        })),
      );
    }
  };
  page.on('request', onRequest);
  return () => {
    page.off('request', onRequest);
    return Promise.all(scripts);
  };
}

/** The addresses of the scripts that hold `code`. */
function holding(scripts: readonly Script[], code: string): string[] {
  return scripts.filter(({text}) => text.includes(code)).map(({url}) => url);
}

test.describe('start-up code', () => {
  test('a page starts without the search ranking', async ({page}) => {
    const scripts = watchScripts(page);
    await open(page, '/guides/user-guide.html');
    const loaded = await scripts();
    expect(loaded.length).toBeGreaterThan(0);
    expect(holding(loaded, searchCode)).toEqual([]);

    // Focusing the box fetches the search code.
    const searchScript = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' &&
        (await response.text().catch(() => '')).includes(searchCode),
    );
    await page.getByRole('combobox', {name: 'Search the docs'}).filter({visible: true}).focus();
    await searchScript;
  });
});
