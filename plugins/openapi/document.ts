/**
 * The OpenAPI 3.1 document of the API, built from the endpoint data
 * (src/data/api). Pure, so the unit tests validate it and feed it to a client
 * generator without a build.
 */
import type {Attribute, Json, Operation, Resource, ValueType} from '../../src/data/api/types';
import {queryParams, queryParamNames, type QueryParamName} from '../../src/data/api/queryParams';
import {exampleConventions} from '../../src/data/api/conventions';
import {needsToken, successStatus} from '../../src/utils/apiExamples';

type Schema = {readonly [key: string]: unknown};

export type DocumentOptions = {
  /**
   * Absolute address of the docs site, base URL included, without a trailing
   * slash (`https://docs.example.com/v8`), for each operation's externalDocs link.
   */
  readonly siteUrl: string;
  /** The API version the data describes. */
  readonly apiVersion: string;
};

const jsonSchemaType: Readonly<Record<ValueType, Schema>> = {
  string: {type: 'string'},
  integer: {type: 'integer'},
  number: {type: 'number'},
  boolean: {type: 'boolean'},
  object: {type: 'object'},
  array: {type: 'array'},
  any: {},
};

function attributeSchema(attribute: Attribute): Schema {
  const base = jsonSchemaType[attribute.type];
  const typed = attribute.nullable && 'type' in base ? {...base, type: [base.type, 'null']} : base;
  return {...typed, description: attribute.description};
}

/** An object schema; a `<field>` attribute stands for "any field of the collection". */
function objectSchema(attributes: readonly Attribute[]): Schema {
  const named = attributes.filter((attribute) => !attribute.name.startsWith('<'));
  const open = named.length !== attributes.length;
  const required = named
    .filter((attribute) => attribute.required)
    .map((attribute) => attribute.name);
  return {
    type: 'object',
    ...(named.length > 0 && {
      properties: Object.fromEntries(
        named.map((attribute) => [attribute.name, attributeSchema(attribute)]),
      ),
    }),
    ...(required.length > 0 && {required}),
    ...(open && {additionalProperties: true}),
  };
}

/** Array.isArray narrows to `any[]`; the list's entries are Json too. */
function isJsonList(value: Json): value is readonly Json[] {
  return Array.isArray(value);
}

/** The schema an example shows, for responses that are not the resource's object. */
export function schemaOfExample(value: Json): Schema {
  if (value === null) return {type: 'null'};
  if (isJsonList(value)) {
    const first = value[0];
    return {type: 'array', ...(first !== undefined && {items: schemaOfExample(first)})};
  }
  if (typeof value === 'object') {
    return {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, schemaOfExample(inner)]),
      ),
    };
  }
  if (typeof value === 'number') return {type: Number.isInteger(value) ? 'integer' : 'number'};
  return {type: typeof value};
}

