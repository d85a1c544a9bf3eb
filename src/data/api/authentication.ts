import type {PathParam, Resource} from './types';
import {project} from './pathParams';

/** The token the examples sign in with (the run test of the examples sends it too). */
export const accessToken =
  'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJpZCI6MywiZXhwIjoxNTg0NTI0OTMwLCJ0eXBlIjoiYXV0aCJ9.Qm9vdHN0cmFwVGh1bXBlclNpZ25hdHVyZQ';
const newAccessToken =
  'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJpZCI6MywiZXhwIjoxNTg0NTI2MTMwLCJ0eXBlIjoiYXV0aCJ9.UmVmcmVzaGVkVGh1bXBlclNpZ25hdHVyZQ';
/** The token of a password reset link (the SDK example takes it as given). */
export const resetToken =
  'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJpZCI6MywiZW1haWwiOiJlZGl0b3JAZXhhbXBsZS5jb20iLCJleHAiOjE1ODQ1MjUyMzAsInR5cGUiOiJyZXNldF9wYXNzd29yZCJ9.UmVzZXRUaHVtcGVyU2lnbmF0dXJl';
const requestToken =
  'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJ0eXBlIjoicmVxdWVzdF90b2tlbiIsImlkIjozfQ.U3NvUmVxdWVzdFRodW1wZXJTaWduYXR1cmU';

/** The user as authenticate returns it: password, token and a few columns left out. */
const editor = {
  id: 3,
  status: 'active',
  role: 2,
  first_name: 'Eda',
  last_name: 'Meyer',
  email: 'editor@example.com',
  timezone: 'Europe/Amsterdam',
  locale: 'en-US',
  locale_options: null,
  avatar: null,
  company: 'Thumper Shop',
  title: 'Editor',
  external_id: null,
  theme: 'auto',
  '2fa_secret': null,
  password_reset_token: null,
};

const service: PathParam = {
  name: 'service',
  type: 'string',
  description:
    'The provider’s name: a key of auth.social_providers in the config file, such as github or google.',
};

const user: PathParam = {
  name: 'user',
  type: 'integer',
  description: 'The id of the user whose sessions to end.',
};

const session = {
  id: 41,
  user: 3,
  token_type: 'jwt',
  token: accessToken,
  ip_address: '203.0.113.24',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:74.0) Gecko/20100101 Firefox/74.0',
  created_on: '2020-03-18 09:40:02',
  token_expired_at: '2020-03-25 09:40:02',
};

/** Another user's cookie session, as the list returns it: the user's static token, `-`, the session id. */
const adminCookieSession = {
  id: 42,
  user: 1,
  token_type: 'cookie',
  token: 'Xk3q9TzW2mRb7LpV5nHc8dYf-42',
  ip_address: '198.51.100.7',
  user_agent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_3) AppleWebKit/605.1.15 Safari/605.1.15',
  created_on: '2020-03-18 10:02:45',
  token_expired_at: '2020-03-25 10:02:45',
};

const emptyReturn = {
  kind: 'empty',
  description: 'Nothing: an empty body with status 204.',
} as const;

