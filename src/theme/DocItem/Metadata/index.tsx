import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/DocItem/Metadata';
import {usePageRecord} from '@site/src/hooks/usePageRecord';

/** Adds the page's own `meta` tags to the head. */
export default function MetadataWrapper(): ReactNode {
  const {meta = []} = usePageRecord();
  return (
    <>
      <Metadata />
      <Head>
        {meta.map((tag) => (
          <meta key={tag.name ?? tag.property} {...tag} />
        ))}
      </Head>
    </>
  );
}
