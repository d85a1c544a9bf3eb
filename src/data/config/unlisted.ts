import type {ConfigGroup} from './types';

/**
 * Keys that `_example.php`, the installer's stub or the code mention, but
 * that the schema does not list: the API drops them when it loads a project,
 * so they have no effect.
 */
export const unlisted: ConfigGroup = {
  id: 'unlisted',
  title: 'Keys the schema drops',
  keys: [
    {
      key: 'feedback.token',
      env: null,
      type: 'string',
      default: null,
      description: 'In the example file, marked there as not used.',
    },
    {
      key: 'feedback.login',
      env: null,
      type: 'boolean',
      default: null,
      description: 'In the example file, marked there as not used.',
    },
    {
      key: 'session',
      env: null,
      type: 'array',
      default: null,
      description: 'PHP session storage options the session service asks for; it always gets `[]`.',
    },
    {
      key: 'mail.default.sendmail',
      env: null,
      type: 'string',
      default: null,
      description:
        "Command of the `sendmail` transport. The installer's template has a place for it, but the transport never receives it.",
    },
    {
      key: 'mail.default.cc',
      env: null,
      type: 'array',
      default: null,
      description: 'Copy recipients the mailer would add to every message.',
    },
    {
      key: 'mail.default.bcc',
      env: null,
      type: 'array',
      default: null,
      description: 'Blind copy recipients the mailer would add to every message.',
    },
    {
      key: 'cache.pool.url',
      env: null,
      type: 'string',
      default: null,
      description: 'Semicolon-separated `host:port` list the Memcache(d) adapters would read.',
    },
    {
      key: 'cache.pool.socket',
      env: null,
      type: 'string',
      default: null,
      description: 'Unix socket the `redis` adapter would connect to.',
    },
    {
      key: 'auth.social_providers.<provider>.enabled',
      env: null,
      type: 'boolean',
      default: null,
      description:
        'The provider loader would skip a provider whose `enabled` is `false`, but the schema removes the key first, so a block that still has its credentials stays on. To turn a provider off, remove its block.',
    },
    {
      key: 'auth.social_providers.<name>',
      env: null,
      type: 'array',
      default: null,
      description:
        'A provider block under any name but `okta`, `github`, `facebook`, `google` and `twitter`. A custom provider gets its settings from an `application.boot` hook instead, as the Auth Providers page shows.',
    },
  ],
};
