/**
 * The Try it panel of the API reference (src/components/TryIt): closed and
 * not loaded until opened; what it sends to a stand-in Directus API (with
 * CORS, as v8's defaults answer) equals the operation's data; every way it
 * can fail says why; axe in both colour modes and at 390 px; the keyboard alone.
 */
import type {Locator, Page} from '@playwright/test';
import {resources} from '../../src/data/api';
import type {Operation} from '../../src/data/api/types';
import {behaviour} from '../../src/config/behaviour';
import {labels} from '../../src/config/labels';
import {startStandInApi, type Answer, type StandInApi} from '../support/standInApi';
import {
  answerFor,
  comparable,
  expectedRequest,
  fileContent,
  sendsToken,
} from '../support/operationRequests';
import {axeViolations, colourRules, layoutRules, narrow} from './support/axe';
import {ringsOfEachKind} from './support/focusRing';
import {expect, open, origin, test} from './support/fixtures';

const token = 'the-readers-token';

function find(id: string): {operation: Operation; page: string} {
  for (const resource of resources) {
    const operation = resource.operations.find((candidate) => candidate.id === id);
    if (operation) return {operation, page: resource.page};
  }
  throw new Error(`no operation ${id}`);
}

function tryItButton(page: Page, operation: Operation): Locator {
  return page.getByRole('button', {
    name: `${labels.tryIt}: ${operation.summary}`,
    exact: true,
  });
}

function panelOf(page: Page, operation: Operation): Locator {
  return page.getByRole('form', {name: `Try it: ${operation.summary}`});
}

/** Opens the operation's page and its panel; returns the panel. */
async function openPanel(page: Page, id: string): Promise<{operation: Operation; panel: Locator}> {
  const {operation, page: path} = find(id);
  await open(page, path);
  await tryItButton(page, operation).click();
  const panel = panelOf(page, operation);
  await expect(panel).toBeVisible();
  return {operation, panel};
}

async function setServer(
  panel: Locator,
  server: {address: string; project?: string; token?: string},
): Promise<void> {
  await panel.getByLabel('API address', {exact: true}).fill(server.address);
  await panel.getByLabel('Project key', {exact: true}).fill(server.project ?? 'thumper');
  await panel.getByLabel('Token', {exact: true}).fill(server.token ?? token);
}

function sendButton(panel: Locator): Locator {
  return panel.getByRole('button', {name: /^(Send|Confirm: send) /});
}

function answerOf(panel: Locator): Locator {
  return panel.getByRole('region', {name: 'Answer'});
}

/** Sends (confirming where asked) and waits for the answer. */
async function send(panel: Locator, operation: Operation): Promise<void> {
  await sendButton(panel).click();
  if (operation.method !== 'GET') {
    await expect(sendButton(panel)).toHaveText(/^Confirm: send /);
    await sendButton(panel).click();
  }
  await expect(answerOf(panel)).toBeVisible();
}

let standIn: StandInApi;

// The panel talks to the stand-in API, never to the offline copy, whose
// download beside each test only slowed it (fixtures.ts, offlineCopy).
test.use({offlineCopy: false});

// The API reference pages are the site's largest, and each test loads one or two and waits
// for an answer: three times the usual time-out.
test.beforeEach(() => {
  test.slow();
});

test.beforeAll(async () => {
  standIn = await startStandInApi({cors: true});
});

test.afterAll(async () => {
  await standIn.close();
});

test.describe('opening', () => {
  test('closed by default; its chunk loads only when opened', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const {operation} = find('getItem');
    await open(page, '/api/items.html');
    const button = tryItButton(page, operation);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('form')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const atStart = scripts.length;
    await button.click();
    await expect(panelOf(page, operation)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(scripts.length).toBeGreaterThan(atStart);
    await button.click();
    await expect(page.getByRole('form')).toHaveCount(0);
  });

  test('every operation of a page has its own button', async ({page}) => {
    await open(page, '/api/items.html');
    const items = resources.find((resource) => resource.id === 'items');
    for (const operation of items?.operations ?? []) {
      await expect(tryItButton(page, operation)).toHaveCount(1);
    }
  });
});

