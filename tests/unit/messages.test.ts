import {describe, expect, it} from 'vitest';
import {apiErrors} from '@site/src/data/api/errors';
import {apiMessages} from '@site/src/data/messages/api';
import {appMessages} from '@site/src/data/messages/app';
import {sdkMessages} from '@site/src/data/messages/sdk';
import {messageAnchor, messageName, messages} from '@site/src/data/messages';
// The files of directus/v8-archive at the pinned commit with their line counts.
import v8Tree from '../fixtures/v8-archive-files.json';

const lines: Record<string, number> = v8Tree.lines;
const codes = new Set(apiErrors.map((error) => error.code));
// An old numbered heading's anchor starts with `_` (`#_2-database-options`); the build checks that it exists.
const sitePath = /^\/[a-z0-9/_-]+(\.html|\/)(#[a-z0-9_-]+)?$/;

function split(definedIn: string): {file: string; line: number} {
  const [file = '', line = ''] = definedIn.split('#L');
  return {file, line: Number(line)};
}

describe('messages', () => {
  it('has each text once', () => {
    const texts = messages.map((message) => message.text);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it('points every definedIn at a line of a file of the v8 source', () => {
    for (const message of messages) {
      const {file, line} = split(message.definedIn);
      expect(lines[file], message.definedIn).toBeDefined();
      expect(line, message.definedIn).toBeGreaterThan(0);
      expect(line, message.definedIn).toBeLessThanOrEqual(lines[file] ?? 0);
    }
  });

  it('gives each entry the origin of its file', () => {
    for (const message of messages) {
      expect(message.definedIn.startsWith(`${message.origin}/`), message.text).toBe(true);
    }
    expect(
      appMessages.every((message) =>
        message.definedIn.startsWith('app/src/lang/en-US/index.json#L'),
      ),
    ).toBe(true);
    // The SDK messages are the JavaScript SDK's (@directus/sdk-js 6.3.0), not the other SDKs' in sdk/.
    expect(sdkMessages.every((message) => message.definedIn.startsWith('sdk/sdk-js/src/'))).toBe(
      true,
    );
  });

  it('uses only codes listed in the API errors', () => {
    for (const message of messages) {
      if (message.code !== undefined) expect(codes.has(message.code), message.text).toBe(true);
    }
  });

  it('links only to site pages as /page.html or /page.html#anchor', () => {
    for (const message of messages) {
      const links = [...message.action.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
      if (message.explainedAt !== undefined) links.push(message.explainedAt);
      for (const link of links) {
        expect(link, message.text).toMatch(sitePath);
        // A folder page's address is `/extensions/`: `index.html` is not a route.
        expect(link, message.text).not.toMatch(/\/index\.html/);
      }
    }
  });

  it('sorts the API and SDK messages by file and line, the app messages by line', () => {
    const key = (definedIn: string): [string, number] => {
      const {file, line} = split(definedIn);
      return [file, line];
    };
    for (const list of [apiMessages, sdkMessages]) {
      const keys = list.map((message) => key(message.definedIn));
      const sorted = [...keys].sort(([a, x], [b, y]) => (a === b ? x - y : a < b ? -1 : 1));
      expect(keys).toEqual(sorted);
    }
    const appLines = appMessages.map((message) => split(message.definedIn).line);
    expect(appLines).toEqual([...appLines].sort((x, y) => x - y));
  });

  it('gives each message its own anchor and a name without the variable parts', () => {
    const anchors = messages.map(messageAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(messageName({...messages[0]!, text: 'Item "{id}" not found'})).toBe('Item not found');
    expect(messageName({...messages[0]!, text: 'Missing length for: {field}'})).toBe(
      'Missing length for:',
    );
    for (const message of messages) {
      expect(messageName(message), message.text).not.toMatch(/[{}]/);
    }
  });
});
