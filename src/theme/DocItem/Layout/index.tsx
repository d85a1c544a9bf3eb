import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {pageLayouts} from '@site/src/config/page';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {usePageRecord} from '@site/src/hooks/usePageRecord';
import {usePublishPageHeadings} from '@site/src/hooks/usePageHeadings';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

const noHeadings: readonly never[] = [];

/**
 * The page wrapper carries the page's `pageClass` and `layout` classes, and
 * hands the page's headings to its sidebar link.
 */
export default function LayoutWrapper(props: Props): ReactNode {
  const {pageClass, layout = 'default', sidebar_headings = noHeadings} = usePageRecord();
  usePublishPageHeadings(useDoc().metadata.permalink, sidebar_headings);
  return (
    <div className={clsx(styles.page, pageLayouts[layout], pageClass)}>
      <Layout {...props} />
    </div>
  );
}
