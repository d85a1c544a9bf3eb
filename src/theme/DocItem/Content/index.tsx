import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

type Props = WrapperProps<typeof ContentType>;

/**
 * Marks a page's own content for the search index: the title and body with
 * their code blocks, but not the top bar, sidebar, footer or not-found page.
 * The "Copy page as Markdown" button sits above it, outside the index.
 */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPageMarkdown />
      <div data-pagefind-body="">
        <Content {...props} />
      </div>
    </>
  );
}
