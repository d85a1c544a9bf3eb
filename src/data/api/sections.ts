/**
 * The ids of the sub-sections (Parameters, Query, Attributes, Returns) that the
 * Api* components render, numbered per page in page order the way the old
 * site's slugger did (`parameters`, `parameters-1`...), so old anchors such as
 * /api/items.html#returns-3 still land on the same section. A section added
 * since (`addedSections`) is named after its operation and takes no number.
 */
import type {Operation, Resource} from './types';

export type SectionName = 'parameters' | 'query' | 'attributes' | 'returns';

export type SectionIds = Partial<Record<SectionName, string>>;

function sectionsOf(operation: Operation): SectionName[] {
  const sections: SectionName[] = [];
  if (operation.pathParams?.length) sections.push('parameters');
  if (operation.body?.length) sections.push('attributes');
  if (operation.query?.length || operation.extraQuery?.length) sections.push('query');
  sections.push('returns');
  return sections;
}

/** Section ids of the resource's object (key `object`) and of each operation (by id). */
export function sectionIds(resource: Resource): ReadonlyMap<string, SectionIds> {
  // Ids kept for old links (`oldAnchors`) are taken: numbering skips them.
  const reserved = new Set(resource.operations.flatMap((operation) => operation.oldAnchors ?? []));
  const seen = new Map<SectionName, number>();
  const next = (name: SectionName): string => {
    let id: string;
    do {
      const count = seen.get(name) ?? 0;
      seen.set(name, count + 1);
      id = count === 0 ? name : `${name}-${count}`;
    } while (reserved.has(id));
    return id;
  };
  const ids = new Map<string, SectionIds>();
  if (resource.object?.attributes.length) {
    ids.set('object', {attributes: next('attributes')});
  }
  for (const operation of resource.operations) {
    const own: SectionIds = {};
    for (const name of sectionsOf(operation)) {
      own[name] = operation.addedSections?.includes(name)
        ? `${operation.anchor}-${name}`
        : next(name);
    }
    ids.set(operation.id, own);
  }
  return ids;
}

/** The sections an operation renders, in order, with their ids. */
export function operationSections(
  resource: Resource,
  operation: Operation,
): [SectionName, string][] {
  const ids = sectionIds(resource).get(operation.id) ?? {};
  return sectionsOf(operation).flatMap((name) => {
    const id = ids[name];
    return id ? [[name, id] as [SectionName, string]] : [];
  });
}
