/**
 * Where each part a page renders from `src/data` is written: its data module
 * and the lines of the object literal (or the run of list entries) that hold
 * it, read from the module's source with TypeScript's parser at build time,
 * so that an edit to the data never leaves a link pointing at stale lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {LineRange} from '../../src/config/repository';
import {dataPart} from '../../shared/dataParts';
import {resources} from '../../src/data/api';
import {errorGroups} from '../../src/data/api/errors';
import {configGroups} from '../../src/data/config';
import {hookKinds} from '../../src/data/hooks';
import {messageOrigins} from '../../src/data/messages/types';
import {symptomTopics} from '../../src/data/symptoms';

/** A part's data module (relative to the site's folder, `/`-separated) and its lines. */
export type PartLines = LineRange & {readonly file: string};

/** The folders whose modules hold the API resources and the config groups. */
const apiDir = 'src/data/api';
const configDir = 'src/data/config';

/**
 * The lists that render as one table per value of a property of their
 * entries: the hook events by kind, the error codes by group, the messages
 * by origin (a file each), the problems by topic.
 */
const lists = [
  {file: 'src/data/hooks.ts', array: 'hookEvents', by: 'kind', part: dataPart.hooks},
  {file: 'src/data/api/errors.ts', array: 'apiErrors', by: 'group', part: dataPart.errors},
  {file: 'src/data/messages/api.ts', array: 'apiMessages', by: 'origin', part: dataPart.messages},
  {file: 'src/data/messages/app.ts', array: 'appMessages', by: 'origin', part: dataPart.messages},
  {file: 'src/data/messages/sdk.ts', array: 'sdkMessages', by: 'origin', part: dataPart.messages},
  {file: 'src/data/symptoms/index.ts', array: 'symptoms', by: 'topic', part: dataPart.symptoms},
] as const;

type Source = {readonly file: string; readonly tree: ts.SourceFile};

function read(siteDir: string, file: string): Source {
  const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
  return {file, tree: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)};
}

function modulesIn(siteDir: string, dir: string): Source[] {
  return fs
    .readdirSync(path.join(siteDir, dir))
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => read(siteDir, `${dir}/${name}`));
}

function linesOf({file, tree}: Source, node: ts.Node): PartLines {
  const line = (position: number) => tree.getLineAndCharacterOfPosition(position).line + 1;
  return {file, start: line(node.getStart(tree)), end: line(node.getEnd())};
}

/** Every node under `node`, depth first. */
function* nodesUnder(node: ts.Node): Generator<ts.Node> {
  for (const child of node.getChildren()) {
    yield child;
    yield* nodesUnder(child);
  }
}

/** The expression without `as const`, `satisfies T` or parentheses around it. */
function bare(expression: ts.Expression): ts.Expression {
  let inner = expression;
  while (
    ts.isAsExpression(inner) ||
    ts.isSatisfiesExpression(inner) ||
    ts.isParenthesizedExpression(inner)
  ) {
    inner = inner.expression;
  }
  return inner;
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteralLike(name) ? name.text : undefined;
}

/** The value of a property written `name: value` in an object literal. */
function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of object.properties) {
    if (ts.isPropertyAssignment(member) && propertyName(member.name) === name) {
      return bare(member.initializer);
    }
  }
  return undefined;
}

/** A property's value when it is a string written out, as in `id: 'listItems'`. */
function stringProperty(object: ts.ObjectLiteralExpression, name: string): string | undefined {
  const value = property(object, name);
  return value && ts.isStringLiteralLike(value) ? value.text : undefined;
}

function objectLiterals({tree}: Source): ts.ObjectLiteralExpression[] {
  return [...nodesUnder(tree)].filter(ts.isObjectLiteralExpression);
}

/** Adds a part's lines, refusing a part found twice: its link could not choose. */
function add(map: Map<string, PartLines>, part: string, lines: PartLines): void {
  const earlier = map.get(part);
  if (earlier) {
    throw new Error(
      `edit links: ${part} is written twice, ${earlier.file}:${earlier.start} and ${lines.file}:${lines.start}`,
    );
  }
  map.set(part, lines);
}

/** What an expression stands for: a name of this module is followed to its value. */
function definition(source: Source, expression: ts.Expression): ts.Node {
  const value = bare(expression);
  return (ts.isIdentifier(value) && constantValue(source, value.text)) || value;
}

/**
 * Resources are the object literals with an `id` and `operations`: their
 * `object`, and each entry of `operations` (a literal, or the call of a
 * helper that writes it), matched to the resource's operations in order.
 */
