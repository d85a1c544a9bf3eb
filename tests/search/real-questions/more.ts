import type {RealQuestion} from './types';

/** More Directus 8 questions from directus/v8-archive, directus/directus (pre-v9), directus/app and directus/sdk-js issues. */
export const questions: readonly RealQuestion[] = [
  {
    query: 'creating item to directus_users was denied',
    source: 'https://github.com/directus/v8-archive/issues/2368',
    expected: '/api/authentication.html#authorization-header',
  },
  {
    query: 'Unauthorized request plesk nginx',
    source: 'https://github.com/directus/v8-archive/issues/1929',
    expected: '/api/errors.html#error-3',
  },
  {
    query: '550 Unauthenticated senders not allowed',
    source: 'https://github.com/directus/v8-archive/issues/1283',
    expected: '/advanced/api/configuration.html#config-mail',
  },
  {
    query: 'sendgrid smtp failed to send email',
    source: 'https://github.com/directus/v8-archive/issues/1283',
    expected: '/advanced/api/configuration.html#config-mail',
  },
  {
    query: 'address must be same as authorization user',
    source: 'https://github.com/directus/v8-archive/issues/1608',
    expected: '/api/mail.html#send-an-email',
  },
  {
    query: 'hooks are not being triggered',
    source: 'https://github.com/directus/v8-archive/issues/1419',
    expected: '/extensions/hooks.html#event-names',
  },
  {
    query: 'item.create.collection hook $collectionName $data',
    source: 'https://github.com/directus/v8-archive/issues/1419',
    expected: '/extensions/hooks.html#event-names',
  },
  {
    query: 'pre-defined api key stateless',
    source: 'https://github.com/directus/app/issues/2760',
    expected: '/guides/authentication.html#static-token',
  },
  {
    query: 'api keys without token refresh',
    source: 'https://github.com/directus/app/issues/2760',
    expected: '/guides/authentication.html#static-token',
  },
  {
    query: 'single type collection opens id 1',
    source: 'https://github.com/directus/v8-archive/issues/2113',
    expected: '/guides/collections.html#single',
  },
  {
    query: 'hide project dropdown on login',
    source: 'https://github.com/directus/v8-archive/issues/2113',
    expected: '/guides/projects.html#private-projects',
  },
  {
    query: 'customise navigation sidebar collections',
    source: 'https://github.com/directus/directus/issues/2633',
    expected: '/guides/roles.html#collection-listing',
  },
  {
    query: 'hide collection per role',
    source: 'https://github.com/directus/app/issues/2712',
    expected: '/guides/roles.html#collection-listing',
  },
  {
    query: 'hide translations collection from navigation',
    source: 'https://github.com/directus/app/issues/2712',
    expected: '/guides/collections.html#hidden',
  },
  {
    query: 'group collections in sidebar',
    source: 'https://github.com/directus/app/issues/2673',
    expected: '/guides/roles.html#collection-listing',
  },
  {
    query: "cannot drag on collections with 'sort' field",
    source: 'https://github.com/directus/v8-archive/issues/2441',
    expected: '/guides/user-guide.html#reordering',
  },
  {
    query: 'drag and drop sort not allowed cursor',
    source: 'https://github.com/directus/v8-archive/issues/2441',
    expected: '/guides/user-guide.html#reordering',
  },
  {
    query: 'public and private files at same time',
    source: 'https://github.com/directus/v8-archive/issues/2042',
    expected: '/guides/files.html#asset-middleware',
  },
  {
    query: 'server error adding user to public role',
    source: 'https://github.com/directus/directus/issues/2506',
    expected: '/guides/roles.html#public-data',
  },
  {
    query: 'get item with specific translation api',
    source: 'https://github.com/directus/v8-archive/issues/1773',
    expected: '/api/query/fields.html#lang',
  },
  {
    query: '?lang parameter translations',
    source: 'https://github.com/directus/v8-archive/issues/1773',
    expected: '/api/query/fields.html#lang',
  },
  {
    query: 'docs missing on translation lang',
    source: 'https://github.com/directus/v8-archive/issues/2043',
    expected: '/api/query/fields.html#lang',
  },
  {
    query: 'code null Internal Server Error',
    source: 'https://github.com/directus/directus/issues/2564',
    expected: '/api/errors.html#development-and-production',
  },
  {
    query: "Undefined class constant 'TYPE_USER_CREATED'",
    source: 'https://github.com/directus/directus/issues/2557',
    expected: '/guides/upgrading.html#database-migrations',
  },
  {
    query: 'directus8 install 500 internal server error',
    source: 'https://github.com/directus/v8-archive/issues/1541',
    expected: '/getting-started/troubleshooting.html#check-server-software',
  },
  {
    query: 'error assigning m2m relationship',
    source: 'https://github.com/directus/app/issues/2850',
    expected: '/guides/collections.html#managing-collections',
  },
  {
    query: "couldn't reach api after google login",
    source: 'https://github.com/directus/v8-archive/issues/2062',
    expected: '/guides/authentication.html#google-sso-setup',
  },
  {
    query: 'google sso useOidcMode',
    source: 'https://github.com/directus/v8-archive/issues/2062',
    expected: '/guides/authentication.html#google-sso-setup',
  },
  {
    query: 'owner field overwritten on create',
    source: 'https://github.com/directus/v8-archive/issues/1770',
    expected: '/guides/field-types.html#type-owner',
  },
  {
    query: "can't post a custom owner createItem",
    source: 'https://github.com/directus/v8-archive/issues/2086',
    expected: '/guides/field-types.html#type-owner',
  },
  {
    query: 'insert new image from api',
    source: 'https://github.com/directus/app/issues/2701',
    expected: '/api/files.html#create-a-file',
  },
];

