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
        'Command of the `sendmail` transport. The installer writes it, but the transport never receives it.',
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
        'The provider loader skips a provider whose `enabled` is `false`; to turn one off, remove its block instead.',
    },
  ],
};
