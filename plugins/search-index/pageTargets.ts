/**
 * Named things that pages define in Markdown (a table row, a heading) rather
 * than render from src/data: CLI commands, filter operators, field types,
 * interfaces, the Docker image's own variables and the JavaScript SDK's
 * methods. They are read from the built pages, so they follow the pages as
 * they are edited.
 */
import type {Element, Root, RootContent} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {textOf as text} from './hast';
import type {TargetKind} from '../../shared/searchKinds';
import type {SearchTarget} from './targets';

export type PageTargetSource = {
  readonly kind: TargetKind;
  /** The page, as its route. */
  readonly page: string;
  /** Ids of the headings whose sections define the names. */
  readonly sections: readonly string[];
  /**
   * `table`: the first column of the section's tables holds the names (and
   * `aliasColumn` more names, such as an operator's alias). A row opens at
   * the anchor its name links to, else at its own id (see `rowIdPrefix`),
   * else at the section.
   * `headings`: each sub-heading whose text starts with code is a name, and
   * opens at its own anchor.
   */
  readonly from: 'table' | 'headings';
  readonly aliasColumn?: number;
  /** When set, remark/rowAnchors.ts gives each row the id `<prefix><name in lower case>`. */
  readonly rowIdPrefix?: string;
  /**
   * Leave out the rows named by a plain word (the SDK's `login`, `ping`): a
   * reader who types "login" wants to sign in, not the method of that name.
   */
  readonly identifiersOnly?: boolean;
};

/** A method is named without its arguments: `getItems(collection, params)` is `getItems`. */
export function nameInCode(code: string): string {
  return code.replace(/\(.*$/s, '');
}

/** A name that is an ordinary word, lower case, with no capital or punctuation: `login`. */
const plainWord = /^[a-z]+$/;

export const pageTargetSources: readonly PageTargetSource[] = [
  {kind: 'cli', page: '/guides/cli.html', sections: ['commands-list'], from: 'table'},
  {
    kind: 'operator',
    page: '/api/query/filter.html',
    sections: ['operators'],
    from: 'table',
    aliasColumn: 1,
    rowIdPrefix: 'operator-',
  },
  {
    kind: 'fieldType',
    page: '/guides/field-types.html',
    sections: ['all-field-types'],
    from: 'table',
    rowIdPrefix: 'type-',
  },
  {
    kind: 'interface',
    page: '/guides/interfaces.html',
    sections: ['core-interfaces', 'system-interfaces'],
    from: 'headings',
  },
  {
    kind: 'env',
    page: '/docker/environment.html',
    sections: ['general-1', 'installation-process'],
    from: 'table',
    // Like the rows of the variables that are config keys (<ConfigReference>).
    rowIdPrefix: '',
  },
  {
    kind: 'sdkMethod',
    page: '/guides/js-sdk.html',
    sections: ['reference'],
    from: 'table',
    rowIdPrefix: 'sdk-',
    identifiersOnly: true,
  },
];

function headingLevel(node: RootContent): number | undefined {
  const match = node.type === 'element' ? /^h([1-6])$/.exec(node.tagName) : null;
  return match ? Number(match[1]) : undefined;
}

/** The heading with `id` and the elements after it, up to the next heading of its level or above. */
function sectionOf(root: Root, id: string): {heading: Element; body: Element[]} | undefined {
  const isHeading = (node: RootContent): node is Element =>
    headingLevel(node) !== undefined && node.type === 'element' && node.properties.id === id;
  const siblings: readonly RootContent[] =
    [root, ...selectAll('*', root)].find((node) => node.children.some(isHeading))?.children ?? [];
  const heading = siblings.find(isHeading);
  if (!heading) {
    return undefined;
  }
  const level = headingLevel(heading) ?? 6;
  const after = siblings.slice(siblings.indexOf(heading) + 1);
  const end = after.findIndex((node) => (headingLevel(node) ?? 7) <= level);
  const body = (end === -1 ? after : after.slice(0, end)).filter(
    (node): node is Element => node.type === 'element',
  );
  return {heading, body};
}

function codes(node: Element): string[] {
  return selectAll('code', node).map(text);
}

function tableTargets(source: PageTargetSource, page: string, anchor: string, body: Element[]) {
  const rows = body.flatMap((node) => selectAll('tbody tr', node));
  return rows.flatMap((row): SearchTarget | [] => {
    const cells = row.children.filter((cell): cell is Element => cell.type === 'element');
    const [nameCell, ...rest] = cells;
    const signatures = nameCell ? codes(nameCell) : [];
    // A method's signatures share its name (the SDK's `updateFields` has two).
    const [name, ...others] = [...new Set(signatures.map(nameInCode))];
    if (
      !nameCell ||
      name === undefined ||
      (source.identifiersOnly === true && plainWord.test(name))
    ) {
      return [];
    }
    const link = select('a[href^="#"]', nameCell)?.properties.href;
    const id = row.properties.id;
    const aliasCell = source.aliasColumn === undefined ? undefined : cells[source.aliasColumn];
    // Only word-like aliases: Pagefind drops symbols such as `<=` from a query.
    const aliases = aliasCell ? codes(aliasCell).filter((alias) => /\w/.test(alias)) : [];
    const description = rest
      .filter((cell) => cell !== aliasCell)
      .map(text)
      .filter((cellText) => cellText !== '')
      .join('; ');
    return {
      kind: source.kind,
      title: signatures.join(', '),
      names: [name, ...others, ...aliases],
      url: `${page}#${typeof link === 'string' ? link.slice(1) : typeof id === 'string' ? id : anchor}`,
      description,
    };
  });
}

function headingTargets(source: PageTargetSource, page: string, heading: Element, body: Element[]) {
  const subLevel = (headingLevel(heading) ?? 6) + 1;
  return body.flatMap((node, index): SearchTarget | [] => {
    const [name, ...aliases] = codes(node);
    const id = node.properties.id;
    if (headingLevel(node) !== subLevel || name === undefined || typeof id !== 'string') {
      return [];
    }
    const next = body.slice(index + 1).find((sibling) => sibling.tagName === 'p');
    return {
      kind: source.kind,
      title: name,
      names: [name, ...aliases],
      url: `${page}#${id}`,
      description: next ? text(next) : '',
    };
  });
}

/**
 * The names `page` defines, read from its built HTML. Throws, naming the
 * page, when a declared section is missing or defines no name: the page
 * changed and the search would silently lose its names.
 */
export function targetsOfPage(page: string, root: Root): SearchTarget[] {
  return pageTargetSources
    .filter((source) => source.page === page)
    .flatMap((source) =>
      source.sections.flatMap((anchor) => {
        const section = sectionOf(root, anchor);
        const targets =
          section === undefined
            ? []
            : source.from === 'table'
              ? tableTargets(source, page, anchor, section.body)
              : headingTargets(source, page, section.heading, section.body);
        if (targets.length === 0) {
          throw new Error(
            `[search-index] ${page}: section #${anchor} should define the ${source.kind} names search finds, but has none.`,
          );
        }
        return targets;
      }),
    );
}
