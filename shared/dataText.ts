/**
 * The markup of the texts in src/data: `backticks` for code and
 * `[label](/page.html#anchor)` for a link to a page of the site. Pages render
 * it (src/components/ApiOperation/InlineText.tsx) and search excerpts show it
 * as plain words (plugins/search-index), so both read it with this one parser.
 */
export type DataTextPart =
  | {readonly kind: 'text'; readonly text: string}
  | {readonly kind: 'code'; readonly text: string}
  | {readonly kind: 'link'; readonly text: string; readonly to: string};

const markup = /`([^`]*)`|\[([^\]]+)\]\((\/[^)\s]*)\)/g;

export function dataTextParts(text: string): DataTextPart[] {
  const parts: DataTextPart[] = [];
  let end = 0;
  for (const match of text.matchAll(markup)) {
    if (match.index > end) parts.push({kind: 'text', text: text.slice(end, match.index)});
    const [whole, code, label, to] = match;
    parts.push(
      code !== undefined
        ? {kind: 'code', text: code}
        : {kind: 'link', text: label ?? '', to: to ?? ''},
    );
    end = match.index + whole.length;
  }
  if (end < text.length) parts.push({kind: 'text', text: text.slice(end)});
  return parts;
}

/** The words a reader sees, without the markup: a link keeps its label. */
export function plainDataText(text: string): string {
  return dataTextParts(text)
    .map((part) => (part.kind === 'link' ? plainDataText(part.text) : part.text))
    .join('');
}
