/** The JavaScript SDK's error texts (@directus/sdk-js 6.3.0, sdk/sdk-js/src), word for word: see ./types.ts. Sorted by file and line. */
import type {Message} from './types';

export const sdkMessages: readonly Message[] = [
  {
    text: 'Directus call failed: {method} {endpoint} {params} - {message} (code {code})',
    origin: 'sdk',
    definedIn: 'sdk/sdk-js/src/API.ts#L77',
    meaning:
      "An `APIError` turned into a string (`String(error)`, a template literal): the HTTP method in capitals, the endpoint path, the query parameters as JSON, the message and the code. `error.message` holds the message alone: the API's own (listed under API messages) or one of the SDK's below. `error.code` is the API's error code as a string, or `\"-1\"`.",
    action:
      "Look up the message and the code: the API's messages are listed above, its codes on the API errors page.",
    explainedAt: '/guides/js-sdk.html#requests',
  },
  {
    text: 'SDK has no URL configured to send requests to, please check the docs.',
    origin: 'sdk',
    definedIn: 'sdk/sdk-js/src/API.ts#L208',
    meaning:
      'A method was called on a client without `url`, neither in the options of `new SDK()` nor in the credentials of `login`. The SDK fails before it sends anything; most methods throw at once rather than return a rejected promise, so a `.catch()` on the call misses it.',
    action: 'Pass `url` (the API address, without the project) when you create the client.',
    explainedAt: '/guides/js-sdk.html#configuration',
  },
  {
    text: 'SDK has no project configured to send requests to, please check the docs.',
    origin: 'sdk',
    definedIn: 'sdk/sdk-js/src/API.ts#L212',
    meaning:
      'A method of a project route was called on a client without `project`: there is no default. `ping`, `serverInfo`, `getInterfaces`, `getLayouts` and `getModules` call routes outside any project and do not fail.',
    action:
      'Pass `project` (the project key) when you create the client, or set `client.config.project`.',
    explainedAt: '/guides/js-sdk.html#configuration',
  },
  {
    text: 'Unknown error occured',
    origin: 'sdk',
    definedIn: 'sdk/sdk-js/src/API.ts#L277',
    meaning:
      "A request failed with an error status and an answer whose `error` object has no `message`. The API's error handler writes `Unknown Error` for an exception without a message, so this answer was written elsewhere, for example by a custom endpoint.",
    action: "Read the answer in the browser's network panel, and check the code that wrote it.",
    explainedAt: '/guides/js-sdk.html#requests',
  },
  {
    text: 'API returned invalid JSON',
    origin: 'sdk',
    definedIn: 'sdk/sdk-js/src/API.ts#L279',
    meaning:
      'The SDK never shows it: it checks a property that its own failed JSON parse does not set, so an answer that is not JSON ends as `Network error`.',
    action: 'Nothing to do.',
  },
  {
    text: 'Network error',
    origin: 'sdk',
    definedIn: 'sdk/sdk-js/src/API.ts#L284',
    meaning:
      'A request failed without an API error (`error.code` is `"-1"`): no answer at all (the server is down, the browser blocked it for CORS, or 10 minutes passed), an error status whose answer holds no `error` object (a web server or proxy error page), or a successful answer that is not JSON, such as HTML or a PHP warning printed before the JSON (`ping` and `getAsset` take any answer).',
    action:
      "Check `url` and open the browser's network panel or call the endpoint with curl to see the answer.",
    explainedAt: '/guides/js-sdk.html#requests',
  },
  {
    text: 'auth_expired_token',
    origin: 'sdk',
    definedIn: 'sdk/sdk-js/src/Authentication.ts#L182',
    code: 102,
    meaning:
      'The SDK never shows it: it passes this to an auto-refresh error handler, a private field that no option or method sets. Once its estimate of the token expiry has passed, the SDK stops refreshing.',
    action:
      'Log in again. Until you do, the SDK keeps sending the expired token, and the API answers as it answers the Public role; `refresh()` with that token fails with code 102.',
    explainedAt: '/guides/js-sdk.html#staying-logged-in',
  },
  {
    text: 'ConcurrencyManager Error: minimun concurrent requests is 1',
    origin: 'sdk',
    definedIn: 'sdk/sdk-js/src/ConcurrencyManager.ts#L21',
    meaning:
      'You called the exported `concurrencyManager(axios, limit)` with a limit below 1. The SDK itself calls it with 10.',
    action: 'Pass a limit of 1 or more.',
  },
];
