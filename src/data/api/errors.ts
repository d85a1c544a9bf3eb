/**
 * The error codes the Directus 8 API sends, read from the source: every exception class with an
 * ERROR_CODE constant (api/src/core/Directus/**\/Exception/), its HTTP status (its own
 * getStatusCode() or the interface ErrorHandler maps), and the few codes written inline
 * (web.php, the error handlers). Rendered on /api/errors.html by <ApiErrors>.
 */

export const errorGroups = [
  'general',
  'authentication',
  'items',
  'collections',
  'schema',
  'mail',
  'filesystem',
  'utils',
] as const;

export type ErrorGroup = (typeof errorGroups)[number];

/** The HTTP statuses the API pairs with its error codes. */
export const errorStatuses = [400, 401, 403, 404, 405, 409, 413, 422, 500, 503] as const;

export type ErrorStatus = (typeof errorStatuses)[number];

export type ApiErrorSource = {
  /** The exception class, or a short label when the code is written inline. */
  readonly name: string;
  readonly status: ErrorStatus;
  /** When the API raises it. Backticks for code. */
  readonly meaning: string;
  /** What the reader should do about it. Backticks for code. */
  readonly action: string;
  /** No error response carries this class: nothing throws it, or what throws it is caught. */
  readonly neverSent?: true;
};

export type ApiError = {
  /** The number in `error.code`, as the API sends it (an integer, no leading zeros). */
  readonly code: number;
  readonly group: ErrorGroup;
  /** Usually one; several where the source gives two classes the same code. */
  readonly sources: readonly [ApiErrorSource, ...ApiErrorSource[]];
};

// In a module of its own, so the Try it panel links an entry without loading the table.
export {errorAnchor} from './errorAnchor';

export type ErrorGroupInfo = {
  readonly title: string;
  /** The heading id, the same as on the earlier site so that links keep working. */
  readonly anchor: string;
  readonly intro: string;
};

export const errorGroupInfo: Readonly<Record<ErrorGroup, ErrorGroupInfo>> = {
  general: {
    title: 'General Error Codes',
    anchor: 'general-error-codes',
    intro:
      'Codes below 100: routing, request format, permissions in general, and the server set-up (database, cache, storage, installation).',
  },
  authentication: {
    title: 'Authentication Error Codes',
    anchor: 'authentication-error-codes',
    intro:
      'Codes 100 to 115: signing in, tokens, password resets, two-factor authentication and SSO.',
  },
  items: {
    title: 'Items Error Codes',
    anchor: 'items-error-codes',
    intro:
      'Codes 200 to 216: reading and writing items, their fields, revisions and comments, and the query parameters that reach into them.',
  },
  collections: {
    title: 'Collections Error Codes',
    anchor: 'collections-error-codes',
    intro:
      "Codes 300 to 309: the role's permissions on a collection or a field, and collections or fields that already exist.",
  },
  schema: {
    title: 'Schema Error Codes',
    anchor: 'schema-error-codes',
    intro: 'Codes 401 to 404: creating and changing fields in the database.',
  },
  mail: {
    title: 'Mail Error Codes',
    anchor: 'mail-error-codes',
    intro: 'Codes 500 to 503: the mailer configuration and sending emails.',
  },
  filesystem: {
    title: 'Filesystem Error Codes',
    anchor: 'filesystem-error-codes',
    intro:
      "Codes 600 to 608: file uploads. An upload error is 600 plus PHP's upload error number, so 605 does not exist (PHP has no upload error 5).",
  },
  utils: {
    title: 'Utils Error Codes',
    anchor: 'utils-error-codes',
    intro: 'Code 1000: the hashing utility.',
  },
};

const checkLogs =
  'Read the API log (`logs/` of the API) for the cause; in development mode the response also names the class, file and line.';

