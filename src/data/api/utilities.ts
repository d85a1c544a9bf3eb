import type {Attribute, Resource} from './types';
import {project} from './pathParams';

const hash = '$2y$10$Qp7mZt1xVhR8cJ0wLs3eYO4nKd9fB2gHu6aTq5rW1yXe8iMz0pC3S';

const hasherNames =
  'core (PHP’s password_hash with its default algorithm), bcrypt, md5, sha1, sha224, sha256, sha384 or sha512. Defaults to core.';

const hasher: Attribute = {
  name: 'hasher',
  type: 'string',
  description: `The algorithm: ${hasherNames}`,
};

export const utilities = {
  id: 'utilities',
  title: 'Utilities',
  page: '/api/utilities.html',
  operations: [
    {
      id: 'createHash',
      method: 'POST',
      path: '/:project/utils/hash',
      summary: 'Create a Hash',
      anchor: 'create-a-hash',
      description:
        'Hashes a string with one of the API’s hashers, the same ones a hash field uses. Use it to prepare a value you store yourself.',
      // The earlier site's page had a Query section; the route reads no query parameters.
      oldAnchors: ['query'],
      access: 'public',
      pathParams: [project],
      body: [
        {name: 'string', type: 'string', required: true, description: 'The string to hash.'},
        hasher,
        {
          name: 'options',
          type: 'object',
          description:
            'Options for the core and bcrypt hashers, passed to PHP’s password_hash, such as cost.',
        },
      ],
      returns: {kind: 'other', description: 'An object with the hash.'},
      example: {
        path: '/thumper/utils/hash',
        body: {string: 'correct-horse-battery'},
        response: {data: {hash}},
      },
    },
    {
      id: 'verifyHash',
      method: 'POST',
      path: '/:project/utils/hash/match',
      summary: 'Verify a Hashed String',
      anchor: 'verify-a-hashed-string',
      description:
        'Tells whether a string matches a hash, for example a password against the hash you stored.',
      oldAnchors: ['query-1'],
      access: 'public',
      pathParams: [project],
      body: [
        {name: 'string', type: 'string', required: true, description: 'The string to check.'},
        {
          name: 'hash',
          type: 'string',
          required: true,
          description: 'The hash to check it against.',
        },
        {...hasher, description: `The algorithm the hash was made with: ${hasherNames}`},
      ],
      returns: {kind: 'other', description: 'An object whose valid attribute is true or false.'},
      example: {
        path: '/thumper/utils/hash/match',
        body: {string: 'correct-horse-battery', hash},
        response: {data: {valid: true}},
      },
    },
    {
      id: 'randomString',
      method: 'POST',
      path: '/:project/utils/random/string',
      summary: 'Generate a Random String',
      anchor: 'generate-a-random-string',
      description:
        'Returns a random string of letters, digits and the symbols !@#$%^&*()_+}{;?>.<, of the length you ask for.',
      oldAnchors: ['query-2'],
      access: 'public',
      pathParams: [project],
      body: [
        {
          name: 'length',
          type: 'integer',
          description: 'How many characters the string has. Defaults to 32.',
        },
      ],
      returns: {kind: 'other', description: 'An object with the string in random.'},
      example: {
        path: '/thumper/utils/random/string',
        body: {length: 12},
        response: {data: {random: 'q7}Vd#2mR.xK'}},
      },
    },
    {
      id: 'generate2FASecret',
      method: 'GET',
      path: '/:project/utils/2fa_secret',
      summary: 'Generate a 2FA Secret',
      anchor: 'generate-a-2fa-secret',
      description:
        'Returns a new random secret for two-factor authentication, to show to a user (for example as a QR code) and then save with the activate route of the users endpoints.',
      oldAnchors: ['query-3'],
      access: 'public',
      pathParams: [project],
      returns: {kind: 'other', description: 'An object with the secret in 2fa_secret.'},
      example: {
        path: '/thumper/utils/2fa_secret',
        response: {data: {'2fa_secret': 'MFRGGZDFMZTWQ2LK'}},
      },
    },
  ],
} as const satisfies Resource;
