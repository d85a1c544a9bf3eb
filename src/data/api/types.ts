/**
 * The shape of the API reference data: one Resource per page of /api/, each
 * describing its object and every operation on it. Pages render these through
 * the Api* components, the index on /api/reference.html lists them, and
 * plugins/openapi turns them into /openapi.json, so a fact is written once.
 * This module ships to the browser (the pages import the data).
 */
import type {HttpMethod} from '@site/src/components/Endpoints/endpoint';
import type {QueryParamName} from './queryParams';
import type {SectionName} from './sections';

/** A JSON value, so every example is serialised, never hand-typed. */
export type Json =
  string | number | boolean | null | readonly Json[] | {readonly [key: string]: Json};

/** Value types as the reference shows them; each maps to a JSON Schema type. */
export type ValueType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'any';

export type Attribute = {
  readonly name: string;
  readonly type: ValueType;
  /** What it means, in one or two sentences of Markdown-free text. */
  readonly description: string;
  /** For request bodies: the API refuses the request without it. */
  readonly required?: boolean;
  /** The value may be `null`. */
  readonly nullable?: boolean;
};

/** A path parameter; its name matches `:name` in the operation's path. */
export type PathParam = {
  readonly name: string;
  readonly type: 'string' | 'integer';
  readonly description: string;
};

/** Who may call an operation. */
export type Access =
  /** Anyone, no token (public role permissions may still apply). */
  | 'public'
  /**
   * Anyone: with a token the user's role's permissions apply, without one the
   * Public role's (route groups with `auth` but not `auth_user`, web.php).
   */
  | 'role'
  /** A signed-in user: without a token the API answers 401. */
  | 'user'
  /** A user of the admin role. */
  | 'admin'
  /**
   * The super-admin token (config/__api.json, or DIRECTUS_SUPER_ADMIN_TOKEN
   * in environment mode), not a user's token: project management.
   */
  | 'superAdmin';

/** What a successful call returns, in the shape the API wraps it. */
export type Returns =
  /** `{"data": <object>}` where the object is the resource's object. */
  | {readonly kind: 'object'; readonly description: string}
  /** `{"data": [<object>...]}` and `meta` on request. */
  | {readonly kind: 'objects'; readonly description: string}
  /** No body: 204. */
  | {readonly kind: 'empty'; readonly description: string}
  /**
   * Something else, shown by the example response: JSON wrapped in `data`
   * unless `contentType` says otherwise; `created` when the status is 201;
   * `redirect` when it is a 302 whose body still holds that JSON.
   */
  | {
      readonly kind: 'other';
      readonly description: string;
      readonly contentType?: string;
      readonly created?: boolean;
      readonly redirect?: boolean;
    };

export type Example = {
  /** The path with real values, `/thumper/items/articles/1`, plus any query string. */
  readonly path: string;
  /** JSON request body. */
  readonly body?: Json;
  /** Multipart form fields instead of JSON; a value starting with `@` is a file to upload. */
  readonly form?: Readonly<Record<string, string>>;
  /** The response body, when the operation returns one. */
  readonly response?: Json;
  /** The call with the v8 JavaScript SDK (`@directus/sdk-js`), where it has one. */
  readonly sdk?: string;
};

export type Operation = {
  /** Unique across the API: the OpenAPI operationId (camelCase). */
  readonly id: string;
  readonly method: HttpMethod;
  /** The route, `:project` and path parameters included: `/:project/items/:collection/:id`. */
  readonly path: string;
  /** The section heading's text: "Create an Item". */
  readonly summary: string;
  /** The heading id of its section on the resource's page. */
  readonly anchor: string;
  /** What it does and when to use it. */
  readonly description: string;
  /**
   * Ids the old site gave sub-sections this operation no longer has (an
   * "Attributes" list for a route that takes no body), so old links still land here.
   */
  readonly oldAnchors?: readonly string[];
  /**
   * Sections the old site's page did not have for this operation (a Query
   * section for a delete that reads `comment`). Their ids come from the
   * operation's anchor (`delete-an-item-query`), so the numbered ids of the
   * sections after them stay where old links expect them.
   */
  readonly addedSections?: readonly SectionName[];
  readonly access: Access;
  readonly pathParams?: readonly PathParam[];
  /** The query parameters it accepts, each documented on /api/query/<name>.html. */
  readonly query?: readonly QueryParamName[];
  /** Query parameters particular to this operation. */
  readonly extraQuery?: readonly Attribute[];
  readonly body?: readonly Attribute[];
  /** What a success returns, and so its status (see successStatus). */
  readonly returns: Returns;
  /** The example; with variants, the first variant's. */
  readonly example: Example;
  /**
   * Ways to send the same request (a file as an upload, as base64, as a URL),
   * which the page explains in the tabs of `<Tabs groupId={tabGroup}>`: the
   * examples column shows the example of the tab the reader chose, by its value.
   */
  readonly variants?: Variants;
};

export type Variants = {
  readonly tabGroup: string;
  readonly examples: Readonly<Record<string, Example>>;
};

/** One page of the reference: its object and every operation on it. */
export type Resource = {
  /** Short name: `items`, `files`; also the OpenAPI tag. */
  readonly id: string;
  readonly title: string;
  /** The page documenting it: `/api/items.html`. */
  readonly page: string;
  readonly object?: {
    /** "The Item Object" section's heading id. */
    readonly anchor: string;
    readonly name: string;
    readonly description: string;
    readonly attributes: readonly Attribute[];
    readonly example: Json;
  };
  /** In the order the page shows them. */
  readonly operations: readonly Operation[];
};
