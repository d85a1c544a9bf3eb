/**
 * The messages a Directus 8 user can see, word for word: the API's error
 * messages (./api.ts) and the admin app's error and notification texts
 * (./app.ts). Rendered on /getting-started/troubleshooting.html by
 * <MessageList>; each is a search target (plugins/search-index), so that
 * pasting a message finds what it means.
 */
import {apiMessages} from './api';
import {appMessages} from './app';
import type {Message} from './types';

export type {Message} from './types';

export const messages: readonly Message[] = [...apiMessages, ...appMessages];
