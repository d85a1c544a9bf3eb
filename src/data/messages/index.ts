/**
 * The messages a Directus 8 user can see, word for word: the API's error
 * messages (./api.ts), the admin app's error and notification texts
 * (./app.ts) and the JavaScript SDK's error texts (./sdk.ts). Rendered on
 * /getting-started/messages.html by <MessageList>; each is a search target
 * (plugins/search-index), so that pasting a message finds what it means.
 */
import {apiMessages} from './api';
import {appMessages} from './app';
import {sdkMessages} from './sdk';
import {messagePlaceholder, type Message} from './types';

export {messageOrigins, messagePlaceholder, type Message, type MessageOrigin} from './types';

export const messages: readonly Message[] = [...apiMessages, ...appMessages, ...sdkMessages];

/** The page that lists them. */
export const messagesPage = '/getting-started/messages.html';

/**
 * The id of a message's entry: `message-api-item-not-found` (its text
 * without the variable parts); `-2` and on for a text that differs from an
 * earlier one only in case or in its variable parts.
 */
export function messageAnchor(message: Message): string {
  const anchor = anchors().get(message);
  if (anchor === undefined) {
    throw new Error(`messageAnchor: "${message.text}" is not in src/data/messages.`);
  }
  return anchor;
}

/** The text's part of an anchor: `message-api-item-not-found`. */
function baseAnchor(message: Message): string {
  const slug = messageName(message)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  return `message-${message.origin}-${slug}`;
}

let anchorsByMessage: ReadonlyMap<Message, string> | undefined;

/** Every message's anchor, worked out once, in list order (which numbers the repeats). */
function anchors(): ReadonlyMap<Message, string> {
  if (anchorsByMessage === undefined) {
    const seen = new Map<string, number>();
    anchorsByMessage = new Map(
      messages.map((message) => {
        const base = baseAnchor(message);
        const count = (seen.get(base) ?? 0) + 1;
        seen.set(base, count);
        return [message, count > 1 ? `${base}-${count}` : base];
      }),
    );
  }
  return anchorsByMessage;
}

/** A placeholder with the quotes around it, which go with the value: `"{id}"`. */
const quotedPlaceholder = new RegExp(`"?${messagePlaceholder.source}"?`, 'g');

/** A message as a reader may paste it: its text with the variable parts (`{id}`) left out. */
export function messageName(message: Message): string {
  return message.text
    .replace(quotedPlaceholder, ' ')
    .replace(/\s+([:.,;)])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
