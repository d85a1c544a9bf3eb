import type {ConfigGroup} from './types';

export const mail: ConfigGroup = {
  id: 'mail',
  title: 'Mail',
  keys: [
    {
      key: 'mail.default.transport',
      env: 'DIRECTUS_MAIL_DEFAULT_TRANSPORT',
      type: 'string',
      default: "'sendmail'",
      description: 'How the API sends email: `sendmail` or `smtp`.',
    },
    {
      key: 'mail.default.from',
      env: 'DIRECTUS_MAIL_DEFAULT_FROM',
      type: 'string',
      default: "'admin@example.com'",
      description: 'Sender address of the emails the API sends.',
    },
    {
      key: 'mail.default.host',
      env: 'DIRECTUS_MAIL_DEFAULT_HOST',
      type: 'string',
      default: null,
      description: 'SMTP server; the SMTP transport falls back to `localhost`.',
    },
    {
      key: 'mail.default.port',
      env: 'DIRECTUS_MAIL_DEFAULT_PORT',
      type: 'string',
      default: null,
      description: 'SMTP port; the SMTP transport falls back to `25`.',
    },
    {
      key: 'mail.default.username',
      env: 'DIRECTUS_MAIL_DEFAULT_USERNAME',
      type: 'string',
      default: null,
      description: 'SMTP user name, sent only when set.',
    },
    {
      key: 'mail.default.password',
      env: 'DIRECTUS_MAIL_DEFAULT_PASSWORD',
      type: 'string',
      default: null,
      description: 'SMTP password, sent only when set.',
    },
    {
      key: 'mail.default.encryption',
      env: 'DIRECTUS_MAIL_DEFAULT_ENCRYPTION',
      type: 'string',
      default: null,
      description: 'SMTP encryption, e.g. `tls` or `ssl`; none when unset.',
    },
  ],
};
