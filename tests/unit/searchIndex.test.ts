/** The search index's inputs: named things, the pages as Pagefind reads them, row anchors. */
import {describe, expect, it} from 'vitest';
import {parseBuiltHtml} from '@site/shared/builtHtml';
import type {Root as MdastRoot} from 'mdast';
import rowAnchors from '@site/remark/rowAnchors';
import {indexEntries} from '@site/plugins/search-index/entries';
import {fileOfRoute, routeInSite, withBaseUrl} from '@site/shared/routes';
import {indexableHtml} from '@site/plugins/search-index/indexableHtml';
import {targetsOfPage} from '@site/plugins/search-index/pageTargets';
import {checkTargets, targetRecord} from '@site/plugins/search-index/records';
import {dataTargets, withoutProject, type SearchTarget} from '@site/plugins/search-index/targets';
import {configGroups} from '@site/src/data/config';
import {hookEvents} from '@site/src/data/hooks';
import {resources} from '@site/src/data/api';

/** A built page as Docusaurus writes it: minified, optional end tags left out. */
function builtPage(title: string, body: string, section = 'API Reference'): string {
  return `<!doctype html><html lang=en><body><nav>Menu</nav><article><div data-pagefind-body="" data-pagefind-filter="section:${section}"><div class=markdown><header><h1>${title}</h1></header>${body}</div></div></article></body></html>`;
}

const filterPage = builtPage(
  'Filter',
  '<h2 id=operators>Operators<a href=#operators class=hash-link>#</a></h2><div><table><thead><tr><th>Operator<th>Aliases<th>Keeps<tbody><tr id=operator-eq><td><code>eq</code><td><code>=</code><td>equals the value<tr id=operator-ncontains><td><code>ncontains</code><td><code>nlike</code><td>does not contain</table></div><h2 id=examples>Examples</h2><p>None.',
  'Query Parameters',
);

