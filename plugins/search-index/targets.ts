/**
 * The named things of the reference that search finds by name, each with the
 * anchor of the row or section that defines it. These come from the data the
 * pages render (src/data), so a name cannot drift from its row; names that
 * live in Markdown tables and headings come from the built pages
 * (./pageTargets.ts).
 */
import {resources} from '../../src/data/api';
import {apiErrors, errorAnchor} from '../../src/data/api/errors';
import {queryParamNames, queryParamPage, queryParams} from '../../src/data/api/queryParams';
import {configAnchor, configGroups, schemaGroups} from '../../src/data/config';
import {hookAnchor, hookEvents} from '../../src/data/hooks';
import {messageAnchor, messageName, messages, messagesPage} from '../../src/data/messages';
import {symptoms} from '../../src/data/symptoms';
import {plainDataText} from '../../shared/dataText';
import type {TargetKind} from '../../shared/searchKinds';

export type SearchTarget = {
  readonly kind: TargetKind;
  /** The result's title: the name as the reference writes it. */
  readonly title: string;
  /** What a reader types to find it: the name, and others such as `POST /items/:collection`. */
  readonly names: readonly [string, ...string[]];
  /**
   * The page and the anchor of the defining row or section:
   * `/api/items.html#create-an-item`; a page of its own has no anchor.
   */
  readonly url: string;
  /** What it is or does, in plain text: the result's excerpt. */
  readonly description: string;
  /**
   * What an operation or a query parameter does, in a few words, which count
   * like its title: "Uploads one file".
   */
  readonly summary?: string;
};

/** The pages that hold the rows of the data modules. */
export const targetPages = {
  environment: '/docker/environment.html',
  configuration: '/advanced/api/configuration.html',
  hooks: '/extensions/hooks.html',
  errors: '/api/errors.html',
} as const;

/**
 * What a description says first, up to its first stop: "Uploads one file".
 * A pointer such as "(see the warning below)" says where to read on, not
 * what the thing does: searched as its name, "warning" would rank it.
 */
function firstClause(text: string): string {
  return (text.split(/[.:;]/)[0] ?? text).replace(/\s*\(see [^)]*\)/g, '');
}

/** `/:project/items/:collection` → `/items/:collection`; other paths stay. */
export function withoutProject(path: string): string {
  return path.replace(/^\/:project(?=\/)/, '');
}

function configTargets(): SearchTarget[] {
  const envTargets = schemaGroups.flatMap((group) =>
    group.keys.flatMap((key): SearchTarget | [] =>
      key.env === null
        ? []
        : {
            kind: 'env',
            title: key.env,
            names: [key.env, key.env.replace(/^DIRECTUS_/, '')],
            url: `${targetPages.environment}#${configAnchor(key)}`,
            description: `${plainDataText(key.description)} Sets ${key.key}.`,
          },
    ),
  );
  const keyTargets = configGroups.flatMap((group) =>
    group.keys.map((key): SearchTarget => ({
      kind: 'config',
      title: key.key,
      names: [key.key],
      url: `${targetPages.configuration}#${configAnchor(key)}`,
      description: plainDataText(key.description),
    })),
  );
  return [...envTargets, ...keyTargets];
}

function hookTargets(): SearchTarget[] {
  return hookEvents.map((event) => ({
    kind: 'hook',
    title: event.name,
    names: [event.name],
    url: `${targetPages.hooks}#${hookAnchor(event)}`,
    description: `${event.kind === 'action' ? 'Action' : 'Filter'}: ${plainDataText(event.when)}`,
  }));
}

function errorTargets(): SearchTarget[] {
  return apiErrors.map((error) => ({
    kind: 'error',
    title: `${error.code} ${error.sources.map((source) => source.name).join(', ')}`,
    // Class names only: a few codes have a label instead ("Maintenance mode").
    names: [
      String(error.code),
      ...error.sources.map((source) => source.name).filter((name) => /^\w+$/.test(name)),
    ],
    url: `${targetPages.errors}#${errorAnchor(error.code)}`,
    description: error.sources
      .map((source) => `${source.name} (${source.status}): ${plainDataText(source.meaning)}`)
      .join(' '),
  }));
}

function queryParamTargets(): SearchTarget[] {
  return queryParamNames.map((name) => ({
    kind: 'queryParam',
    title: name,
    names: [name],
    url: queryParamPage(name),
    description: queryParams[name].summary,
    summary: firstClause(queryParams[name].summary),
  }));
}

function operationTargets(): SearchTarget[] {
  return resources.flatMap((resource) =>
    resource.operations.map((operation): SearchTarget => {
      const endpoint = `${operation.method} ${operation.path}`;
      const path = withoutProject(operation.path);
      // The path alone names it too ("/server/ping"), with each other method on that
      // path; not "/", which holds no word to look it up by.
      const pathName = /\w/.test(path) ? [path] : [];
      return {
        kind: 'operation',
        title: operation.summary,
        names: [
          operation.summary,
          ...new Set([endpoint, `${operation.method} ${path}`, ...pathName]),
        ],
        url: `${resource.page}#${operation.anchor}`,
        description: `${endpoint}: ${plainDataText(operation.description)}`,
        summary: firstClause(plainDataText(operation.description)),
      };
    }),
  );
}

function messageTargets(): SearchTarget[] {
  return messages.map((message) => ({
    kind: 'message',
    title: message.text,
    // As pasted: the variable parts (`{id}`) are whatever the reader's were.
    names: [messageName(message)],
    url: `${messagesPage}#${messageAnchor(message)}`,
    description: `${plainDataText(message.meaning)} ${plainDataText(message.action)}`,
  }));
}

/** A problem in the reader's words opens the section that answers it. */
function symptomTargets(): SearchTarget[] {
  return symptoms.map((symptom) => ({
    kind: 'symptom',
    title: symptom.says[0],
    names: symptom.says,
    url: symptom.answeredAt,
    description: plainDataText(symptom.action),
  }));
}

/** Every named thing of the data modules. */
export function dataTargets(): SearchTarget[] {
  return [
    ...configTargets(),
    ...hookTargets(),
    ...errorTargets(),
    ...queryParamTargets(),
    ...operationTargets(),
    ...messageTargets(),
    ...symptomTargets(),
  ];
}