function schemaName(resource: Resource): string {
  const name = resource.object?.name ?? resource.id;
  return name
    .split(/[^a-zA-Z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** `/:project/items/:collection` without the project prefix, in OpenAPI's braces. */
export function openApiPath(path: string): {readonly path: string; readonly inProject: boolean} {
  const inProject = path.startsWith('/:project');
  const rest = inProject ? path.slice('/:project'.length) || '/' : path;
  return {path: rest.replace(/:([a-zA-Z_]+)/g, '{$1}'), inProject};
}

function responseSchema(resource: Resource, operation: Operation): Schema | undefined {
  const {returns, example} = operation;
  const ref = {$ref: `#/components/schemas/${schemaName(resource)}`};
  if (resource.object && returns.kind === 'object') {
    return {type: 'object', properties: {data: ref}};
  }
  if (resource.object && returns.kind === 'objects') {
    return {
      type: 'object',
      properties: {data: {type: 'array', items: ref}, meta: {type: 'object'}},
    };
  }
  return example.response === undefined ? undefined : schemaOfExample(example.response);
}

function responses(resource: Resource, operation: Operation): Schema {
  const {returns, example} = operation;
  const error = {$ref: '#/components/responses/Error'};
  if (returns.kind === 'empty') {
    return {'204': {description: returns.description}, default: error};
  }
  const contentType = (returns.kind === 'other' && returns.contentType) || 'application/json';
  const schema = responseSchema(resource, operation) ?? {type: 'string', format: 'binary'};
  const status = successStatus(returns);
  return {
    [String(status)]: {
      description: returns.description,
      ...(status === 302 && {
        headers: {Location: {description: 'Where the redirect leads.', schema: {type: 'string'}}},
      }),
      content: {
        [contentType]: {schema, ...(example.response !== undefined && {example: example.response})},
      },
    },
    default: error,
  };
}

function requestBody(operation: Operation): Schema | undefined {
  const {body, example} = operation;
  if (!body?.length) return undefined;
  const schema = objectSchema(body);
  return {
    required: true,
    content: example.form
      ? {'multipart/form-data': {schema}}
      : {'application/json': {schema, ...(example.body !== undefined && {example: example.body})}},
  };
}

function parameters(operation: Operation, inProject: boolean): Schema[] {
  const path = (operation.pathParams ?? [])
    .filter((param) => !(inProject && param.name === 'project'))
    .map((param) => ({
      name: param.name,
      in: 'path',
      required: true,
      description: param.description,
      schema: {type: param.type},
    }));
  const global = (operation.query ?? []).map((name) => ({$ref: `#/components/parameters/${name}`}));
  const own = (operation.extraQuery ?? []).map((attribute) => ({
    name: attribute.name,
    in: 'query',
    ...(attribute.required && {required: true}),
    description: attribute.description,
    schema: jsonSchemaType[attribute.type],
  }));
  return [...path, ...global, ...own];
}

const tokenSecurity = [{bearerToken: []}, {queryToken: []}, {sessionCookie: []}];

/** An empty requirement makes the token optional: without one, the Public role's permissions apply. */
function security(operation: Operation): Schema[] {
  if (!needsToken(operation)) return [];
  return operation.access === 'role' ? [{}, ...tokenSecurity] : tokenSecurity;
}

function queryParameter(name: QueryParamName): Schema {
  const param = queryParams[name];
  return {
    name,
    in: 'query',
    description: param.default ? `${param.summary} Default: ${param.default}.` : param.summary,
    schema: jsonSchemaType[param.type],
    ...(param.type === 'object' && {style: 'deepObject', explode: true}),
  };
}

export function buildOpenApiDocument(
  resources: readonly Resource[],
  options: DocumentOptions,
): Schema {
  const paths: Record<string, Record<string, Schema>> = {};
  const rootServer = [
    {url: exampleConventions.baseUrl, description: 'Your API (no project prefix)'},
  ];
  for (const resource of resources) {
    for (const operation of resource.operations) {
      const {path, inProject} = openApiPath(operation.path);
      const body = requestBody(operation);
      (paths[path] ??= {})[operation.method.toLowerCase()] = {
        operationId: operation.id,
        tags: [resource.title],
        summary: operation.summary,
        description: operation.description,
        ...(!inProject && {servers: rootServer}),
        parameters: parameters(operation, inProject),
        ...(body && {requestBody: body}),
        responses: responses(resource, operation),
        security: security(operation),
        externalDocs: {url: `${options.siteUrl}${resource.page}#${operation.anchor}`},
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Directus 8 API',
      version: options.apiVersion,
      description:
        'The REST API of Directus 8, generated from the data behind the API reference of the Directus 8 docs.',
      license: {name: 'GPL-3.0-only', identifier: 'GPL-3.0-only'},
    },
    externalDocs: {url: `${options.siteUrl}/api/reference.html`},
    servers: [
      {
        url: `${exampleConventions.baseUrl}/{project}`,
        description: 'One project of your API',
        variables: {
          project: {default: '_', description: 'The project key (config/<project>.php).'},
        },
      },
    ],
    tags: resources.map((resource) => ({
      name: resource.title,
      externalDocs: {url: `${options.siteUrl}${resource.page}`},
    })),
    paths,
    components: {
      schemas: Object.fromEntries(
        resources.flatMap((resource) => {
          const attributes = resource.object?.attributes;
          if (!attributes) return [];
          const anyField = {name: '<field>', type: 'any', description: 'Any field.'} as const;
          return [
            [schemaName(resource), objectSchema(attributes.length ? attributes : [anyField])],
          ];
        }),
      ),
      parameters: Object.fromEntries(queryParamNames.map((name) => [name, queryParameter(name)])),
      responses: {
        Error: {
          description:
            'An error, with the API’s error code (see the error codes page of the docs).',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  error: {
                    type: 'object',
                    properties: {code: {type: 'integer'}, message: {type: 'string'}},
                    required: ['code', 'message'],
                  },
                },
                required: ['error'],
              },
            },
          },
        },
      },
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A temporary (JWT) or static token in the Authorization header.',
        },
        queryToken: {
          type: 'apiKey',
          in: 'query',
          name: 'access_token',
          description: 'The token as a query parameter.',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'directus-<project>-session',
          description:
            'The session cookie set by authenticating in cookie mode; its name holds the project key.',
        },
      },
    },
  };
}
