import type {ConfigGroup} from './types';

export const cookie: ConfigGroup = {
  id: 'cookie',
  title: 'Cookie',
  keys: [
    {
      key: 'cookie.same_site',
      env: 'DIRECTUS_COOKIE_SAMESITE',
      type: 'string',
      default: "'Lax'",
      description: '`SameSite` attribute of the authentication cookie the API sets in cookie mode.',
    },
    {
      key: 'cookie.secure',
      env: 'DIRECTUS_COOKIE_SECURE',
      type: 'boolean',
      default: 'false',
      description:
        'Adds the `Secure` attribute to that cookie, so browsers send it over HTTPS only.',
    },
  ],
};
