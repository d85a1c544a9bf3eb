import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {usePageRecord} from '@site/src/hooks/usePageRecord';
import {markdownPath} from '@site/shared/routes';

/** Adds the page's own `meta` tags to the head, and the link to its Markdown copy. */
export default function MetadataWrapper(): ReactNode {
  const {meta = []} = usePageRecord();
  const {permalink} = useDoc().metadata;
  return (
    <>
      <Metadata />
      <Head>
        {meta.map((tag) => (
          <meta key={tag.name ?? tag.property} {...tag} />
        ))}
        <link rel="alternate" type="text/markdown" href={markdownPath(permalink)} />
      </Head>
    </>
  );
}
