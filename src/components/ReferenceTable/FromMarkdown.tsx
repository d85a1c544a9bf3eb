import type {ReactNode} from 'react';
import ReferenceTable from './index';
import {readMarkdownTable} from './markdown';

/**
 * A hand-written Markdown table shown as a reference (see ReferenceTable and
 * readMarkdownTable), so that it stays a Markdown table in the page's source.
 */
export default function ReferenceList({children}: {readonly children: ReactNode}): ReactNode {
  return <ReferenceTable {...readMarkdownTable(children)} />;
}
