/**
 * The v8 JavaScript SDK, `@directus/sdk-js` 6.3.0, as the API reference's SDK
 * examples use it: a client for the stand-in API, and the SDK's types with the
 * declarations that do not match what the SDK does or what the API takes put
 * right. Every correction cites the SDK source: the published package's
 * node_modules/@directus/sdk-js/src, whose lines match the v8 archive's
 * sdk/sdk-js/src at e8da588 except where a comment says the archive has since
 * changed them.
 */
import {SDK} from '@directus/sdk-js';
import type {IAPIResponse} from '@directus/sdk-js/dist/types/schemes/APIResponse';
import type {ICollection} from '@directus/sdk-js/dist/types/schemes/directus/Collection';
import type {IField} from '@directus/sdk-js/dist/types/schemes/directus/Field';
import type {IRelation} from '@directus/sdk-js/dist/types/schemes/directus/Relation';
import type {IRole} from '@directus/sdk-js/dist/types/schemes/directus/Role';
import type {IUser} from '@directus/sdk-js/dist/types/schemes/directus/User';
import type {QueryParams} from '@directus/sdk-js/dist/types/schemes/http/Query';
import type {
  ICollectionResponse,
  ICollectionsResponse,
} from '@directus/sdk-js/dist/types/schemes/response/Collection';
import type {IFieldResponse} from '@directus/sdk-js/dist/types/schemes/response/Field';
import type {IItemResponse} from '@directus/sdk-js/dist/types/schemes/response/Item';
import type {IRelationResponse} from '@directus/sdk-js/dist/types/schemes/response/Relation';
import type {IRoleResponse} from '@directus/sdk-js/dist/types/schemes/response/Role';
import type {IUserResponse} from '@directus/sdk-js/dist/types/schemes/response/User';
import {exampleConventions} from '@site/src/data/api/conventions';

type PrimaryKey = string | number;

/**
 * A field as the API writes it. `width` is a layout name such as `half` or
 * `full`, a string column (api/migrations/install/20180220023123_create_fields_table.php#L70-L73);
 * the SDK declares a number (src/schemes/directus/Field.ts#L25).
 */
type FieldInput = Omit<IField, 'width'> & {readonly width?: string};

/**
 * A role as the API writes it: any of its columns, the id left to the API
 * (api/migrations/install/20180220023217_create_roles_table.php#L14-L43). The
 * SDK's IRole requires every column it lists, id included, and lacks
 * `module_listing`, `collection_listing` and `enforce_2fa` (src/schemes/directus/Role.ts#L4-L11).
 */
type RoleInput = Partial<Omit<IRole, 'id'>> & {
  readonly enforce_2fa?: boolean;
  readonly module_listing?: readonly object[];
  readonly collection_listing?: readonly object[];
};

/**
 * A user as the API writes it: `role` is the role's id (an integer column) and
 * `status` one of the five the install sets up
 * (api/migrations/install/20180220023248_create_users_table.php#L14-L21, #L148-L190).
 * SDK 6.3.0 types both with its read shape, the expanded role and two statuses
 * (src/schemes/directus/User.ts#L3, #L22-L23; the archive widened both after
 * the release), and requires every column.
 */
type UserInput = Partial<Omit<IUser, 'id' | 'role' | 'status'>> & {
  readonly role?: number;
  readonly status?: 'draft' | 'invited' | 'active' | 'suspended' | 'deleted';
  readonly password?: string;
};

/**
 * Each method the examples call whose SDK declaration is wrong, as the SDK
 * really behaves (links: https://github.com/directus/v8-archive/blob/e8da588d8908792948a24549075e1428501e5576/sdk/sdk-js/src/SDK.ts#L<lines>).
 */