export const authentication = {
  id: 'authentication',
  title: 'Authentication',
  page: '/api/authentication.html',
  operations: [
    {
      id: 'authenticate',
      method: 'POST',
      path: '/:project/auth/authenticate',
      summary: 'Retrieve a Temporary Access Token',
      anchor: 'retrieve-a-temporary-access-token',
      description:
        'Signs a user in with email and password. In `jwt` mode (the default) it returns a temporary token; in `cookie` mode it sets the session cookie instead. Every sign-in is recorded in the user sessions and the activity log, and with the Telemetry setting on (the default) the API also posts its version and URL to telemetry.directus.io, once per PHP session (a client that keeps the session cookie posts once).',
      access: 'public',
      pathParams: [project],
      body: [
        {name: 'email', type: 'string', required: true, description: 'The user’s email address.'},
        {name: 'password', type: 'string', required: true, description: 'The user’s password.'},
        {
          name: 'mode',
          type: 'string',
          description:
            'jwt (the default) returns the token in the response; cookie sets the directus-<project>-session cookie and returns no token.',
        },
        {
          name: 'otp',
          type: 'string',
          description:
            'The one-time password of the user’s authenticator app. Required when the user has two-factor authentication set up.',
        },
      ],
      extraQuery: [
        {
          name: 'mode',
          type: 'string',
          description: 'The same as the mode attribute, read when the body has none.',
        },
      ],
      returns: {
        kind: 'other',
        description:
          'data.token (jwt mode only) and data.user, the signed-in user without password, token, email_notifications, last_access_on and last_page.',
      },
      example: {
        path: '/thumper/auth/authenticate',
        // mode as the SDK sends it: jwt, the default.
        body: {email: 'editor@example.com', password: 'correct-horse-battery', mode: 'jwt'},
        response: {data: {token: accessToken, user: editor}},
        sdk: "await client.login({\n  email: 'editor@example.com',\n  password: 'correct-horse-battery',\n});",
      },
    },
    {
      id: 'refreshToken',
      method: 'POST',
      path: '/:project/auth/refresh',
      summary: 'Refresh a Temporary Access Token',
      anchor: 'refresh-a-temporary-access-token',
      description:
        'Exchanges a temporary token that has not expired yet for a new one with a fresh lifetime. Refresh before the token expires: an expired token cannot be refreshed, and the user must sign in again.',
      access: 'public',
      pathParams: [project],
      body: [
        {
          name: 'token',
          type: 'string',
          required: true,
          description: 'The temporary (JWT) token to renew. It must still be valid.',
        },
      ],
      returns: {kind: 'other', description: 'data.token, the new temporary token.'},
      example: {
        path: '/thumper/auth/refresh',
        body: {token: accessToken},
        response: {data: {token: newAccessToken}},
        sdk: 'const {data} = await client.refresh(token);',
      },
    },
    {
      id: 'requestPasswordReset',
      method: 'POST',
      path: '/:project/auth/password/request',
      summary: 'Request a Password Reset',
      anchor: 'request-a-password-reset',
      description:
        'Emails the user a link to reset their password. The link carries a one-time reset token, valid as long as a temporary access token. An address that belongs to no user fails with error 107.',
      oldAnchors: ['query-2'],
      access: 'public',
      pathParams: [project],
      body: [
        {
          name: 'email',
          type: 'string',
          required: true,
          description: 'The email address of the user who forgot their password.',
        },
        {
          name: 'reset_url',
          type: 'string',
          description:
            'Your own page for the link to open, with ?token=<reset token> appended, so give it without a query string. Without it, the link opens the admin app’s reset page.',
        },
      ],
      returns: emptyReturn,
      example: {
        path: '/thumper/auth/password/request',
        body: {email: 'editor@example.com', reset_url: 'https://shop.example.com/reset-password'},
        sdk: "await client.requestPasswordReset(\n  'editor@example.com',\n  'https://shop.example.com/reset-password',\n);",
      },
    },
    {
      id: 'resetPassword',
      method: 'POST',
      path: '/:project/auth/password/reset',
      summary: 'Reset a Password',
      anchor: 'reset-a-password',
      description:
        'Sets a new password with the token from the reset email. The token works once: it must be the last one sent to the user, and it must not have expired.',
      oldAnchors: ['query-3'],
      access: 'public',
      pathParams: [project],
      body: [
        {
          name: 'token',
          type: 'string',
          required: true,
          description: 'The reset token from the link in the email.',
        },
        {
          name: 'password',
          type: 'string',
          description:
            'The new password. Send it: without it, the API stores the hash of an empty string.',
        },
      ],
      returns: emptyReturn,
      example: {
        path: '/thumper/auth/password/reset',
        body: {token: resetToken, password: 'a-new-long-passphrase'},
        sdk: "await client.resetPassword('a-new-long-passphrase', resetToken);",
      },
    },
    {
      id: 'listSsoProviders',
      method: 'GET',
      path: '/:project/auth/sso',
      summary: 'List the SSO Providers',
      anchor: 'list-the-sso-providers',
      description:
        'Returns the single sign-on providers configured for the project, to draw a sign-in button for each.',
      oldAnchors: ['query-4'],
      access: 'public',
      pathParams: [project],
      returns: {
        kind: 'other',
        description:
          'An array with an object per provider: name, and icon (the path of its icon.svg, or null when it has none).',
      },
      example: {
        path: '/thumper/auth/sso',
        response: {
          data: [
            {name: 'github', icon: '/extensions/core/auth/github/icon.svg'},
            {name: 'okta', icon: '/extensions/core/auth/okta/icon.svg'},
          ],
        },
        sdk: 'const {data} = await client.getThirdPartyAuthProviders();',
      },
    },
    {
      id: 'openSsoProvider',
      method: 'GET',
      path: '/:project/auth/sso/:service',
      summary: 'Open SSO Provider',
      anchor: 'open-sso-provider',
      description:
        'Starts a provider’s sign-in. It stores `mode` and `redirect_url` in the PHP session for the callback. When cors.origin in the config file holds * (the default) or lists the request’s Referer exactly, it remembers that Referer and redirects the browser to the provider; otherwise it answers 200 with the provider’s URL as JSON.',
      oldAnchors: ['query-5'],
      access: 'public',
      pathParams: [project, service],
      extraQuery: [
        {
          name: 'mode',
          type: 'string',
          description: 'jwt (the default) or cookie: how the callback hands over the sign-in.',
        },
        {
          name: 'redirect_url',
          type: 'string',
          description:
            'Where the callback sends the browser afterwards; the API accepts any URL. Without it, the callback uses the Referer remembered above.',
        },
      ],
      returns: {
        kind: 'other',
        description:
          'A 302 redirect to the provider, or 200 when the Referer was not allowed, with data.authorization_url (and data.state for OAuth 2 providers) in the body.',
      },
      example: {
        path: '/thumper/auth/sso/github?mode=jwt&redirect_url=https://shop.example.com/signed-in',
        response: {
          data: {
            authorization_url:
              'https://github.com/login/oauth/authorize?state=3f9c2b7d1e&scope=user%3Aemail&response_type=code&approval_prompt=auto&client_id=8a1c4e7f2b9d0a3c5e6f',
            state: '3f9c2b7d1e',
          },
        },
      },
    },
    {
      id: 'ssoCallback',
      method: 'GET',
      path: '/:project/auth/sso/:service/callback',
      summary: 'SSO Callback',
      anchor: 'sso-callback',
      description:
        'The URL the provider sends the user back to: register it as the callback at the provider; your code does not call it. It finds the Directus user with the provider’s email address and redirects to the stored redirect_url: in jwt mode with a short-lived request_token query parameter to exchange for an access token, in cookie mode after setting the session cookie. On failure the redirect carries error=true and code=<error code>.',
      oldAnchors: ['query-6'],
      access: 'public',
      pathParams: [project, service],
      returns: {
        kind: 'other',
        description: 'A redirect (302) to the redirect_url with the request token or the error.',
        redirect: true,
      },
      example: {
        path: '/thumper/auth/sso/github/callback?code=6d1e0f9a4b2c&state=3f9c2b7d1e',
        // The redirect's body: the sign-in as JSON (Auth::ssoServiceCallback, jwt mode).
        response: {data: {token: requestToken, user: editor}},
      },
    },
    {
      id: 'ssoAccessToken',
      method: 'POST',
      path: '/:project/auth/sso/access_token',
      summary: 'Exchange an SSO Request Token',
      anchor: 'exchange-an-sso-request-token',
      description:
        'Trades the request_token that the SSO callback put in the redirect for a temporary access token. The request token expires like an access token, so exchange it right away.',
      access: 'public',
      pathParams: [project],
      body: [
        {
          name: 'request_token',
          type: 'string',
          required: true,
          description: 'The request_token query parameter of the callback’s redirect.',
        },
      ],
      returns: {kind: 'other', description: 'data.token, a temporary access token.'},
      example: {
        path: '/thumper/auth/sso/access_token',
        body: {request_token: requestToken},
        response: {data: {token: accessToken}},
      },
    },
    {
      id: 'ssoAuthenticate',
      method: 'POST',
      path: '/:project/auth/sso/:service',
      summary: 'Sign In with a Provider Code',
      anchor: 'sign-in-with-a-provider-code',
      description:
        'For clients that run the provider’s flow themselves: send the code the provider returned and get a temporary access token for the Directus user with the same email address.',
      access: 'public',
      pathParams: [project, service],
      body: [
        {name: 'code', type: 'string', description: 'The authorization code (OAuth 2 providers).'},
        {name: 'oauth_token', type: 'string', description: 'The OAuth 1 token (Twitter).'},
        {name: 'oauth_verifier', type: 'string', description: 'The OAuth 1 verifier (Twitter).'},
      ],
      returns: {kind: 'other', description: 'data.token, a temporary access token.'},
      example: {
        path: '/thumper/auth/sso/github',
        body: {code: '6d1e0f9a4b2c'},
        response: {data: {token: accessToken}},
      },
    },
    {
      id: 'logout',
      method: 'POST',
      path: '/:project/auth/logout',
      summary: 'Sign Out',
      anchor: 'sign-out',
      description:
        'Ends the session of the token sent with the request (header, query parameter or cookie) by deleting it from the user sessions.',
      access: 'public',
      pathParams: [project],
      returns: emptyReturn,
      example: {path: '/thumper/auth/logout', sdk: 'await client.logout();'},
    },
    {
      id: 'logoutAllSessions',
      method: 'POST',
      path: '/:project/auth/logout/:user',
      summary: 'End All Sessions of a User',
      anchor: 'end-all-sessions-of-a-user',
      description: 'Deletes every recorded session of a user.',
      access: 'public',
      pathParams: [project, user],
      returns: emptyReturn,
      example: {path: '/thumper/auth/logout/3'},
    },
    {
      id: 'logoutSession',
      method: 'POST',
      path: '/:project/auth/logout/:user/:id',
      summary: 'End One Session of a User',
      anchor: 'end-one-session-of-a-user',
      description: 'Deletes one recorded session of a user, by the session’s id.',
      access: 'public',
      pathParams: [
        project,
        user,
        {
          name: 'id',
          type: 'integer',
          description: 'The id of the session (directus_user_sessions.id).',
        },
      ],
      returns: emptyReturn,
      example: {path: '/thumper/auth/logout/3/41'},
    },
    {
      id: 'listSessions',
      method: 'GET',
      path: '/:project/auth/sessions',
      summary: 'List Sessions',
      anchor: 'list-sessions',
      description:
        'Looks up the session of the token sent with the request and, when it finds one, returns the recorded sessions of every user, tokens included. Without a recorded session it answers 204.',
      access: 'public',
      pathParams: [project],
      returns: {
        kind: 'other',
        description:
          'An array of the sessions of all users: id, user, token_type (jwt or cookie), token, ip_address, user_agent, created_on, token_expired_at.',
      },
      example: {path: '/thumper/auth/sessions', response: {data: [session, adminCookieSession]}},
    },
    {
      id: 'checkSession',
      method: 'GET',
      path: '/:project/auth/check',
      summary: 'Check a Session',
      anchor: 'check-a-session',
      description:
        'Tells whether the token sent with the request belongs to a recorded session: a cheap way for a web app in cookie mode to know if it is signed in.',
      access: 'public',
      pathParams: [project],
      returns: {kind: 'other', description: 'data.authenticated, true or false.'},
      example: {path: '/thumper/auth/check', response: {data: {authenticated: true}}},
    },
  ],
} as const satisfies Resource;
