import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

type Props = WrapperProps<typeof ContentType>;

/**
 * Marks a page's own content for the search index: the title and body with
 * their code blocks, but not the top bar, sidebar, footer or not-found page.
 * The "Copy page as Markdown" button sits above it, outside the index.
 * The sidebar group it belongs to goes with it (a filter, so its words are
 * not searched): results tell "Users" in Guides from "Users" in the API.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const group = useSidebarBreadcrumbs()?.[0]?.label;
  return (
    <>
      <CopyPageMarkdown />
      <div
        data-pagefind-body=""
        data-pagefind-filter={group === undefined ? undefined : `section:${group}`}>
        <Content {...props} />
      </div>
    </>
  );
}