describe('named things from the data', () => {
  const targets = dataTargets();
  const urlsOf = (kind: SearchTarget['kind']) =>
    targets.filter((target) => target.kind === kind).map((target) => target.url);

  it('has every variable, key, event and operation, each with its anchor', () => {
    const keys = configGroups.flatMap((group) => group.keys);
    expect(urlsOf('config')).toHaveLength(keys.length);
    expect(urlsOf('env')).toHaveLength(keys.filter((key) => key.env !== null).length);
    expect(urlsOf('hook')).toHaveLength(hookEvents.length);
    const operations = resources.flatMap((resource) => resource.operations);
    expect(urlsOf('operation')).toHaveLength(operations.length);
    expect(targets.find((target) => target.title === 'DIRECTUS_DATABASE_HOST')).toMatchObject({
      names: ['DIRECTUS_DATABASE_HOST', 'DATABASE_HOST'],
      url: '/docker/environment.html#directus_database_host',
    });
  });

  it('names an operation by its title, its method and path with and without the project, and its path', () => {
    expect(targets.find((target) => target.title === 'Create an Item')?.names).toEqual([
      'Create an Item',
      'POST /:project/items/:collection',
      'POST /items/:collection',
      '/items/:collection',
    ]);
    expect(targets.find((target) => target.title === 'Ping the Server')?.names).toEqual([
      'Ping the Server',
      'GET /server/ping',
      '/server/ping',
    ]);
    expect(withoutProject('/:project/items')).toBe('/items');
  });

  it('describes in plain words: code spans and links lose their Markdown', () => {
    const cachePool = targets.find((target) =>
      target.description.includes('The Docker image has only redis'),
    );
    expect(cachePool?.description).toContain('only redis (Cache Pool).');
    for (const {description, title} of targets) expect(description, title).not.toMatch(/`|\]\(/);
  });

  it('sums an operation up by what it does, without its pointers to read on', () => {
    expect(targets.find((target) => target.title === 'Update a File')?.summary).toBe(
      'Changes the attributes you send, and reads the stored file again',
    );
    expect(withoutProject('/server/ping')).toBe('/server/ping');
  });
});

describe('named things from the pages', () => {
  it('reads the rows of a name table, with their anchors and aliases', () => {
    const targets = targetsOfPage('/api/query/filter.html', parseBuiltHtml(filterPage));
    expect(targets.map(({title, names, url}) => ({title, names, url}))).toEqual([
      {title: 'eq', names: ['eq'], url: '/api/query/filter.html#operator-eq'},
      {
        title: 'ncontains',
        names: ['ncontains', 'nlike'],
        url: '/api/query/filter.html#operator-ncontains',
      },
    ]);
  });

  it('names a method without its arguments, once for all its signatures, and leaves out plain words', () => {
    const page = builtPage(
      'JavaScript SDK',
      '<h2 id=reference>Reference</h2><h3 id=items>Items</h3><table><thead><tr><th>Method<th>Does<tbody><tr id=sdk-getitems><td><code>getItems(collection, params)</code><td>Lists items<tr id=sdk-updatefields><td><code>updateFields(collection, fields)</code> or <code>updateFields(collection, names, data)</code><td>Changes fields<tr id=sdk-login><td><code>login(credentials)</code><td>Logs in</table>',
      'Guides',
    );
    const targets = targetsOfPage('/guides/js-sdk.html', parseBuiltHtml(page));
    expect(targets.map(({title, names, url}) => ({title, names, url}))).toEqual([
      {
        title: 'getItems(collection, params)',
        names: ['getItems'],
        url: '/guides/js-sdk.html#sdk-getitems',
      },
      {
        title: 'updateFields(collection, fields), updateFields(collection, names, data)',
        names: ['updateFields'],
        url: '/guides/js-sdk.html#sdk-updatefields',
      },
    ]);
  });

  it('fails, naming the page, when a section that defines names is gone', () => {
    const page = builtPage('Filter', '<h2 id=filtering>Filtering</h2><p>Text.');
    expect(() => targetsOfPage('/api/query/filter.html', parseBuiltHtml(page))).toThrow(
      /\/api\/query\/filter\.html: section #operators/,
    );
  });
});

describe('the page as Pagefind reads it', () => {
  const html = indexableHtml(
    parseBuiltHtml(
      builtPage(
        'Items',
        '<table><tr><td>214<td>422<td><code>UnknownFilterException</code></table><ul><li>one<li>two</ul><h2 id=list>List</h2><h3 id=returns>Returns</h3><h2 id=get>Get</h2><h3 id=returns-1>Returns</h3>',
      ),
    ),
  );

  it('keeps table cells and list items apart', () => {
    expect(html).toContain(
      '<td>214</td> <td>422</td> <td><code>UnknownFilterException</code></td>',
    );
    expect(html).toContain('<li>one</li> <li>two</li>');
  });

  it('gives its headings as meta, and makes repeated ones part of the section above', () => {
    expect(html).toContain(
      '<span data-pagefind-meta="headings">List\nReturns\nGet\nReturns</span>',
    );
    expect(html).toContain('<h2 id="list">');
    expect(html).not.toContain('id="returns"');
  });

  it('carries the names of the thing a page defines', () => {
    const named = indexableHtml(parseBuiltHtml(builtPage('Fields', '<p>Text.')), {
      aliases: ['fields'],
      exact: ['fields'],
      kind: 'Query parameter',
    });
    expect(named).toContain('data-pagefind-meta="aliases">fields<');
    expect(named).toContain('data-pagefind-filter="name:fields"');
    expect(named).toContain('data-pagefind-filter="kind:Query parameter"');
  });
});

describe('the records of named things', () => {
  const page = {title: 'Items', section: 'API Reference', ids: new Set(['create-an-item'])};
  const target: SearchTarget = {
    kind: 'operation',
    title: 'Create an Item',
    names: ['Create an Item', 'POST /items/:collection'],
    url: '/api/items.html#create-an-item',
    description: 'POST /items/:collection: Creates an item.',
    summary: 'Creates an item',
  };

  it('are found by their names and show what they are', () => {
    expect(targetRecord(target, page)).toEqual({
      url: '/api/items.html#create-an-item',
      content: 'Create an Item. POST /items/:collection: Creates an item.',
      language: 'en',
      meta: {
        title: 'Create an Item',
        aliases: 'POST /items/:collection',
        summary: 'Creates an item',
      },
      filters: {
        kind: ['Endpoint'],
        name: ['create item', 'post itemscollection'],
        page: ['Items'],
        section: ['API Reference'],
      },
    });
  });

  it('never lead to a missing page or anchor, nor share a row', () => {
    const pages = new Map([['/api/items.html', page]]);
    expect(() => checkTargets([target], pages)).not.toThrow();
    expect(() => checkTargets([{...target, url: '/api/items.html#gone'}], pages)).toThrow(
      /opens #gone, which \/api\/items\.html does not have/,
    );
    expect(() => checkTargets([{...target, url: '/api/nope.html#x'}], pages)).toThrow(
      /not an indexed page/,
    );
    expect(() => checkTargets([target, {...target, title: 'Again'}], pages)).toThrow(
      /both open \/api\/items\.html#create-an-item/,
    );
  });

  it('are made for the rows of the built pages, and a page keeps its route', () => {
    const entries = indexEntries([{route: '/api/query/filter.html', html: filterPage}], []);
    expect(entries.pages.map((entry) => entry.url)).toEqual(['/api/query/filter.html']);
    expect(entries.records.map((record) => [record.url, record.filters?.page])).toEqual([
      ['/api/query/filter.html#operator-eq', ['Filter']],
      ['/api/query/filter.html#operator-ncontains', ['Filter']],
    ]);
  });

  it('are read from the files of the build by their routes, the base URL left out', () => {
    expect(fileOfRoute('/api/items.html', '/')).toBe('api/items.html');
    expect(fileOfRoute('/extensions/', '/')).toBe('extensions/index.html');
    expect(fileOfRoute('/v8/api/items.html', '/v8/')).toBe('api/items.html');
    expect(fileOfRoute('/v8/', '/v8/')).toBe('index.html');
  });

  it('are named without the base URL, and results open them under it', () => {
    expect(routeInSite('/v8/api/items.html', '/v8/')).toBe('/api/items.html');
    expect(routeInSite('/api/items.html', '/')).toBe('/api/items.html');
    expect(withBaseUrl('/api/items.html#x', '/v8/')).toBe('/v8/api/items.html#x');
    expect(withBaseUrl('/pagefind', '/')).toBe('/pagefind');
  });
});

describe('row anchors', () => {
  const cell = (value: string) => ({
    type: 'tableCell' as const,
    children: [{type: 'inlineCode' as const, value}],
  });
  const tree = (): MdastRoot => ({
    type: 'root',
    children: [
      {
        type: 'heading',
        depth: 2,
        data: {hProperties: {id: 'operators'}},
        children: [{type: 'text', value: 'Operators'}],
      },
      {
        type: 'table',
        children: [
          {type: 'tableRow', children: [cell('Operator')]},
          {type: 'tableRow', children: [cell('nlike')]},
        ],
      },
    ],
  });
  const plugin = rowAnchors({
    docsDir: '/site/docs',
    tables: [{page: '/api/query/filter.html', sections: ['operators'], rowIdPrefix: 'operator-'}],
  });
  const rowIds = (root: MdastRoot) =>
    root.children.flatMap((node) =>
      node.type === 'table' ? node.children.map((row) => row.data?.hProperties?.id) : [],
    );

  it('gives each row of a name table the id of its name, the header aside', () => {
    const root = tree();
    plugin(root, {path: '/site/docs/api/query/filter.md'});
    expect(rowIds(root)).toEqual([undefined, 'operator-nlike']);
  });

  it('gives ids to the rows of a table laid out by a component (<ReferenceList>)', () => {
    const root = tree();
    const [heading, table] = root.children;
    const list = {
      type: 'mdxJsxFlowElement',
      name: 'ReferenceList',
      attributes: [],
      children: [table],
    };
    // The MDX node types are not among mdast's own.
    root.children = [heading, list] as unknown as MdastRoot['children'];
    plugin(root, {path: '/site/docs/api/query/filter.md'});
    expect(
      table?.type === 'table' && table.children.map((row) => row.data?.hProperties?.id),
    ).toEqual([undefined, 'operator-nlike']);
  });

  it('gives the row of a method the id of its name without the arguments', () => {
    const root = tree();
    const [, table] = root.children;
    if (table?.type === 'table') {
      table.children[1] = {type: 'tableRow', children: [cell('getItems(collection, params)')]};
    }
    rowAnchors({
      docsDir: '/site/docs',
      tables: [{page: '/guides/js-sdk.html', sections: ['operators'], rowIdPrefix: 'sdk-'}],
    })(root, {path: '/site/docs/guides/js-sdk.md'});
    expect(rowIds(root)).toEqual([undefined, 'sdk-getitems']);
  });

  it('leaves the tables of other pages alone', () => {
    const root = tree();
    plugin(root, {path: '/site/docs/api/query/sort.md'});
    expect(rowIds(root)).toEqual([undefined, undefined]);
  });
});