function apiParts(siteDir: string, found: Map<string, PartLines>): void {
  for (const source of modulesIn(siteDir, apiDir)) {
    for (const literal of objectLiterals(source)) {
      const resource = resources.find(
        (candidate) => candidate.id === stringProperty(literal, 'id'),
      );
      const operations = property(literal, 'operations');
      if (!resource || !operations) {
        continue;
      }
      const entries = definition(source, operations);
      if (
        !ts.isArrayLiteralExpression(entries) ||
        entries.elements.some(ts.isSpreadElement) ||
        entries.elements.length !== resource.operations.length
      ) {
        const {start} = linesOf(source, operations);
        throw new Error(
          `edit links: ${source.file}:${start}: write the operations of ${resource.id} as a list, an entry each`,
        );
      }
      resource.operations.forEach((operation, index) => {
        const entry = definition(source, entries.elements[index] as ts.Expression);
        add(found, dataPart.operation(operation.id), linesOf(source, entry));
      });
      const object = property(literal, 'object');
      if (object) {
        add(found, dataPart.object(resource.id), linesOf(source, definition(source, object)));
      }
    }
  }
}

/** Config groups: object literals with an `id` and `keys`. */
function configParts(siteDir: string, found: Map<string, PartLines>): void {
  for (const source of modulesIn(siteDir, configDir)) {
    for (const literal of objectLiterals(source)) {
      const id = stringProperty(literal, 'id');
      if (id !== undefined && property(literal, 'keys')) {
        add(found, dataPart.config(id), linesOf(source, literal));
      }
    }
  }
}

/** The values of `name: '…'` properties of the object literals under `node`, itself included. */
function valuesUnder(node: ts.Node, name: string): Set<string> {
  const literals = [node, ...nodesUnder(node)].filter(ts.isObjectLiteralExpression);
  return new Set(literals.flatMap((literal) => stringProperty(literal, name) ?? []));
}

/** The function or constant of this module named `name`. */
function localDeclaration({tree}: Source, name: string): ts.Node | undefined {
  return [...nodesUnder(tree)].find(
    (node) =>
      (ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) &&
      node.name !== undefined &&
      ts.isIdentifier(node.name) &&
      node.name.text === name,
  );
}

/** The value of the constant of this module named `name`. */
function constantValue(source: Source, name: string): ts.Expression | undefined {
  const declaration = localDeclaration(source, name);
  return declaration && ts.isVariableDeclaration(declaration) && declaration.initializer
    ? bare(declaration.initializer)
    : undefined;
}

/** The value of `by` that a list entry has, in its literal or in the helper that writes it. */
function entryValue(source: Source, entry: ts.Expression, by: string): string {
  let values = valuesUnder(entry, by);
  if (values.size === 0 && ts.isSpreadElement(entry)) {
    const call = bare(entry.expression);
    const helper =
      ts.isCallExpression(call) && ts.isIdentifier(call.expression)
        ? localDeclaration(source, call.expression.text)
        : undefined;
    values = helper ? valuesUnder(helper, by) : values;
  }
  const [value, ...others] = values;
  if (value === undefined || others.length > 0) {
    const {start} = linesOf(source, entry);
    throw new Error(`edit links: ${source.file}:${start}: cannot tell this entry's "${by}"`);
  }
  return value;
}

/**
 * For each value of `by`, the lines from the first to the last entry of the
 * list with that value; those entries must stand together.
 */
function listParts(source: Source, array: string, by: string) {
  const list = constantValue(source, array);
  if (!list || !ts.isArrayLiteralExpression(list)) {
    throw new Error(`edit links: ${source.file} has no list "${array}"`);
  }
  const runs = new Map<string, {first: ts.Node; last: ts.Node}>();
  let previous: string | undefined;
  for (const entry of list.elements) {
    const value = entryValue(source, entry, by);
    const run = runs.get(value);
    if (run && previous !== value) {
      const {start} = linesOf(source, entry);
      throw new Error(
        `edit links: ${source.file}:${start}: the "${value}" entries of ${array} must stand together`,
      );
    }
    runs.set(value, {first: run?.first ?? entry, last: entry});
    previous = value;
  }
  return runs;
}

/** Every part with its lines, by part name (shared/dataParts.ts). */
export function dataPartLines(siteDir: string): ReadonlyMap<string, PartLines> {
  const found = new Map<string, PartLines>();
  apiParts(siteDir, found);
  configParts(siteDir, found);
  for (const {file, array, by, part} of lists) {
    const source = read(siteDir, file);
    for (const [value, {first, last}] of listParts(source, array, by)) {
      const lines = {file, start: linesOf(source, first).start, end: linesOf(source, last).end};
      // A value that is no kind, group or origin gives a name no part asks for.
      add(found, (part as (value: string) => string)(value), lines);
    }
  }
  const expected = [
    ...resources.flatMap((resource) => [
      ...resource.operations.map((operation) => dataPart.operation(operation.id)),
      ...(resource.object ? [dataPart.object(resource.id)] : []),
    ]),
    ...configGroups.map((group) => dataPart.config(group.id)),
    ...hookKinds.map(dataPart.hooks),
    ...errorGroups.map(dataPart.errors),
    ...messageOrigins.map(dataPart.messages),
    ...symptomTopics.map(dataPart.symptoms),
  ];
  const missing = expected.filter((part) => !found.has(part));
  if (missing.length > 0) {
    throw new Error(`edit links: cannot find where these are written: ${missing.join(', ')}`);
  }
  return new Map(expected.map((part) => [part, found.get(part) as PartLines]));
}
