/** /openapi.json: valid OpenAPI 3.1, usable by a client generator, and the same operations as the pages. */
import {describe, expect, it} from 'vitest';
import {Validator} from '@seriousme/openapi-schema-validator';
import openapiTS, {astToString} from 'openapi-typescript';
import {apiVersion, resources} from '@site/src/data/api';
import {buildOpenApiDocument, openApiPath} from '../../plugins/openapi/document';
import {hasId, missingSections} from '../../plugins/openapi';

const document = buildOpenApiDocument(resources, {siteUrl: 'https://docs.example.com', apiVersion});

type Paths = Record<string, Record<string, {operationId: string; externalDocs: {url: string}}>>;

describe('the OpenAPI document', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('generates TypeScript types with openapi-typescript', async () => {
    const types = astToString(await openapiTS(JSON.stringify(document)));
    expect(types).toContain('export interface paths');
    expect(types).toContain('listItems');
  });

  it('holds every operation of the data, and only those, each linking to its section', () => {
    const paths = document.paths as Paths;
    const inDocument = Object.values(paths).flatMap((methods) =>
      Object.values(methods).map((operation) => [
        operation.operationId,
        operation.externalDocs.url,
      ]),
    );
    const inData = resources.flatMap((resource) =>
      resource.operations.map((operation) => [
        operation.id,
        `https://docs.example.com${resource.page}#${operation.anchor}`,
      ]),
    );
    expect(inDocument.sort()).toEqual(inData.sort());
  });

  it('gives every JSON response an example', () => {
    type Responses = Record<string, {content?: Record<string, {example?: unknown}>}>;
    const paths = document.paths as Record<string, Record<string, {responses: Responses}>>;
    const withoutExample = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        Object.entries(operation.responses).flatMap(([status, response]) =>
          Object.entries(response.content ?? {})
            .filter(([type, media]) => type.includes('json') && media.example === undefined)
            .map(([type]) => `${method.toUpperCase()} ${path} ${status} ${type}`),
        ),
      ),
    );
    expect(withoutExample).toEqual([]);
  });
});

describe('openApiPath', () => {
  it('makes the token optional exactly where the Public role answers without one', () => {
    type Security = readonly Record<string, unknown>[];
    type Entry = {operationId: string; security: Security};
    const paths = document.paths as Record<string, Record<string, Entry>>;
    const byId = new Map(
      Object.values(paths).flatMap((methods) =>
        Object.values(methods).map((operation) => [operation.operationId, operation.security]),
      ),
    );
    for (const operation of resources.flatMap((resource) => resource.operations)) {
      const security = byId.get(operation.id) ?? [];
      const optional = security.some((requirement) => Object.keys(requirement).length === 0);
      expect([operation.id, optional]).toEqual([operation.id, operation.access === 'role']);
    }
    expect(byId.get('getCurrentUser')).toContainEqual({bearerToken: []});
    expect(byId.get('listItems')).toContainEqual({});
  });

  it('moves the project into the server URL and uses braces', () => {
    expect(openApiPath('/:project/items/:collection/:id')).toEqual({
      path: '/items/{collection}/{id}',
      inProject: true,
    });
    expect(openApiPath('/:project/')).toEqual({path: '/', inProject: true});
    expect(openApiPath('/server/ping')).toEqual({path: '/server/ping', inProject: false});
  });
});

describe('missingSections', () => {
  it('names each operation whose anchor its page lacks', () => {
    const items = resources.filter((resource) => resource.id === 'items');
    const html = items[0]!.operations
      .slice(1)
      .map((operation) => `<h2 id=${operation.anchor}>x</h2>`)
      .join('');
    expect(missingSections(items, () => html)).toEqual([
      `/api/items.html#list-the-items (listItems)`,
    ]);
  });

  it('reads quoted and unquoted ids', () => {
    expect(hasId('<h2 id="a-b">', 'a-b')).toBe(true);
    expect(hasId('<h2 id=a-b>', 'a-b')).toBe(true);
    expect(hasId('<h2 id=a-bc>', 'a-b')).toBe(false);
  });
});
