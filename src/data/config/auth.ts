import type {ConfigGroup} from './types';

export const auth: ConfigGroup = {
  id: 'auth',
  title: 'Auth',
  keys: [
    {
      key: 'auth.secret_key',
      env: 'DIRECTUS_AUTH_SECRETKEY',
      type: 'string',
      default: "'<type-a-secret-authentication-key-string>'",
      description:
        "Secret that signs and checks the project's access tokens and encrypts its session cookies. Use a long random value, different for every project. Changing it invalidates every access token and session cookie issued so far, but not the static tokens in users' `token` field: the API compares those as they are, so clear them too when you change the key after a leak.",
    },
    {
      key: 'auth.public_key',
      env: 'DIRECTUS_AUTH_PUBLICKEY',
      type: 'string',
      default: "'<type-a-public-authentication-key-string>'",
      description:
        'Value the API writes into every token (its `key` claim) and checks on the way back, so a token only works for this project.',
    },
    {
      key: 'auth.ttl',
      env: 'DIRECTUS_AUTH_TTL',
      type: 'integer',
      default: '20',
      description:
        'Has no effect. The installer writes it, but the API hands it to the token code under a name that code does not read. Tokens last the minutes of the project setting `auth_token_ttl` (20 after install), or 20 when that setting is missing.',
    },
  ],
};

export const authOkta: ConfigGroup = {
  id: 'auth-okta',
  title: 'Auth (Okta)',
  keys: [
    {
      key: 'auth.social_providers.okta.client_id',
      env: 'DIRECTUS_AUTH_SOCIALPROVIDERS_OKTA_CLIENTID',
      type: 'string',
      default: null,
      description:
        'Client ID of your Okta application. Setting any key of a provider turns the provider on.',
    },
    {
      key: 'auth.social_providers.okta.client_secret',
      env: 'DIRECTUS_AUTH_SOCIALPROVIDERS_OKTA_CLIENTSECRET',
      type: 'string',
      default: null,
      description: 'Client secret of that application.',
    },
    {
      key: 'auth.social_providers.okta.base_url',
      env: 'DIRECTUS_AUTH_SOCIALPROVIDERS_OKTA_BASEURL',
      type: 'string',
      default: null,
      description:
        "Authorization server URL, like `https://dev-000000.oktapreview.com/oauth2/default` (the schema's sample, which it never applies).",
    },
  ],
};

export const authGithub: ConfigGroup = {
  id: 'auth-github',
  title: 'Auth (GitHub)',
  keys: [
    {
      key: 'auth.social_providers.github.client_id',
      env: 'DIRECTUS_AUTH_SOCIALPROVIDERS_GITHUB_CLIENTID',
      type: 'string',
      default: null,
      description: 'Client ID of your GitHub OAuth app.',
    },
    {
      key: 'auth.social_providers.github.client_secret',
      env: 'DIRECTUS_AUTH_SOCIALPROVIDERS_GITHUB_CLIENTSECRET',
      type: 'string',
      default: null,
      description: 'Client secret of that app.',
    },
  ],
};

export const authFacebook: ConfigGroup = {
  id: 'auth-facebook',
  title: 'Auth (Facebook)',
  keys: [
    {
      key: 'auth.social_providers.facebook.client_id',
      env: 'DIRECTUS_AUTH_SOCIALPROVIDERS_FACEBOOK_CLIENTID',
      type: 'string',
      default: null,
      description: 'App ID of your Facebook app.',
    },
    {
      key: 'auth.social_providers.facebook.client_secret',
      env: 'DIRECTUS_AUTH_SOCIALPROVIDERS_FACEBOOK_CLIENTSECRET',
      type: 'string',
      default: null,
      description: 'App secret of that app.',
    },
    {
      key: 'auth.social_providers.facebook.graph_api_version',
      env: 'DIRECTUS_AUTH_SOCIALPROVIDERS_FACEBOOK_GRAPHAPIVERSION',
      type: 'string',
      default: null,
      description:
        'Graph API version to call, like `v2.8` (the value in the example file; the schema does not apply it for you).',
    },
  ],
};

export const authGoogle: ConfigGroup = {
  id: 'auth-google',
  title: 'Auth (Google)',
  keys: [
    {
      key: 'auth.social_providers.google.client_id',
      env: 'DIRECTUS_AUTH_SOCIALPROVIDERS_GOOGLE_CLIENTID',
      type: 'string',
      default: null,
      description: 'OAuth client ID from the Google API console.',
    },
    {
      key: 'auth.social_providers.google.client_secret',
      env: 'DIRECTUS_AUTH_SOCIALPROVIDERS_GOOGLE_CLIENTSECRET',
      type: 'string',
      default: null,
      description: 'OAuth client secret.',
    },
    {
      key: 'auth.social_providers.google.hosted_domain',
      env: 'DIRECTUS_AUTH_SOCIALPROVIDERS_GOOGLE_HOSTEDDOMAIN',
      type: 'string',
      default: null,
      description:
        'Google Workspace domain users must belong to; the example file uses `*` for any domain.',
    },
    {
      key: 'auth.social_providers.google.use_oidc_mode',
      env: 'DIRECTUS_AUTH_SOCIALPROVIDERS_GOOGLE_USEOIDCMODE',
      type: 'boolean',
      default: null,
      description:
        "Use OpenID Connect to read the user's profile; the example file sets `true`. Unset counts as false.",
    },
  ],
};

export const authTwitter: ConfigGroup = {
  id: 'auth-twitter',
  title: 'Auth (Twitter)',
  keys: [
    {
      key: 'auth.social_providers.twitter.identifier',
      env: 'DIRECTUS_AUTH_SOCIALPROVIDERS_TWITTER_IDENTIFIER',
      type: 'string',
      default: null,
      description: 'API key (consumer key) of your Twitter app.',
    },
    {
      key: 'auth.social_providers.twitter.secret',
      env: 'DIRECTUS_AUTH_SOCIALPROVIDERS_TWITTER_SECRET',
      type: 'string',
      default: null,
      description: 'API secret (consumer secret) of that app.',
    },
  ],
};