export const apiErrors: readonly ApiError[] = [
  // General
  {
    code: 0,
    group: 'general',
    sources: [
      {
        name: 'Exception',
        status: 500,
        meaning:
          'A Directus exception whose class has no code of its own (the base class), such as a broken status mapping.',
        action: checkLogs,
      },
    ],
  },
  {
    code: 1,
    group: 'general',
    sources: [
      {
        name: 'NotFoundException',
        status: 404,
        meaning:
          'No route matches the method and path you called. The API also sends it for a resource it cannot find when no more precise code applies.',
        action:
          'Check the path: the project key, the endpoint name and its parameters. Compare with the endpoint list in the API reference.',
      },
    ],
  },
  {
    code: 2,
    group: 'general',
    sources: [
      {
        name: 'BadRequestException',
        status: 400,
        meaning:
          'The parent class of 13 and 15. Nothing throws it directly, so the code itself never appears.',
        action: 'Look for 13 or 15 instead.',
        neverSent: true,
      },
    ],
  },
  {
    code: 3,
    group: 'general',
    sources: [
      {
        name: 'UnauthorizedException',
        status: 401,
        meaning:
          'The action needs more rights than the request carries: no token, or a non-admin calling an admin-only endpoint. A project key the API does not know also gets this code, with the message `Unauthorized request`.',
        action:
          'Send a valid token of a user allowed to do this, and check the project key in the path.',
      },
    ],
  },
  {
    code: 4,
    group: 'general',
    sources: [
      {
        name: 'InvalidRequestException',
        status: 422,
        meaning:
          'The data you sent failed validation: a required attribute is missing, a value has the wrong type or format, a batch request did not send an array. The message lists every problem.',
        action: 'Fix the values the message names and send the request again.',
      },
    ],
  },
  {
    code: 6,
    group: 'general',
    sources: [
      {
        name: 'MethodNotAllowedException',
        status: 405,
        meaning:
          'The path exists but not with this HTTP method, for example `PUT` where the API expects `PATCH`.',
        action: 'Use the method the API reference gives for the endpoint.',
      },
    ],
  },
  {
    code: 9,
    group: 'general',
    sources: [
      {
        name: 'InvalidQueryException',
        status: 500,
        meaning:
          'The database rejected the SQL query Directus built. The error object carries an extra `query` attribute with the SQL.',
        action: 'Check the `query` attribute and the fields and values your parameters name.',
      },
    ],
  },
  {
    code: 10,
    group: 'general',
    sources: [
      {
        name: 'ForbiddenException',
        status: 403,
        meaning:
          'The role may not do this. One case: the role must explain its changes and the request has no `comment`.',
        action:
          'Read the message. Add a `comment` query parameter when it asks for one, or ask an admin to change the permissions.',
      },
    ],
  },
  {
    code: 11,
    group: 'general',
    sources: [
      {
        name: 'ConnectionFailedException',
        status: 500,
        meaning: "The API could not connect to the project's database.",
        action:
          'Check the database server and the `database` section of the project config file (host, port, name, user, password).',
      },
    ],
  },
  {
    code: 12,
    group: 'general',
    sources: [
      {
        name: 'UnprocessableEntityException',
        status: 422,
        meaning:
          'The request is well formed but cannot be carried out, for example sorting by an alias field, or a `has` or `all` filter on a field that is not one-to-many.',
        action: 'Read the message and change the request.',
      },
    ],
  },
  {
    code: 13,
    group: 'general',
    sources: [
      {
        name: 'InvalidPayloadException',
        status: 400,
        meaning: 'The endpoint needs a request body and got none, or one it could not parse.',
        action:
          'Send a JSON body with the header `Content-Type: application/json` (or a multipart form for uploads).',
      },
    ],
  },
  {
    code: 14,
    group: 'general',
    sources: [
      {
        name: 'NotInstalledException',
        status: 503,
        meaning: 'The API has no project configured yet.',
        action: 'Install a project first, through the app or the CLI.',
      },
    ],
  },
  {
    code: 15,
    group: 'general',
    sources: [
      {
        name: 'BatchUploadNotAllowedException',
        status: 400,
        meaning:
          'You sent several files, or an array of file objects, to the files endpoint in one request.',
        action: 'Upload one file per request.',
      },
    ],
  },
  {
    code: 16,
    group: 'general',
    sources: [
      {
        name: 'InvalidPathException',
        status: 500,
        meaning:
          'Installing or configuring a project: a config file the installer expects does not exist, or a path it must use is not valid.',
        action: 'Check the paths in the message and the permissions of the API folder.',
      },
    ],
  },
  {
    code: 17,
    group: 'general',
    sources: [
      {
        name: 'InvalidConfigPathException',
        status: 422,
        meaning:
          'The config file the installer would write already exists. The create-project endpoint reports this as 18, so the API does not send 17.',
        action: 'Look for 18 instead.',
        neverSent: true,
      },
    ],
  },
  {
    code: 18,
    group: 'general',
    sources: [
      {
        name: 'ProjectAlreadyExistException',
        status: 409,
        meaning: 'Creating a project: a project with that name already exists.',
        action: 'Pick another project key.',
      },
    ],
  },
  {
    code: 19,
    group: 'general',
    sources: [
      {
        name: 'InvalidDatabaseConnectionException',
        status: 400,
        meaning: 'Creating a project: the API cannot connect with the database details you sent.',
        action: 'Check the database host, port, name, user and password.',
      },
      {
        name: 'UnauthorizedLocationException',
        status: 401,
        meaning:
          "The request's IP address is not in the IP whitelist of the user's role (or of the public role, without a token). Checked on every route that checks tokens, not at sign-in.",
        action: "Call from an allowed address, or ask an admin to change the role's IP whitelist.",
      },
    ],
  },
  {
    code: 20,
    group: 'general',
    sources: [
      {
        name: 'MissingStorageConfigurationException',
        status: 500,
        meaning: 'The project config has no usable `storage` section.',
        action: 'Add the `storage` settings to the project config file.',
      },
    ],
  },
  {
    code: 21,
    group: 'general',
    sources: [
      {
        name: 'Maintenance mode',
        status: 503,
        meaning:
          'The API is in maintenance mode (the file `logs/maintenance` exists) and answers every project request with this error.',
        action:
          'Wait, or turn maintenance off with `php bin/directus maintenance:off` on the server.',
      },
    ],
  },
  {
    code: 22,
    group: 'general',
    sources: [
      {
        name: 'InvalidCacheAdapterException',
        status: 503,
        meaning:
          'With `cache.enabled` on, `cache.pool.adapter` names an adapter Directus does not support.',
        action:
          'Use one of `apc`, `apcu`, `array`, `filesystem`, `memcached`, `memcache`, `redis`, `rediscluster`, `void`.',
      },
      {
        name: 'InvalidProjectException',
        status: 400,
        meaning:
          'Defined for configurations that only support the default project `_`; nothing throws it.',
        action: 'Nothing to do.',
        neverSent: true,
      },
    ],
  },
  {
    code: 23,
    group: 'general',
    sources: [
      {
        name: 'InvalidCacheConfigurationException',
        status: 503,
        meaning:
          'With `cache.enabled` on, the options of the configured cache adapter are incomplete or wrong.',
        action: 'Complete the adapter options in the `cache` section of the project config.',
      },
    ],
  },
  {
    code: 24,
    group: 'general',
    sources: [
      {
        name: 'UnknownProjectException',
        status: 500,
        meaning:
          'No config file exists for the project. For a project key in the URL the API catches it and answers 401 with code 3 instead, so you rarely see 24.',
        action: 'Check the project key and that its config file exists.',
      },
      {
        name: 'InvalidLoggerConfigurationException',
        status: 503,
        meaning: 'The logger configuration (its `path`) is not valid.',
        action: 'Fix the logger path in the project config.',
      },
    ],
  },
  // Authentication
  {
    code: 100,
    group: 'authentication',
    sources: [
      {
        name: 'InvalidUserCredentialsException',
        status: 404,
        meaning: 'No user has this email and password.',
        action: 'Check the email and password.',
      },
    ],
  },
  {
    code: 101,
    group: 'authentication',
    sources: [
      {
        name: 'InvalidTokenException',
        status: 401,
        meaning:
          'A token sent in the body or the path is not valid: refreshing a token, exchanging an SSO request token, accepting an invitation, or resetting a password with a reset token of another project. A bad token in the header, query string or cookie is not an error: the request runs as the public role.',
        action: 'Sign in again to get a new token.',
      },
    ],
  },
  {
    code: 102,
    group: 'authentication',
    sources: [
      {
        name: 'ExpiredTokenException',
        status: 401,
        meaning:
          'A token sent in the body or the path has expired: refreshing a token, accepting an invitation. An expired token in the header, query string or cookie is not an error: the request runs as the public role.',
        action: 'Refresh it before it expires, or sign in again.',
      },
    ],
  },
  {
    code: 103,
    group: 'authentication',
    sources: [
      {
        name: 'UserInactiveException',
        status: 401,
        meaning:
          'The user exists but its status is not active. Signing in checks the status before the password, and requesting a password reset sends it too.',
        action: "Ask an admin to set the user's status to active.",
      },
      {
        name: 'UserSuspendedException',
        status: 404,
        meaning: 'The account is suspended after too many failed sign-in attempts.',
        action: 'Ask an admin to reactivate the account.',
      },
    ],
  },
  {
    code: 104,
    group: 'authentication',
    sources: [
      {
        name: 'InvalidResetPasswordTokenException',
        status: 401,
        meaning: 'The password reset token is not valid.',
        action: 'Request a new password reset email.',
      },
    ],
  },
  {
    code: 105,
    group: 'authentication',
    sources: [
      {
        name: 'ExpiredResetPasswordToken',
        status: 401,
        meaning: 'The password reset token has expired.',
        action: 'Request a new password reset email.',
      },
    ],
  },
  {
    code: 106,
    group: 'authentication',
    sources: [
      {
        name: 'UserNotFoundException',
        status: 404,
        meaning: 'The user does not exist.',
        action: 'Check the user key or email.',
      },
    ],
  },
  {
    code: 107,
    group: 'authentication',
    sources: [
      {
        name: 'UserWithEmailNotFoundException',
        status: 404,
        meaning:
          'No user has this email: requesting a password reset, or signing in through SSO. It tells the caller that no account has the address.',
        action: 'Check the email address.',
      },
    ],
  },
  {
    code: 108,
    group: 'authentication',
    sources: [
      {
        name: 'UserNotAuthenticatedException',
        status: 401,
        meaning: 'The endpoint needs a signed-in user and the request has no valid token.',
        action: 'Send a token in the `Authorization` header or the `access_token` query parameter.',
      },
    ],
  },
  {
    code: 109,
    group: 'authentication',
    sources: [
      {
        name: 'InvalidRequestTokenException',
        status: 401,
        meaning:
          'SSO: the request token you exchange for an access token is not a valid SSO request token.',
        action: 'Start the SSO sign-in again.',
      },
    ],
  },
  {
    code: 110,
    group: 'authentication',
    sources: [
      {
        name: 'ExpiredRequestTokenException',
        status: 401,
        meaning: 'SSO: the request token has expired.',
        action: 'Start the SSO sign-in again and exchange the new token right away.',
      },
    ],
  },
  {
    code: 111,
    group: 'authentication',
    sources: [
      {
        name: 'Missing2FAPasswordException',
        status: 404,
        meaning:
          'The user has two-factor authentication on and the request has no one-time password.',
        action: 'Send the `otp` attribute with the email and password.',
      },
    ],
  },
  {
    code: 112,
    group: 'authentication',
    sources: [
      {
        name: 'InvalidOTPException',
        status: 404,
        meaning: 'The one-time password is wrong.',
        action: "Send the current code from the user's authenticator app.",
      },
    ],
  },
  {
    code: 113,
    group: 'authentication',
    sources: [
      {
        name: 'TFAEnforcedException',
        status: 401,
        meaning:
          "The user's role enforces two-factor authentication and the user has not set it up. The code comes only beside the data of a successful sign-in (status 200). Other requests with that token are not refused: they run as the public role, except the route that activates 2FA.",
        action: 'Set up two-factor authentication for the user (in the app), then sign in again.',
        neverSent: true,
      },
    ],
  },
  {
    code: 114,
    group: 'authentication',
    sources: [
      {
        name: 'InvalidRequestException (sign-in validation)',
        status: 422,
        meaning:
          'The sign-in request failed validation: the email is missing or not an email, or the password is missing.',
        action: 'Send both `email` and `password`.',
      },
    ],
  },
  {
    code: 115,
    group: 'authentication',
    sources: [
      {
        name: 'SsoNotAllowedException',
        status: 401,
        meaning:
          'Signing in through the SSO callback for a user who has two-factor authentication on, or whose role enforces it. The callback reports it in its redirect, as code=115 and error=true.',
        action: 'Sign in with email, password and one-time password instead.',
      },
    ],
  },
  // Items
  {
    code: 200,
    group: 'items',
    sources: [
      {
        name: 'CollectionNotFoundException',
        status: 404,
        meaning: 'The collection does not exist.',
        action: 'Check the collection name; names are case-sensitive.',
      },
    ],
  },
  {
    code: 201,
    group: 'items',
    sources: [
      {
        name: 'ForbiddenSystemTableDirectAccessException',
        status: 401,
        meaning: 'You used the items (or relations) endpoints on a `directus_*` system collection.',
        action:
          'Use the endpoint of that system collection, such as `/:project/users` or `/:project/files`.',
      },
    ],
  },
  {
    code: 202,
    group: 'items',
    sources: [
      {
        name: 'FieldNotFoundException',
        status: 404,
        meaning:
          'A field does not exist, for example a dot-notation filter that goes through a field that is not relational.',
        action: 'Check the field names, and that every field before the last dot is a relation.',
      },
      {
        name: 'InvalidFieldException',
        status: 422,
        meaning: 'A field named in `fields`, `sort` or `filter` does not exist in the collection.',
        action: 'Check the spelling against the collection fields.',
      },
    ],
  },
  {
    code: 203,
    group: 'items',
    sources: [
      {
        name: 'ItemNotFoundException',
        status: 404,
        meaning:
          'No item has this primary key, or the role may not read it. A list request with `single` that matches nothing gets it too.',
        action: 'Check the key, the status and the role permissions.',
      },
    ],
  },
  {
    code: 204,
    group: 'items',
    sources: [
      {
        name: 'DuplicateItemException',
        status: 409,
        meaning: 'The write would create a second row with the same primary key or unique value.',
        action: 'Use another value, or update the existing item.',
      },
    ],
  },
  {
    code: 205,
    group: 'items',
    sources: [
      {
        name: 'CollectionNotManagedException',
        status: 404,
        meaning:
          'Updating a collection that exists in the database but that Directus does not manage.',
        action: 'Send `"managed": true` to start managing it.',
      },
    ],
  },
  {
    code: 207,
    group: 'items',
    sources: [
      {
        name: 'RevisionNotFoundException',
        status: 404,
        meaning: 'The revision does not exist.',
        action: 'List the revisions of the item and use one of their keys.',
      },
    ],
  },
  {
    code: 208,
    group: 'items',
    sources: [
      {
        name: 'RevisionInvalidDeltaException',
        status: 500,
        meaning:
          'Reverting to a revision whose stored delta is not valid. This class is not a Directus exception, so the response carries `"code": null`, not 208.',
        action: 'Revert to another revision.',
      },
    ],
  },
  {
    code: 210,
    group: 'items',
    sources: [
      {
        name: 'ForbiddenCommentCreateException',
        status: 403,
        meaning: 'The role may not comment on items of this collection.',
        action: "Ask an admin for the collection's comment permission.",
      },
    ],
  },
  {
    code: 211,
    group: 'items',
    sources: [
      {
        name: 'ForbiddenCommentUpdateException',
        status: 403,
        meaning: 'The role may not update this comment.',
        action: "Ask an admin for the collection's comment permission.",
      },
    ],
  },
  {
    code: 212,
    group: 'items',
    sources: [
      {
        name: 'ForbiddenCommentDeleteException',
        status: 403,
        meaning: 'The role may not delete this comment.',
        action: "Ask an admin for the collection's comment permission.",
      },
    ],
  },
  {
    code: 213,
    group: 'items',
    sources: [
      {
        name: 'SuppliedArrayAsColumnValue',
        status: 422,
        meaning: 'You sent an object or array as the value of a field that stores a plain value.',
        action: 'Send a plain value: a string, number, boolean or null.',
      },
    ],
  },
  {
    code: 214,
    group: 'items',
    sources: [
      {
        name: 'UnknownFilterException',
        status: 422,
        meaning: 'A `filter` uses an operator the API does not know.',
        action: 'Use one of the operators on the filter page.',
      },
    ],
  },
  {
    code: 215,
    group: 'items',
    sources: [
      {
        name: 'ForbiddenFieldAccessException',
        status: 403,
        meaning: 'A filter or query reaches a field or related collection the role may not read.',
        action: 'Leave the field out, or ask an admin for read access.',
      },
    ],
  },
  {
    code: 216,
    group: 'items',
    sources: [
      {
        name: 'ForbiddenLastAdminException',
        status: 500,
        meaning:
          'Deleting or disabling the last active admin user. The class implements the forbidden interface but is not the class the error handler maps to 403, so the status is 500.',
        action: 'Make another user an active admin first.',
      },
    ],
  },
  // Collections
  {
    code: 300,
    group: 'collections',
    sources: [
      {
        name: 'ForbiddenCollectionReadException',
        status: 403,
        meaning: 'The role may not read items of this collection.',
        action: 'Ask an admin for read permission.',
      },
    ],
  },
  {
    code: 301,
    group: 'collections',
    sources: [
      {
        name: 'ForbiddenCollectionCreateException',
        status: 403,
        meaning: 'The role may not create items in this collection.',
        action: 'Ask an admin for create permission.',
      },
    ],
  },
  {
    code: 302,
    group: 'collections',
    sources: [
      {
        name: 'ForbiddenCollectionUpdateException',
        status: 403,
        meaning: 'The role may not update this item.',
        action: 'Ask an admin for update permission.',
      },
    ],
  },
  {
    code: 303,
    group: 'collections',
    sources: [
      {
        name: 'ForbiddenCollectionDeleteException',
        status: 403,
        meaning: 'The role may not delete this item.',
        action: 'Ask an admin for delete permission.',
      },
    ],
  },
  {
    code: 304,
    group: 'collections',
    sources: [
      {
        name: 'ForbiddenFieldReadException',
        status: 403,
        meaning:
          'The role may not read this field. Naming the field in `fields` does not cause it: the API leaves the field out of the response with status 200.',
        action: 'Ask an admin to allow the field.',
      },
    ],
  },
  {
    code: 305,
    group: 'collections',
    sources: [
      {
        name: 'ForbiddenFieldWriteException',
        status: 403,
        meaning: 'The role may not write this field.',
        action: 'Leave the field out of the body, or ask an admin to allow it.',
      },
    ],
  },
  {
    code: 306,
    group: 'collections',
    sources: [
      {
        name: 'ForbiddenCollectionAlterException',
        status: 403,
        meaning: 'The role may not change this collection.',
        action: 'Sign in as an admin.',
      },
    ],
  },
  {
    code: 307,
    group: 'collections',
    sources: [
      {
        name: 'CollectionAlreadyExistsException',
        status: 422,
        meaning: 'Creating a collection whose name is taken.',
        action: 'Pick another name.',
      },
    ],
  },
  {
    code: 308,
    group: 'collections',
    sources: [
      {
        name: 'FieldAlreadyExistsException',
        status: 422,
        meaning: 'Creating a field whose name is taken in the collection.',
        action: 'Pick another name.',
      },
    ],
  },
  {
    code: 309,
    group: 'collections',
    sources: [
      {
        name: 'UnableFindOwnerItemsException',
        status: 403,
        meaning:
          'The role may only read its own items, and the collection has no field that records who created an item. The read catches it: a list comes back empty and a single item gets 203.',
        action: 'Add a created-by (owner) field to the collection, or change the permission.',
        neverSent: true,
      },
    ],
  },
  // Schema
  {
    code: 401,
    group: 'schema',
    sources: [
      {
        name: 'UnknownTypeException',
        status: 422,
        meaning: 'A field definition uses a type Directus does not know.',
        action: 'Use one of the Directus field types.',
      },
    ],
  },
  {
    code: 402,
    group: 'schema',
    sources: [
      {
        name: 'FieldLengthRequiredException',
        status: 422,
        meaning: 'The field type needs a length and the request has none.',
        action: 'Send `length` with the field.',
      },
    ],
  },
  {
    code: 403,
    group: 'schema',
    sources: [
      {
        name: 'FieldLengthNotSupportedException',
        status: 422,
        meaning: 'The field type takes no length and the request sent one.',
        action: 'Leave `length` out.',
      },
    ],
  },
  {
    code: 404,
    group: 'schema',
    sources: [
      {
        name: 'FieldRequiredException',
        status: 422,
        meaning: 'Making a field required while items of the collection have no value in it.',
        action: 'Fill the field in every item first.',
      },
      {
        name: 'SQLException',
        status: 422,
        meaning:
          'Create a Field, or Update a Field for one field, failed for any reason: a refused permission, a missing collection, a rejected value or a database error. Those two routes report every failure with this code and keep the original message.',
        action: 'Read the message: it names the real cause.',
      },
    ],
  },
  // Mail
  {
    code: 500,
    group: 'mail',
    sources: [
      {
        name: 'TransportNotFoundException',
        status: 500,
        meaning: 'The mail config names a transport that does not exist.',
        action: 'Fix the `mail` section of the project config.',
      },
    ],
  },
  {
    code: 501,
    group: 'mail',
    sources: [
      {
        name: 'InvalidTransportException',
        status: 500,
        meaning: 'A configured mail transport is not a valid transport class, string or callable.',
        action: 'Fix the `mail` section of the project config.',
      },
    ],
  },
  {
    code: 502,
    group: 'mail',
    sources: [
      {
        name: 'InvalidTransportObjectException',
        status: 500,
        meaning: 'Defined for a transport object of the wrong class; nothing throws it.',
        action: 'Nothing to do.',
        neverSent: true,
      },
    ],
  },
  {
    code: 503,
    group: 'mail',
    sources: [
      {
        name: 'MailNotSentException',
        status: 500,
        meaning: 'Sending the password reset email failed.',
        action: 'Check the mail settings and the mail server, then try again.',
      },
    ],
  },
  // Filesystem
  {
    code: 600,
    group: 'filesystem',
    sources: [
      {
        name: 'FilesystemException',
        status: 500,
        meaning: 'The parent class of the upload errors below; nothing throws it on its own.',
        action: 'Look for 601 to 608 instead.',
        neverSent: true,
      },
    ],
  },
  {
    code: 601,
    group: 'filesystem',
    sources: [
      {
        name: 'FailedUploadException',
        status: 413,
        meaning: "The file is larger than PHP's `upload_max_filesize` on the server.",
        action: 'Send a smaller file, or raise `upload_max_filesize` and `post_max_size`.',
      },
    ],
  },
  {
    code: 602,
    group: 'filesystem',
    sources: [
      {
        name: 'FailedUploadException',
        status: 500,
        meaning: 'The file is larger than the `MAX_FILE_SIZE` the client form set.',
        action: 'Send a smaller file or raise the form limit.',
      },
    ],
  },
  {
    code: 603,
    group: 'filesystem',
    sources: [
      {
        name: 'FailedUploadException',
        status: 500,
        meaning: 'The file arrived only in part.',
        action: 'Upload it again.',
      },
    ],
  },
  {
    code: 604,
    group: 'filesystem',
    sources: [
      {
        name: 'FailedUploadException',
        status: 500,
        meaning: 'The file part of the multipart request was empty.',
        action: 'Attach the file and send the request again.',
      },
    ],
  },
  {
    code: 606,
    group: 'filesystem',
    sources: [
      {
        name: 'FailedUploadException',
        status: 500,
        meaning: 'PHP has no temporary folder for uploads.',
        action: 'Set `upload_tmp_dir` in the PHP configuration of the server.',
      },
    ],
  },
  {
    code: 607,
    group: 'filesystem',
    sources: [
      {
        name: 'FailedUploadException',
        status: 500,
        meaning: 'PHP could not write the upload to disk.',
        action: 'Check the free space and permissions of the temporary folder.',
      },
    ],
  },
  {
    code: 608,
    group: 'filesystem',
    sources: [
      {
        name: 'FailedUploadException',
        status: 500,
        meaning: 'A PHP extension stopped the upload.',
        action: 'Check the PHP extensions and logs of the server.',
      },
    ],
  },
  // Utils
  {
    code: 1000,
    group: 'utils',
    sources: [
      {
        name: 'HasherNotFoundException',
        status: 422,
        meaning: 'The hash utility was asked for a hasher (algorithm) that does not exist.',
        action:
          'Use one of `core`, `bcrypt`, `md5`, `sha1`, `sha224`, `sha256`, `sha384`, `sha512`.',
      },
    ],
  },
];