type Corrections = {
  /** Declared `Promise<ICollectionsResponse[]>`; resolves to the API's one `{data}` body (SDK.ts#L162-L164). */
  getCollections(params?: QueryParams): Promise<ICollectionsResponse>;
  /** Declares `data: ICollection`, which has no `fields`; the API requires them (SDK.ts#L176-L178; api/src/core/Directus/Services/TablesService.php#L321-L379). */
  createCollection(
    data: ICollection & {readonly fields: readonly FieldInput[]},
  ): Promise<ICollectionResponse>;
  /** Declared to resolve to an array; resolves to `{data: [...]}` (SDK.ts#L273-L275). */
  getInterfaces(): Promise<IAPIResponse<object[]>>;
  /** As getInterfaces (SDK.ts#L281-L283). */
  getLayouts(): Promise<IAPIResponse<object[]>>;
  /** As getInterfaces (SDK.ts#L289-L291). */
  getModules(): Promise<IAPIResponse<object[]>>;
  /** `width` (see FieldInput) (SDK.ts#L334-L339). */
  createField(collection: string, field: FieldInput): Promise<IFieldResponse>;
  /** `width`, and declared `| undefined` though it always resolves to the body (SDK.ts#L345-L351). */
  updateField(
    collection: string,
    field: string,
    changes: Partial<FieldInput>,
  ): Promise<IFieldResponse>;
  /** Declared to require the `id` that the API assigns (SDK.ts#L726-L728). */
  createRelation(data: Omit<IRelation, 'id'>): Promise<IRelationResponse>;
  /** Declared `Promise<IRoleResponse[]>`; resolves to one `{data: [...]}` body (SDK.ts#L799-L801). */
  getRoles(params?: QueryParams): Promise<IRoleResponse>;
  /** See RoleInput (SDK.ts#L808-L810). */
  updateRole(id: PrimaryKey, changes: RoleInput): Promise<IItemResponse<IRole>>;
  /** See RoleInput (SDK.ts#L816-L818). */
  createRole(role: RoleInput): Promise<IItemResponse<IRole>>;
  /** See UserInput (SDK.ts#L883-L885). */
  createUser(user: UserInput): Promise<IUserResponse>;
  /** See UserInput (SDK.ts#L892-L894). */
  updateUser(id: PrimaryKey, changes: UserInput): Promise<IItemResponse<IUser>>;
};

/** The SDK client as the examples may rely on it. */
export type DocumentedClient = Omit<SDK, keyof Corrections> & Corrections;

/** The methods put right above: the SDK's own declarations reject the examples that call them. */
export const correctedMethods = [
  'getCollections',
  'createCollection',
  'getInterfaces',
  'getLayouts',
  'getModules',
  'createField',
  'updateField',
  'createRelation',
  'getRoles',
  'updateRole',
  'createRole',
  'createUser',
  'updateUser',
] as const satisfies readonly (keyof Corrections)[];

type Adapter = NonNullable<SDK['api']['xhr']['defaults']['adapter']>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Sends a browser `FormData` as a browser would. In Node, axios 0.19 (the
 * SDK's HTTP client) sends only strings, buffers and streams, so the form is
 * encoded by the Fetch API (multipart, with its boundary) first; a browser's
 * XMLHttpRequest does the same and replaces the SDK's boundary-less
 * `Content-Type: multipart/form-data` (SDK.ts#L484-L487). Other bodies pass untouched.
 */
function sendingBrowserForms(send: Adapter): Adapter {
  return async (config) => {
    if (!(config.data instanceof FormData)) return send(config);
    const encoded = new Response(config.data);
    const sdkHeaders: unknown = config.headers;
    const headers: Record<string, unknown> = isRecord(sdkHeaders) ? {...sdkHeaders} : {};
    headers['Content-Type'] = encoded.headers.get('content-type');
    return send({...config, headers, data: Buffer.from(await encoded.arrayBuffer())});
  };
}

export type StandInClient = {readonly client: SDK; readonly close: () => void};

/** An SDK client signed in with `token` on the stand-in API at `url`, in the examples' project. */
export function sdkClientFor(url: string, token: string): StandInClient {
  const client = new SDK({url, project: exampleConventions.project, token, mode: 'jwt'});
  const {defaults} = client.api.xhr;
  const send = defaults.adapter;
  if (send === undefined) throw new Error('axios has no default adapter');
  defaults.adapter = sendingBrowserForms(send);
  // Talk to the stand-in directly, whatever http_proxy says.
  defaults.proxy = false;
  return {
    client,
    // The SDK checks a token with dots (a JWT) for refresh every 10 s.
    close: () => clearInterval(client.api.auth.refreshInterval),
  };
}
