/** What readers rely on in the endpoint data: unique, consistent, complete. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {resources} from '@site/src/data/api';
import {queryParamNames} from '@site/src/data/api/queryParams';
import {sectionIds} from '@site/src/data/api/sections';
import {exampleConventions} from '@site/src/data/api/conventions';
import type {Operation} from '@site/src/data/api/types';

const operations = resources.flatMap((resource) =>
  resource.operations.map((operation) => ({resource, operation})),
);

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** `:name` segments of a route. */
function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([a-zA-Z_]+)/g)].map((match) => match[1] ?? '');
}

/** Whether a concrete example path fits the route's pattern. */
function fitsRoute(operation: Operation): boolean {
  const pattern = operation.path.replace(/:[a-zA-Z_]+/g, '[^/?]+').replaceAll('.', '\\.');
  return new RegExp(`^${pattern}(\\?.*)?$`).test(operation.example.path);
}

describe('the endpoint data', () => {
  it('has resources, each with its own page', () => {
    expect(resources.length).toBeGreaterThan(0);
    expect(duplicates(resources.map((resource) => resource.id))).toEqual([]);
    expect(duplicates(resources.map((resource) => resource.page))).toEqual([]);
    for (const resource of resources) {
      expect(resource.page).toMatch(/^\/api\/[a-z-]+\.html$/);
    }
  });

  it('gives every operation a unique id, route and anchor', () => {
    expect(duplicates(operations.map(({operation}) => operation.id))).toEqual([]);
    expect(
      duplicates(operations.map(({operation}) => `${operation.method} ${operation.path}`)),
    ).toEqual([]);
    for (const resource of resources) {
      // Every id the page gets from the data: sections, sub-sections, old ids.
      const ids = [
        ...(resource.object ? [resource.object.anchor] : []),
        ...resource.operations.flatMap((operation) => [
          operation.anchor,
          ...(operation.oldAnchors ?? []),
        ]),
        ...[...sectionIds(resource).values()].flatMap((sections) => Object.values(sections)),
      ];
      expect(duplicates(ids), resource.id).toEqual([]);
    }
  });

  it.each(
    operations.map(
      ({resource, operation}) => [`${resource.id}.${operation.id}`, operation] as const,
    ),
  )('%s is consistent', (_name, operation) => {
    expect(operation.id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(operation.anchor).toMatch(/^[a-z0-9-]+$/);
    expect((operation.pathParams ?? []).map((param) => param.name)).toEqual(
      pathParamNames(operation.path),
    );
    expect(duplicates([...(operation.query ?? [])])).toEqual([]);
    for (const name of operation.query ?? []) {
      expect(queryParamNames).toContain(name);
    }
    expect(fitsRoute(operation), `${operation.example.path} does not fit ${operation.path}`).toBe(
      true,
    );
    if (operation.path.startsWith('/:project')) {
      expect(operation.example.path.split('/')[1]).toBe(exampleConventions.project);
    }
    if (operation.returns.kind === 'empty') {
      expect(operation.example.response).toBeUndefined();
    }
    if (operation.body?.length) {
      expect(operation.example.body !== undefined || operation.example.form !== undefined).toBe(
        true,
      );
    }
  });
});

describe('variants of an operation', () => {
  const withVariants = operations.filter(({operation}) => operation.variants !== undefined);

  it('exist (Create a File)', () => {
    expect(withVariants.map(({operation}) => operation.id)).toContain('createFile');
  });

  it.each(
    withVariants.map(({resource, operation}) => [operation.id, resource, operation] as const),
  )(
    '%s: one example per tab of its group on the page, the first being its example',
    (_id, resource, operation) => {
      const {tabGroup, examples} = operation.variants!;
      const file = path.resolve(
        __dirname,
        '../../docs',
        `${resource.page.replace(/\.html$/, '')}.md`.slice(1),
      );
      const page = fs.readFileSync(file, 'utf8');
      const group = new RegExp(`<Tabs groupId="${tabGroup}">([\\s\\S]*?)</Tabs>`).exec(page);
      expect(group, `${file} has no <Tabs groupId="${tabGroup}">`).not.toBeNull();
      const values = [...group![1]!.matchAll(/<TabItem value="([^"]+)"/g)].map((match) => match[1]);
      expect(Object.keys(examples)).toEqual(values);
      expect(Object.values(examples)[0]).toBe(operation.example);
      for (const example of Object.values(examples)) {
        expect(fitsRoute({...operation, example})).toBe(true);
      }
    },
  );
});

describe('sectionIds', () => {
  it('numbers repeated sections in page order, like the old site', () => {
    const resource = resources.find((candidate) => candidate.id === 'items');
    expect(resource).toBeDefined();
    const ids = sectionIds(resource!);
    expect(ids.get('listItems')).toEqual({
      parameters: 'parameters',
      query: 'query',
      returns: 'returns',
    });
    expect(ids.get('getItem')).toEqual({
      parameters: 'parameters-1',
      query: 'query-1',
      returns: 'returns-1',
    });
    expect(ids.get('createItem')).toEqual({
      parameters: 'parameters-2',
      attributes: 'attributes',
      query: 'query-2',
      returns: 'returns-2',
    });
  });

  it('names an added section after its operation and keeps the numbers after it', () => {
    const resource = resources.find((candidate) => candidate.id === 'items');
    const ids = sectionIds(resource!);
    // The old page had no Query section for Delete an Item.
    expect(ids.get('deleteItem')).toEqual({
      parameters: 'parameters-4',
      query: 'delete-an-item-query',
      returns: 'returns-4',
    });
    expect(ids.get('listItemRevisions')?.query).toBe('query-4');
  });
});