test.describe('the request equals the operation’s data', () => {
  for (const id of [
    'listItems',
    'getItem',
    'createItem',
    'updateItem',
    'deleteItem',
    'createFile',
    'pingServer',
    'getServerInfo',
    'authenticate',
    'getAsset',
  ]) {
    test(id, async ({page}) => {
      const {operation, panel} = await openPanel(page, id);
      await setServer(panel, {address: standIn.baseUrl});
      const file = Object.values(operation.example.form ?? {}).find((value) =>
        value.startsWith('@'),
      );
      if (file !== undefined) {
        await panel.getByLabel('file', {exact: true}).setInputFiles({
          name: file.slice(1),
          mimeType: 'image/jpeg',
          buffer: Buffer.from(fileContent(file.slice(1))),
        });
      }
      const sent = await standIn.record(answerFor(operation), () => send(panel, operation));
      expect(sent.map(comparable)).toEqual([expectedRequest(operation)]);
      expect(sent[0]?.authorization).toBe(sendsToken(operation) ? `Bearer ${token}` : undefined);
    });
  }

  test('what the reader changes is what is sent', async ({page}) => {
    const {operation, panel} = await openPanel(page, 'listItems');
    await setServer(panel, {address: `${standIn.baseUrl}/`, project: 'other', token: ''});
    await panel.getByLabel('collection', {exact: true}).fill('pages');
    await panel.getByLabel('limit', {exact: true}).fill('5');
    await panel.getByLabel('filter[status][eq]', {exact: true}).fill('');
    await panel.getByLabel('sort', {exact: true}).fill('');
    await panel.getByLabel('meta', {exact: true}).fill('');
    const sent = await standIn.record({status: 200}, () => send(panel, operation));
    expect(sent.map(comparable)).toEqual([
      {method: 'GET', path: '/other/items/pages', query: [['limit', '5']], body: {kind: 'none'}},
    ]);
    expect(sent[0]?.authorization).toBeUndefined();
  });
});

test.describe('safe by default', () => {
  test('a DELETE needs a second click; changing a field asks again', async ({page}) => {
    const {operation, panel} = await openPanel(page, 'deleteItem');
    await setServer(panel, {address: standIn.baseUrl});
    const first = await standIn.record({status: 204}, async () => {
      await sendButton(panel).click();
      await expect(panel.getByRole('status').last()).toContainText(
        'can change or delete data on 127.0.0.1',
      );
    });
    expect(first).toEqual([]);
    await panel.getByLabel('id', {exact: true}).fill('15');
    await expect(sendButton(panel)).toHaveText('Send DELETE');
    const second = await standIn.record({status: 204}, () => send(panel, operation));
    expect(second.map(({method, path}) => `${method} ${path}`)).toEqual([
      'DELETE /thumper/items/articles/15',
    ]);
  });

  test('the server is kept in sessionStorage only, shared, and forgotten in one place', async ({
    page,
  }) => {
    const {panel} = await openPanel(page, 'getItem');
    await expect(panel.getByLabel('Token')).toHaveAttribute('type', 'password');
    await setServer(panel, {address: standIn.baseUrl});
    const stored = await page.evaluate((key) => {
      const local: string[] = [];
      for (let index = 0; index < window.localStorage.length; index += 1) {
        const name = window.localStorage.key(index) ?? '';
        local.push(`${name}=${window.localStorage.getItem(name)}`);
      }
      return {session: window.sessionStorage.getItem(key), local, cookies: document.cookie};
    }, behaviour.tryItServerKey);
    expect(JSON.parse(stored.session ?? 'null') as unknown).toEqual({
      address: standIn.baseUrl,
      project: 'thumper',
      token,
    });
    expect(stored.local.join('\n')).not.toContain(token);
    expect(stored.cookies).not.toContain(token);
    // Another panel, on another page of the same tab, has it.
    const other = find('listFiles');
    await open(page, other.page);
    await tryItButton(page, other.operation).click();
    const otherPanel = panelOf(page, other.operation);
    await expect(otherPanel.getByLabel('Token')).toHaveValue(token);
    await otherPanel.getByRole('button', {name: 'Forget server and token'}).click();
    await expect(otherPanel.getByLabel('Token')).toHaveValue('');
    await expect(otherPanel.getByLabel('API address')).toHaveValue('');
    expect(
      await page.evaluate((key) => window.sessionStorage.getItem(key), behaviour.tryItServerKey),
    ).toBeNull();
  });
});

/** The line Chromium prints for an answer with an error status: these tests ask for one. */
const errorStatusLine = /Failed to load resource: the server responded with a status of 40[13]/;

