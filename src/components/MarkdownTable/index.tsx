import type {ComponentProps, ReactNode} from 'react';
import ReferenceTable from '@site/src/components/ReferenceTable';
import {hasReferenceHeader, readTable} from '@site/src/components/ReferenceTable/markdown';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * The table MDX renders from Markdown: a list of entries when its header row
 * is one of a reference's (`referenceHeaders`), so that the options of the
 * interfaces read like the site's other references; otherwise a table that
 * scrolls sideways in its own box when it is too wide.
 */
export default function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  if (hasReferenceHeader(props.children)) {
    return <ReferenceTable {...readTable(props.children)} />;
  }
  return <ScrollableTable {...props} />;
}
