import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {dataPartLines, type PartLines} from '@site/plugins/edit-links/lines';
import {editLinks} from '@site/plugins/edit-links';
import {dataPart} from '@site/shared/dataParts';
import {parseRemote} from '@site/src/config/repository';
import {resources} from '@site/src/data/api';
import {apiErrors, errorGroups} from '@site/src/data/api/errors';
import {configGroups} from '@site/src/data/config';
import {hookEvents, hookKinds} from '@site/src/data/hooks';
import {messageOrigins, messages} from '@site/src/data/messages';

const siteDir = path.resolve(__dirname, '../..');
const lines = dataPartLines(siteDir);

/** The source text of a part's lines, after checking that they are in its file. */
function textOf(part: string): string {
  const found = lines.get(part);
  if (!found) {
    throw new Error(`no lines for ${part}`);
  }
  const file = path.join(siteDir, found.file);
  expect(fs.existsSync(file), found.file).toBe(true);
  const fileLines = fs.readFileSync(file, 'utf8').split('\n');
  expect(found.start).toBeGreaterThanOrEqual(1);
  expect(found.end).toBeGreaterThanOrEqual(found.start);
  expect(found.end).toBeLessThanOrEqual(fileLines.length);
  const text = fileLines.slice(found.start - 1, found.end).join('\n');
  expect(balanced(text), `${part}, ${found.file}:${found.start}-${found.end}`).toBe(true);
  return text;
}

/**
 * Whether the lines hold whole code, opening and closing as many brackets:
 * lines cut from a part, or reaching into its neighbour, do not. (Strings
 * and comments are left out first: brackets in text do not count.)
 */
function balanced(text: string): boolean {
  // Left to right, so that `//` in a string and quotes in a comment stay what they are.
  const code = text.replace(
    /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|\/\/.*$/gm,
    '',
  );
  let depth = 0;
  for (const char of code) {
    depth += '{[('.includes(char) ? 1 : ')]}'.includes(char) ? -1 : 0;
    if (depth < 0) {
      return false;
    }
  }
  return depth === 0;
}

/** Whether `text` holds `value` written as a string literal, in any quotes. */
function holdsLiteral(text: string, value: string): boolean {
  return ["'", '"', '`'].some((quote) => text.includes(`${quote}${value}${quote}`));
}

describe('the lines of each part rendered from src/data', () => {
  const operations = resources.flatMap((resource) =>
    resource.operations.map((operation) => ({resource, operation})),
  );

  it.each(operations.map(({resource, operation}) => [resource.id, operation.id, operation]))(
    'operation %s/%s: its id or title, no other operation’s',
    (_resource, _id, operation) => {
      const text = textOf(dataPart.operation(operation.id));
      expect(
        holdsLiteral(text, operation.id) || holdsLiteral(text, operation.summary),
        `${operation.id} in:\n${text}`,
      ).toBe(true);
      for (const {operation: other} of operations) {
        if (other !== operation) {
          expect(holdsLiteral(text, other.summary), other.summary).toBe(false);
        }
      }
    },
  );

  it.each(resources.flatMap((resource) => (resource.object ? [resource] : [])))(
    'object of $id: its anchor',
    (resource) => {
      expect(textOf(dataPart.object(resource.id))).toContain(
        `anchor: '${resource.object?.anchor}'`,
      );
    },
  );

  it.each(configGroups)('config group $id: its id, every key and environment variable', (group) => {
    const text = textOf(dataPart.config(group.id));
    expect(text).toContain(`id: '${group.id}'`);
    for (const entry of group.keys) {
      expect(holdsLiteral(text, entry.key), entry.key).toBe(true);
      if (entry.env !== null) {
        expect(holdsLiteral(text, entry.env), entry.env).toBe(true);
      }
    }
  });

  it.each(hookKinds)('hook events of kind %s: every event’s name', (kind) => {
    const text = textOf(dataPart.hooks(kind));
    for (const event of hookEvents.filter((candidate) => candidate.kind === kind)) {
      // A helper writes the names of a family (`item.create.<collection>:before`) from its prefix.
      const prefix = event.name.replace('.<collection>', '').replace(/:(before|after)$/, '');
      expect(holdsLiteral(text, event.name) || holdsLiteral(text, prefix), event.name).toBe(true);
    }
  });

  it.each(errorGroups)('error codes of group %s: every code', (group) => {
    const text = textOf(dataPart.errors(group));
    for (const error of apiErrors.filter((candidate) => candidate.group === group)) {
      expect(text).toContain(`code: ${error.code},\n    group: '${group}',`);
    }
  });

  it.each(messageOrigins)('messages of %s: every message’s source line', (origin) => {
    const text = textOf(dataPart.messages(origin));
    for (const message of messages.filter((candidate) => candidate.origin === origin)) {
      expect(holdsLiteral(text, message.definedIn), message.definedIn).toBe(true);
    }
  });

  it('gives the parts of one file lines of their own', () => {
    const sorted = [...lines.values()].sort(
      (a, b) => a.file.localeCompare(b.file) || a.start - b.start,
    );
    sorted.slice(1).forEach((part: PartLines, index) => {
      const before = sorted[index];
      if (before?.file === part.file) {
        expect(part.start, `${part.file}:${part.start}`).toBeGreaterThan(before.end);
      }
    });
  });
});

describe('dataPartLines', () => {
  /** A copy of the site's data, with `file` changed by `change`. */
  function siteWith(file: string, change: (source: string) => string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-links-'));
    fs.cpSync(path.join(siteDir, 'src/data'), path.join(dir, 'src/data'), {recursive: true});
    const target = path.join(dir, file);
    fs.writeFileSync(target, change(fs.readFileSync(target, 'utf8')));
    return dir;
  }

  it('fails on entries of one table that do not stand together', () => {
    const dir = siteWith('src/data/api/errors.ts', (source) =>
      source.replace("group: 'utils'", "group: 'general'"),
    );
    try {
      expect(() => dataPartLines(dir)).toThrow(
        /"general" entries of apiErrors must stand together/,
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('fails on a part it cannot find', () => {
    const dir = siteWith('src/data/config/cache.ts', (source) =>
      source.replace("id: 'cache-pool'", "id: 'cachePool'"),
    );
    try {
      expect(() => dataPartLines(dir)).toThrow(
        /cannot find where these are written: config:cache-pool$/,
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('editLinks', () => {
  it('opens the lines of each part in the repository, or nothing without one', () => {
    const home = parseRemote('git@github.com:directus/v8-docs.git');
    const repository = home && {...home, branch: 'main', docsDir: 'docs', siteDir: ''};
    const links = editLinks(siteDir, repository);
    const {start, end} = lines.get(dataPart.operation('listItems')) ?? {start: 0, end: 0};
    expect(links[dataPart.operation('listItems')]).toEqual({
      href: `https://github.com/directus/v8-docs/blob/main/src/data/api/items.ts#L${start}-L${end}`,
      file: 'src/data/api/items.ts',
    });
    expect(Object.keys(links)).toHaveLength(lines.size);
    expect(editLinks(siteDir, null)).toEqual({});
  });
});
