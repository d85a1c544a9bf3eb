/**
 * The words readers use for what the docs call otherwise, grown from the
 * questions real Directus 8 users asked (tests/search/real-questions).
 * Pagefind has no synonyms: the query is rewritten in the docs' words before
 * it is searched. Pure data and one pure function, no imports: the index
 * (plugins/search-index) and the search box share it.
 */

export type Synonym = {
  /** What readers write, lower case, as whole words: "api key". */
  readonly readers: readonly [string, ...string[]];
  /** What the docs call it: "static token". */
  readonly docs: string;
};

/**
 * The SSO providers the API configures (src/data/config/auth.ts, its `auth-<provider>`
 * groups). Written out, not imported, to keep config data out of the search bundle;
 * a unit test holds the two lists equal.
 */
export const ssoProviders = ['google', 'github', 'facebook', 'twitter', 'okta'] as const;

export const vocabulary: readonly Synonym[] = [
  // Authentication.
  {readers: ['api key', 'api keys', 'apikey', 'access key'], docs: 'static token'},
  {readers: ['two factor', 'two-factor', 'mfa', 'otp'], docs: '2fa'},
  {readers: ['oauth', 'social login'], docs: 'sso'},
  // A provider's login is its SSO: its name stays, or its config rows would come first.
  ...ssoProviders.map((provider): Synonym => ({
    readers: [`${provider} login`, `${provider} auth`, `${provider} signin`, `${provider} sign in`],
    docs: `${provider} sso`,
  })),
  {readers: ['signs out', 'sign out after', 'logged out', 'logs out', 'inactivity'], docs: 'auto sign out'},
  {readers: ['login page', 'login screen', 'login url', 'admin url'], docs: 'login'},
  {readers: ['expiration time', 'expiration'], docs: 'expiry'},
  // Permissions.
  {readers: ['own items', 'own item', 'their own', 'created by me'], docs: 'mine'},
  {readers: ['acl', 'access control', 'access rights'], docs: 'permissions'},
  {readers: ['unauthenticated users', 'unauthenticated user', 'anonymous users', 'anonymous user', 'anonymous access', 'not logged in'], docs: 'public'},
  // Requests.
  {readers: ['api call', 'api calls'], docs: 'api request'},
  {readers: ['insert', 'inserting'], docs: 'create'},
  {readers: ['gql'], docs: 'graphql'},
  // SQL words, and the v6 API's (/tables/:table/rows, directus/directus#1720): a row is an item.
  {readers: ['rows', 'records'], docs: 'items'},
  // Projects and collections.
  {readers: ['hide project', 'hide projects', 'hidden project', 'project dropdown'], docs: 'private projects'},
  {readers: ['single type', 'singleton'], docs: 'single'},
  {readers: ['hide', 'hides', 'hiding'], docs: 'hidden'},
  {readers: ['drag and drop', 'drag & drop', 'drag-and-drop', 'drag', 'reorder', 'manual sorting', 'manual sort'], docs: 'reordering'},
  {readers: ['navigation menu'], docs: 'collection listing'},
  {readers: ['left menu', 'side menu', 'sidebar menu', 'left sidebar', 'left panel'], docs: 'navigation sidebar'},
  {readers: ['save filters', 'save filter', 'saved filters', 'saved filter', 'save a filter'], docs: 'bookmark filters'},
  {readers: ['m2m', 'many to many', 'manytomany'], docs: 'many-to-many'},
  {readers: ['o2m', 'one to many', 'onetomany'], docs: 'one-to-many'},
  {readers: ['m2o', 'many to one', 'manytoone', 'foreign key'], docs: 'many-to-one'},
  {readers: ['junction table', 'pivot table'], docs: 'junction collection'},
  // Server and configuration.
  {readers: ['logging', 'error log', 'error logs', 'logs', 'log file', 'log files'], docs: 'logger'},
  {readers: ['smtp', 'sendmail'], docs: 'mail'},
  {readers: ['env vars', 'env var', 'envs', 'envars', 'env variables'], docs: 'environment variables'},
  {readers: ['upload_max_filesize', 'post_max_size', 'max upload', 'upload size', 'file size limit'], docs: 'upload size limit'},
  {readers: ['throttle', 'throttling'], docs: 'rate limit'},
  {readers: ['increase', 'increases', 'increasing'], docs: 'raise'},
  {readers: ['time zone'], docs: 'timezone'},
  {readers: ['super admin password', 'super_admin_token', 'secret token'], docs: 'super admin token'},
  {readers: ['upgrade schema', 'migrations', 'migrate database'], docs: 'database migrations'},
  // Extensions.
  {readers: ['webhooks', 'web hook', 'web hooks'], docs: 'webhook'},
  {readers: ['custom page', 'custom pages'], docs: 'custom module'},
  {readers: ['itemsservice'], docs: 'items service'},
]; // prettier-ignore

/** Every phrase readers use with the docs' words for it, longest first (so "api keys" before "api key"). */
const phrases = vocabulary
  .flatMap(({readers, docs}) => readers.map((reader) => ({reader, docs})))
  .sort((a, b) => b.reader.length - a.reader.length);

/** `text` with every phrase readers use written as the docs write it. */
export function inDocsWords(text: string): string {
  let result = ` ${text.toLowerCase()} `;
  for (const {reader, docs} of phrases) {
    result = result.split(` ${reader} `).join(` ${docs} `);
  }
  return result.trim();
}

/**
 * Words that say which part of the docs a query is about ("email not
 * working docker"): that part's results come first, and within it the other
 * words decide. The word itself is not a topic, or every Docker question
 * would open the Docker install steps.
 */
export const parts: readonly {
  readonly words: readonly string[];
  readonly urls: readonly string[];
}[] = [
  {words: ['docker'], urls: ['/docker/', '/installation/docker.html']},
  {words: ['sdk'], urls: ['/guides/js-sdk.html']},
  {words: ['cli'], urls: ['/guides/cli.html']},
  {words: ['graphql'], urls: ['/api/graphql.html']},
  {
    words: ['interface', 'interfaces'],
    urls: ['/guides/interfaces.html', '/extensions/interfaces.html'],
  },
  {words: ['hook', 'hooks'], urls: ['/extensions/hooks.html']},
];

/** The contributors' guide: how to write pages of this site, not how to use Directus. */
export const contributorGuide = '/guide/';

/** Words of a query about writing these docs: only then does the contributors' guide answer. */
export const contributorWords: ReadonlySet<string> = new Set([
  'contribute', 'contributing', 'contributor', 'contributors', 'docs', 'documentation',
  'markdown', 'mdx', 'frontmatter', 'admonition', 'admonitions', 'docusaurus', 'vuepress',
]); // prettier-ignore
