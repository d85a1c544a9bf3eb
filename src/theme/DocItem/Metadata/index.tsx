import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {usePageRecord} from '@site/src/hooks/usePageRecord';

type Props = WrapperProps<typeof MetadataType>;

/** Adds the page's own `meta` tags to the head. */
export default function MetadataWrapper(props: Props): ReactNode {
  const {meta = []} = usePageRecord();
  return (
    <>
      <Metadata {...props} />
      <Head>
        {meta.map((tag) => (
          <meta key={tag.name ?? tag.property} {...tag} />
        ))}
      </Head>
    </>
  );
}