test.describe('the answer', () => {
  test.use({expectedConsole: errorStatusLine});
  test('status and meaning, time, headers, folded JSON, copy as curl', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
    const {operation, panel} = await openPanel(page, 'getItem');
    await setServer(panel, {address: standIn.baseUrl});
    await standIn.record(answerFor(operation), () => send(panel, operation));
    const answer = answerOf(panel);
    await expect(answer).toContainText('200 OK: the request worked.');
    await expect(answer).toContainText(/\d+ ms/);
    await answer.getByText(/^Headers \(\d+\)$/).click();
    await expect(answer.getByText('application/json')).toBeVisible();
    // The top levels open, deeper ones folded.
    await expect(answer.getByText('"title":')).toBeVisible();
    await answer.getByText('The request, as curl').click();
    await answer.getByRole('button', {name: 'Copy as curl'}).click();
    await expect(answer.getByRole('status')).toHaveText('Copied. It reads the token from $TOKEN.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      `curl -G '${standIn.baseUrl}/thumper/items/articles/12' \\\n  --data-urlencode 'fields=id,title,author' \\\n  -H "Authorization: Bearer $TOKEN"`,
    );
    expect(copied).not.toContain(token);
  });

  test('a Directus error links its code’s entry on the Errors page', async ({page}) => {
    const {operation, panel} = await openPanel(page, 'getItem');
    await setServer(panel, {address: standIn.baseUrl});
    const expired: Answer = {
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({error: {code: 3, message: 'Token expired'}}),
    };
    await standIn.record(expired, () => send(panel, operation));
    const answer = answerOf(panel);
    await expect(answer).toContainText('401 Unauthorized: a token is needed');
    await expect(answer).toContainText('Directus error 3: Token expired.');
    await answer.getByRole('link', {name: 'What error 3 means'}).click();
    await page.waitForURL(/\/api\/errors\.html#error-3$/);
    // The Errors page's chunk, on a busy machine, can take longer than an expect's default.
    await expect(page.locator('[id="error-3"]')).toBeVisible({timeout: 20_000});
  });
});

