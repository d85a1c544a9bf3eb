import type {ReactNode} from 'react';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import {
  DocsSidebarProvider,
  useDocRootMetadata,
  useDocsVersion,
} from '@docusaurus/plugin-content-docs/client';
import DocRoot from '@theme-original/DocRoot';
import DocRootLayout from '@theme/DocRoot/Layout';
import type DocRootType from '@theme/DocRoot';
import type {WrapperProps} from '@docusaurus/types';
import NotFoundBody from '@site/src/components/NotFoundBody';
import {labels} from '@site/src/config/labels';

type Props = WrapperProps<typeof DocRootType>;

/**
 * Every unknown path lands here (the docs own `/`). The classic theme shows
 * the bare not-found text; we keep the sidebar, so the reader has a way on.
 */
export default function DocRootWrapper(props: Props): ReactNode {
  const docRootMetadata = useDocRootMetadata(props);
  const {docsSidebars} = useDocsVersion();
  const [sidebarName, sidebar] = Object.entries(docsSidebars)[0] ?? [];
  if (docRootMetadata || sidebar === undefined || sidebarName === undefined) {
    return <DocRoot {...props} />;
  }
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.docsDocPage}>
      <PageMetadata title={labels.notFoundTitle} />
      <DocsSidebarProvider name={sidebarName} items={sidebar}>
        <DocRootLayout>
          <NotFoundBody />
        </DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