const V8 = 'directus/v8-archive@e8da588d8908792948a24549075e1428501e5576';

const couldntReachApi = `The app shows "Couldn't Reach API" (error -1) whenever signing in fails without a Directus error code: a network or CORS failure, a response that is not JSON (a PHP fatal error page, a wrong rewrite), an exception that is not a Directus one (the API then sends \`code: null\`), or a JavaScript error in the steps after a successful login, such as reading \`server\` from the GET /<project>/ answer, which has only the public \`api\` block when the session cookie did not come back. So every request can return 200 and nothing is logged. Source (${V8}): app/src/routes/login.vue L174-L243, sdk/sdk-js/src/API.ts L263-L289, api/src/core/Directus/Application/ErrorHandlers/ErrorHandler.php L103-L123, api/src/endpoints/ProjectHome.php L19-L27.`;

/** Questions no section of the docs answers yet, with the fact from the v8 source and where a reader would look. */
export const unanswered: readonly (RealQuestion & {
  readonly answer: string;
  readonly where: string;
})[] = [
  {
    query: 'create only role fields greyed out',
    source: 'https://github.com/directus/v8-archive/issues/2239',
    expected: '/guides/permissions.html#create-needs-update-in-the-app',
    answer: `The app makes the item form read-only whenever the role's update permission is \`none\`, also on the form for a new item, so a role with create but no update sees greyed-out fields although the API would accept the create; give the role update permission (for example \`mine\`). Source (${V8}): app/src/routes/item.vue L90-L93 and L494-L523.`,
    where: '/guides/permissions.html#create',
  },
  {
    query: 'graphql collection should not be blank',
    source: 'https://github.com/directus/v8-archive/issues/2105',
    expected: '/api/graphql.html#relational-fields-without-a-relation',
    answer: `While building the schema, an \`m2o\`, \`o2m\` or \`translation\` field with no matching row in \`directus_relations\` resolves to a null collection, and loading the fields of that null collection fails validation with 422 "collection: This value should not be blank." for every GraphQL query; fix or remove that field's relation. Source (${V8}): api/src/core/Directus/GraphQL/FieldsConfig.php L74-L85 and L223-L266, api/src/core/Directus/Services/TablesService.php L78-L80.`,
    where: '/api/graphql.html#introduction',
  },
  {
    query: "couldn't reach api but ping works",
    source: 'https://github.com/directus/directus/issues/2510',
    expected: '/getting-started/troubleshooting.html#couldnt-reach-api',
    answer: couldntReachApi,
    where: '/getting-started/troubleshooting.html#frequently-asked-questions',
  },
  {
    query: "couldn't reach api after upgrading 8.5.4",
    source: 'https://github.com/directus/v8-archive/issues/1762',
    expected: '/getting-started/troubleshooting.html#couldnt-reach-api',
    answer: couldntReachApi,
    where: '/getting-started/troubleshooting.html#frequently-asked-questions',
  },
  {
    query: "all logins failing couldn't reach api",
    source: 'https://github.com/directus/v8-archive/issues/1821',
    expected: '/getting-started/troubleshooting.html#couldnt-reach-api',
    answer: couldntReachApi,
    where: '/getting-started/troubleshooting.html#frequently-asked-questions',
  },
  {
    query: 'error 500 requesting thumbnails',
    source: 'https://github.com/directus/v8-archive/issues/1891',
    expected: '/guides/files.html#thumbnail-memory',
    answer: `The API makes a thumbnail size the first time it is requested, inside that request: it reads the whole original into PHP and decodes it with Intervention Image before resizing, so a large photo can exceed PHP's memory_limit (or time limit), a fatal error that Directus cannot log and that ends in a 500; raise memory_limit. Once written, the thumbnail is served from the thumbnail storage. Source (${V8}): api/src/core/Directus/Services/AssetService.php L147-L181 and L365-L428.`,
    where: '/guides/files.html#requesting-thumbnails',
  },
  {
    query: 'getMe not working cookie mode nodejs',
    source: 'https://github.com/directus/sdk-js/issues/270',
    expected: '/guides/js-sdk.html#cookie-mode-in-nodejs',
    answer: `In cookie mode the SDK only sets axios' \`withCredentials\`, which tells a browser to store and send cookies; in Node.js axios keeps no cookie jar, so the session cookie from login is never sent back and later calls such as getMe() run as the public role. Use JWT mode (or a static token) on the server. Source (${V8}): sdk/sdk-js/src/API.ts L96-L107.`,
    where: '/guides/js-sdk.html#authentication',
  },
  {
    query: 'password reset mail not received /mail works',
    source: 'https://github.com/directus/v8-archive/issues/693',
    expected: '/guides/authentication.html#password-reset-sender',
    answer: `The reset email is sent from the config's \`mail.default.from\` address (default admin@example.com), while POST /<project>/mail sends from the signed-in user's own address, so a mail server that refuses the configured sender drops only the reset mail; set \`mail.default.from\` to an address the transport may send from. Source (${V8}): api/src/helpers/mail.php L145-L157, api/src/core/Directus/Mail/Mailer.php L48-L54, api/src/core/Directus/Services/MailService.php L160-L175.`,
    where: '/guides/authentication.html#password-reset',
  },
];