test.describe('when there is no answer', () => {
  test.use({expectedConsole: /blocked by CORS policy|net::ERR_FAILED|ERR_CONNECTION_REFUSED/});

  async function expectFailure(panel: Locator, address: string): Promise<void> {
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText(`No answer could be read from ${address}.`);
    await expect(alert).toContainText(`this page’s origin (${origin})`);
    for (const [name, href] of [
      ['cors.enabled', '/advanced/api/configuration.html#directus_cors_enabled'],
      ['cors.origin', '/advanced/api/configuration.html#directus_cors_origin'],
      ['DIRECTUS_CORS_ENABLED', '/docker/environment.html#directus_cors_enabled'],
      ['DIRECTUS_CORS_ORIGIN_0', '/docker/environment.html#directus_cors_origin'],
      ['project key', '/api/reference.html#projects'],
      [`${address}/server/ping`, `${address}/server/ping`],
    ] as const) {
      await expect(alert.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
  }

  test('CORS off: names the settings that allow this page, and they exist', async ({page}) => {
    const noCors = await startStandInApi();
    try {
      const {panel} = await openPanel(page, 'getItem');
      await setServer(panel, {address: noCors.baseUrl});
      const sent = await noCors.record(
        {status: 200, contentType: 'application/json', body: '{}'},
        async () => {
          await sendButton(panel).click();
          await expectFailure(panel, noCors.baseUrl);
        },
      );
      // The browser asked first (the Authorization header needs a preflight), got no CORS
      // headers, and sent nothing more.
      expect(sent.map(({method}) => method)).toEqual(['OPTIONS']);
      await panel.getByRole('link', {name: 'cors.origin', exact: true}).click();
      await page.waitForURL(/configuration\.html#directus_cors_origin$/);
      await expect(page.locator('[id="directus_cors_origin"]')).toBeVisible({timeout: 20_000});
    } finally {
      await noCors.close();
    }
  });

  test('nothing listening at the address', async ({page}) => {
    const gone = await startStandInApi();
    const address = gone.baseUrl;
    await gone.close();
    const {panel} = await openPanel(page, 'getItem');
    await setServer(panel, {address});
    await sendButton(panel).click();
    await expectFailure(panel, address);
  });
});

test.describe('messages next to the fields', () => {
  test('empty server, a wrong path value, a wrong query value, a body that is not JSON', async ({
    page,
  }) => {
    const {panel} = await openPanel(page, 'createItem');
    await panel.getByLabel('Project key').fill('');
    await panel.getByLabel('collection', {exact: true}).fill('');
    await panel.getByLabel('Body (JSON)').fill('{"title": ');
    await sendButton(panel).click();
    const address = panel.getByLabel('API address');
    await expect(address).toBeFocused();
    await expect(address).toHaveAccessibleDescription(/^Type the address of your API/);
    await expect(panel.getByLabel('Project key')).toHaveAccessibleDescription(
      /^Type the project key/,
    );
    await expect(panel.getByLabel('collection', {exact: true})).toHaveAccessibleDescription(
      'Required: the route needs it.',
    );
    await expect(panel.getByLabel('Body (JSON)')).toHaveAccessibleDescription(/^Not valid JSON: /);
    await expect(sendButton(panel)).toHaveText('Send POST');
    await address.fill('localhost:8080');
    await expect(address).toHaveAccessibleDescription(/^Start with http:\/\/ or https:\/\//);
  });

  test('a query value of the wrong type, a missing required attribute, a file not chosen', async ({
    page,
  }) => {
    const list = await openPanel(page, 'listItems');
    await setServer(list.panel, {address: standIn.baseUrl});
    await list.panel.getByLabel('limit', {exact: true}).fill('ten');
    await sendButton(list.panel).click();
    await expect(list.panel.getByLabel('limit', {exact: true})).toHaveAccessibleDescription(
      'Must be a whole number, such as 10.',
    );
    const create = await openPanel(page, 'createCollection');
    await create.panel.getByLabel('Body (JSON)').fill('{}');
    await sendButton(create.panel).click();
    await expect(create.panel.getByLabel('Body (JSON)')).toHaveAccessibleDescription(
      /collection is required\./,
    );
    const upload = await openPanel(page, 'createFile');
    await sendButton(upload.panel).click();
    await expect(upload.panel.getByLabel('file', {exact: true})).toHaveAccessibleDescription(
      'Choose a file to upload.',
    );
  });
});

test.describe('accessibility with the panel open (axe)', () => {
  test.use({expectedConsole: errorStatusLine});
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of ['desktop', '390 px'] as const) {
      test(`${colorScheme}, ${width}: messages, then an answer`, async ({page}) => {
        if (width === '390 px') await page.setViewportSize(narrow);
        await page.emulateMedia({colorScheme});
        const rules =
          width === '390 px' ? layoutRules : colorScheme === 'dark' ? colourRules : undefined;
        const {operation, panel} = await openPanel(page, 'updateItem');
        await panel.getByLabel('Body (JSON)').fill('[');
        await sendButton(panel).click();
        await expect(panel.getByLabel('Body (JSON)')).toHaveAccessibleDescription(/Not valid/);
        expect(await axeViolations(page, rules)).toEqual([]);
        await setServer(panel, {address: standIn.baseUrl});
        await panel.getByLabel('Body (JSON)').fill('{"title": "x"}');
        await standIn.record(
          {
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({error: {code: 3, message: 'Forbidden'}, nested: {a: {b: [1]}}}),
          },
          () => send(panel, operation),
        );
        await answerOf(panel)
          .getByText(/^Headers/)
          .click();
        await answerOf(panel).getByText('The request, as curl').click();
        expect(await axeViolations(page, rules)).toEqual([]);
      });
    }
  }
});

test('keyboard only: open, fill, send, confirm, read the answer', async ({page}) => {
  const {operation} = find('createFolder');
  await open(page, '/api/folders.html');
  // The starting point: the control before it is the section's last link or tab.
  await tryItButton(page, operation).focus();
  await page.keyboard.press('Enter');
  const panel = panelOf(page, operation);
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByLabel('API address')).toBeFocused();
  await page.keyboard.type(standIn.baseUrl);
  await page.keyboard.press('Tab');
  await page.keyboard.type('thumper');
  await page.keyboard.press('Tab');
  await page.keyboard.type(token);
  const sent = await standIn.record(answerFor(operation), async () => {
    // Enter in a field submits the form: the first time asks to confirm, the second sends.
    await page.keyboard.press('Enter');
    await expect(sendButton(panel)).toHaveText(/^Confirm: send POST/);
    await page.keyboard.press('Enter');
    await expect(answerOf(panel)).toBeVisible();
  });
  expect(sent.map(comparable)).toEqual([expectedRequest(operation)]);
  expect(sent[0]?.authorization).toBe(`Bearer ${token}`);
  // Every control of the panel and its answer shows a ring with 3:1 contrast, not cut off.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme});
    const rings = await ringsOfEachKind(
      page,
      panel.locator('a[href], button, input, textarea, summary').filter({visible: true}),
    );
    expect(rings.length).toBeGreaterThan(4);
    expect(
      rings
        .filter(
          (ring) =>
            !ring.focusVisible || ring.width < 2 || ring.contrast < 3 || ring.clippedBy.length > 0,
        )
        .map((ring) => `${colorScheme}: ${JSON.stringify(ring)}`),
    ).toEqual([]);
  }
});
