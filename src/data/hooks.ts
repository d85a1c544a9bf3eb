/**
 * Every hook event the Directus 8 API emits, read from the emitter calls in
 * `api/src` (`->run(`, `->execute(`, `->apply(`, `runHook`, `applyHook(s)`).
 * Rendered by <HookEvents> on /extensions/hooks.html; checked by
 * tests/unit/hooks.test.ts.
 */

export const hookKinds = ['action', 'filter'] as const;

export type HookKind = (typeof hookKinds)[number];

/** One argument a listener receives, in call order. */
export type HookArgument = {
  /** A PHP variable name such as `$collection`, or a literal such as `'app'`. */
  readonly name: string;
  readonly description: string;
};

export type HookEvent = {
  /** The event name; `<collection>` and `<METHOD>` stand for the parts filled in at run time. */
  readonly name: string;
  readonly kind: HookKind;
  /** When the API emits the event. */
  readonly when: string;
  /** Actions: the listener's arguments. Filters: one `Payload` argument, described here. */
  readonly payload: readonly HookArgument[];
  /** Filters only: what the API does with the payload the listener returns. */
  readonly result?: string;
  /** Where the event is emitted, relative to `api/src`. */
  readonly source: string;
};

/** The anchor of an event's row: `action-item-create-collection-before`. */
export function hookAnchor(event: Pick<HookEvent, 'kind' | 'name'>): string {
  const slug = event.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${event.kind}-${slug}`;
}

const collectionArg: HookArgument = {
  name: '$collection',
  description: 'the collection (table) name',
};

type Phase = {readonly suffix: string; readonly when: string};

const beforePhase = (what: string): Phase => ({suffix: ':before', when: `before ${what}`});
const afterPhases = (what: string): readonly Phase[] => [
  {suffix: '', when: `after ${what}`},
  {suffix: ':after', when: `after ${what}, right after the event without suffix`},
];

/**
 * The six names of a scoped event family: `<prefix>:before`,
 * `<prefix>.<collection>:before`, `<prefix>`, `<prefix>.<collection>`,
 * `<prefix>:after`, `<prefix>.<collection>:after`. The unscoped events also
 * receive the collection name as their first argument.
 */
function scopedActions(
  prefix: string,
  phases: readonly Phase[],
  args: readonly HookArgument[],
  source: string,
  beforeArgs: readonly HookArgument[] = args,
): HookEvent[] {
  return phases.flatMap(({suffix, when}) => {
    const own = suffix === ':before' ? beforeArgs : args;
    return [
      {
        name: `${prefix}${suffix}`,
        kind: 'action' as const,
        when: `Any collection: ${when}.`,
        payload: [collectionArg, ...own],
        source,
      },
      {
        name: `${prefix}.<collection>${suffix}`,
        kind: 'action' as const,
        when: `Only for the named collection: ${when}.`,
        payload: own,
        source,
      },
    ];
  });
}

const gateway = 'core/Directus/Database/TableGateway/BaseTableGateway.php';
const tables = 'core/Directus/Services/TablesService.php';
const files = 'core/Directus/Filesystem/Files.php';
const route = 'core/Directus/Application/Route.php';

export const hookEvents: readonly HookEvent[] = [
  // Application
  {
    name: 'application.boot',
    kind: 'action',
    when: 'On every request, after the API has registered all hooks (config file, extension folders, webhooks) and before it adds its routes.',
    payload: [{name: '$app', description: 'the Directus\\Application\\Application instance'}],
    source: 'web.php',
  },
  {
    name: 'application.error',
    kind: 'action',
    when: 'When the API error handler deals with an exception or a PHP error. The core listens to it too: it writes the error to the log.',
    payload: [{name: '$exception', description: 'the exception or error (Throwable)'}],
    source: 'core/Directus/Application/ErrorHandlers/ErrorHandler.php',
  },

  // Authentication
  {
    name: 'auth.request:credentials',
    kind: 'action',
    when: 'After a successful email and password login, before the login is recorded in the activity log.',
    payload: [
      {name: '$user', description: 'the logged-in user (Directus\\Authentication\\User\\User)'},
    ],
    source: 'core/Directus/Services/AuthService.php',
  },
  {
    name: 'auth.success',
    kind: 'action',
    when: 'On every request whose token belongs to a user (one argument), and during a login once the password and any one-time password check out (two arguments).',
    payload: [
      {name: '$user', description: 'the user object'},
      {name: "'app'", description: 'second argument, only during a login'},
    ],
    source:
      'core/Directus/Application/Http/Middleware/AuthenticationMiddleware.php, core/Directus/Authentication/Provider.php',
  },
  {
    name: 'auth.fail',
    kind: 'action',
    when: "During a login with a wrong password (arguments: the user and 'app'); on a request from a user who must set up two-factor authentication first, or from an IP address the role does not allow (argument: the exception). An unknown email fails without this event.",
    payload: [
      {name: '$userOrException', description: 'the user (wrong password) or the exception'},
      {name: "'app'", description: 'second argument, only for a wrong password'},
    ],
    source:
      'core/Directus/Application/Http/Middleware/AuthenticationMiddleware.php, core/Directus/Authentication/Provider.php',
  },

  // Collections
  {
    name: 'collection.create:before',
    kind: 'action',
    when: 'Before the API creates the table of a new collection.',
    payload: [{name: '$collection', description: 'the collection name'}],
    source: tables,
  },
  ...['collection.create', 'collection.create:after'].map((name): HookEvent => ({
    name,
    kind: 'action',
    when: 'After a new collection and its table were created. Not emitted when Directus starts managing a table that already existed.',
    payload: [{name: '$collection', description: 'the collection name'}],
    source: tables,
  })),
  {
    name: 'collection.update:before',
    kind: 'action',
    when: 'Before the API applies a change to a collection (its fields or its settings).',
    payload: [
      {name: '$collection', description: 'the collection name'},
      {name: '$data', description: 'the submitted changes'},
    ],
    source: tables,
  },
  ...['collection.update', 'collection.update:after'].map((name): HookEvent => ({
    name,
    kind: 'action',
    when: 'After a collection was changed.',
    payload: [
      {name: '$collection', description: 'the collection name'},
      {name: '$data', description: 'the submitted changes'},
    ],
    source: tables,
  })),
  {
    name: 'collection.delete:before',
    kind: 'action',
    when: 'Before the table of a collection is dropped (only when the table exists).',
    payload: [{name: '$collection', description: 'the collection name'}],
    source: gateway,
  },
  ...['collection.delete', 'collection.delete:after'].map((name): HookEvent => ({
    name,
    kind: 'action',
    when: 'After a collection was deleted and Directus stopped managing it.',
    payload: [{name: '$collection', description: 'the collection name'}],
    source: gateway,
  })),

  // Fields
  ...scopedActions(
    'field.create',
    [beforePhase('the column is added'), ...afterPhases('the field was created')],
    [
      {name: '$field', description: 'the field name'},
      {name: '$data', description: 'the submitted field settings'},
    ],
    tables,
  ),
  ...scopedActions(
    'field.update',
    [beforePhase('the field is changed'), ...afterPhases('the field was changed')],
    [
      {name: '$field', description: 'the field name'},
      {name: '$data', description: 'the submitted changes'},
    ],
    tables,
  ),
  ...scopedActions(
    'field.delete',
    [beforePhase('the column is dropped'), ...afterPhases('the field was deleted')],
    [{name: '$field', description: 'the field name'}],
    tables,
  ),

  // Items
  ...scopedActions(
    'item.create',
    [
      beforePhase('the row is inserted, and before the create filters run'),
      ...afterPhases('the row was inserted'),
    ],
    [{name: '$data', description: 'the new item, read back from the database'}],
    gateway,
    [{name: '$data', description: 'the values to insert, as sent (the filters have not run yet)'}],
  ),
  ...scopedActions(
    'item.update',
    [
      beforePhase('the row is updated, after the update filters ran'),
      ...afterPhases('the row was updated'),
    ],
    [
      {
        name: '$data',
        description:
          'the values that were written: those of the request after the filters, the primary key, and any user_updated and datetime_updated values the API adds',
      },
    ],
    gateway,
    [{name: '$data', description: 'the values to write, as returned by the filters'}],
  ),
  ...scopedActions(
    'item.delete',
    [
      beforePhase('the rows are deleted, once per item'),
      ...afterPhases('the rows were deleted, once per item'),
    ],
    [{name: '$data', description: 'the whole row as it was before the delete'}],
    gateway,
    [{name: '$data', description: "only the primary key, e.g. ['id' => 7]"}],
  ),

  // Files
  {
    name: 'file.save',
    kind: 'action',
    when: 'Before the bytes of a new upload are written to the storage adapter.',
    payload: [
      {name: '$name', description: 'the file name on disk'},
      {name: '$size', description: 'the size in bytes'},
    ],
    source: files,
  },
  {
    name: 'file.save:after',
    kind: 'action',
    when: 'After the bytes of a new upload were written.',
    payload: [
      {name: '$name', description: 'the file name on disk'},
      {name: '$size', description: 'the size in bytes'},
    ],
    source: files,
  },
  {
    name: 'file.update',
    kind: 'action',
    when: 'Before the bytes of an existing file are replaced.',
    payload: [
      {name: '$name', description: 'the file name on disk'},
      {name: '$size', description: 'the size in bytes'},
    ],
    source: files,
  },
  {
    name: 'file.update:after',
    kind: 'action',
    when: 'After the bytes of an existing file were replaced.',
    payload: [
      {name: '$name', description: 'the file name on disk'},
      {name: '$size', description: 'the size in bytes'},
    ],
    source: files,
  },
  {
    name: 'file.delete',
    kind: 'action',
    when: 'Before a file is removed from storage (only when it exists there).',
    payload: [{name: '$file', description: 'the directus_files record as an array'}],
    source: files,
  },
  {
    name: 'file.delete:after',
    kind: 'action',
    when: 'After a file was removed from storage.',
    payload: [{name: '$file', description: 'the directus_files record as an array'}],
    source: files,
  },

  // Responses
  {
    name: 'response',
    kind: 'action',
    when: 'After the response filters, for every response a core endpoint builds, and for error responses.',
    payload: [
      {
        name: '$info',
        description: 'an array with path, query, status, method and size (bytes, approximate)',
      },
      {name: '$data', description: 'the response body as an array'},
    ],
    source: `${route}, core/Directus/Application/ErrorHandlers/ErrorHandler.php`,
  },

  // Filters: items
  {
    name: 'item.create:before',
    kind: 'filter',
    when: 'Before a row is inserted into any collection, after the item.create:before actions.',
    payload: [
      {name: 'data', description: 'the values to insert'},
      {name: "attribute('collection_name')", description: 'the collection name'},
    ],
    result: 'Written instead of the submitted values.',
    source: gateway,
  },
  {
    name: 'item.create.<collection>:before',
    kind: 'filter',
    when: 'Before a row is inserted into the named collection, after the generic filter.',
    payload: [{name: 'data', description: 'the values to insert (no attributes)'}],
    result: 'Written instead of the submitted values.',
    source: gateway,
  },
  {
    name: 'item.update:before',
    kind: 'filter',
    when: 'Before a row of any collection is updated.',
    payload: [
      {name: 'data', description: 'the values to write'},
      {name: "attribute('collection_name')", description: 'the collection name'},
    ],
    result: 'Written instead of the submitted values.',
    source: gateway,
  },
  {
    name: 'item.update.<collection>:before',
    kind: 'filter',
    when: 'Before a row of the named collection is updated, after the generic filter.',
    payload: [{name: 'data', description: 'the values to write (no attributes)'}],
    result: 'Written instead of the submitted values.',
    source: gateway,
  },
  {
    name: 'item.read:before',
    kind: 'filter',
    when: 'Before the SELECT of a read runs, for any collection.',
    payload: [
      {name: 'data', description: 'the state of the SELECT (table, columns, where, …)'},
      {name: "attribute('collection_name')", description: 'the collection name'},
    ],
    result: 'Only the columns key is used: it sets the selected columns.',
    source: gateway,
  },
  {
    name: 'item.read.<collection>:before',
    kind: 'filter',
    when: 'Before the SELECT of a read of the named collection runs.',
    payload: [
      {name: 'data', description: 'the state of the SELECT'},
      {name: "attribute('collection_name')", description: 'the collection name'},
    ],
    result: 'Only the columns key is used: it sets the selected columns.',
    source: gateway,
  },
  {
    name: 'item.read',
    kind: 'filter',
    when: 'After rows of any collection were read from the database.',
    payload: [
      {name: 'data', description: 'the rows, a list of arrays'},
      {name: "attribute('collection_name')", description: 'the collection name'},
      {name: "attribute('selectState')", description: 'the state of the SELECT'},
    ],
    result: 'Used instead of the rows that were read.',
    source: gateway,
  },
  {
    name: 'item.read.<collection>',
    kind: 'filter',
    when: 'After rows of the named collection were read, after the generic filter.',
    payload: [
      {name: 'data', description: 'the rows, a list of arrays'},
      {name: "attribute('collection_name')", description: 'the collection name'},
      {name: "attribute('selectState')", description: 'the state of the SELECT'},
    ],
    result: 'Used instead of the rows that were read.',
    source: gateway,
  },

  // Filters: responses
  {
    name: 'response',
    kind: 'filter',
    when: 'Before a core endpoint writes its JSON body. Custom endpoints that call withJson themselves skip it.',
    payload: [
      {name: 'data', description: 'the response body (data, meta, …)'},
      {name: "attribute('meta')", description: 'the meta part of the body'},
      {name: "attribute('request')", description: 'an array with path and method'},
    ],
    result: 'Sent instead of the original body.',
    source: route,
  },
  {
    name: 'response.<METHOD>',
    kind: 'filter',
    when: 'Right after the response filter, for one HTTP method: response.GET, response.POST, response.PATCH, response.DELETE, …',
    payload: [
      {name: 'data', description: 'the body as returned by the response filter (no attributes)'},
    ],
    result: 'Sent instead of the original body.',
    source: route,
  },
  {
    name: 'response.<collection>',
    kind: 'filter',
    when: "Coded, but only when the body's meta has a table key, which no v8 endpoint sets: in practice it never runs.",
    payload: [{name: 'data', description: 'the body'}],
    result: 'Ignored: the API discards the return value.',
    source: route,
  },
  {
    name: 'response.<collection>.<METHOD>',
    kind: 'filter',
    when: "Coded, but only when the body's meta has a table key, which no v8 endpoint sets: in practice it never runs.",
    payload: [{name: 'data', description: 'the body'}],
    result: 'Would be sent instead of the original body.',
    source: route,
  },
];
