import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {pageLayouts} from '@site/src/config/page';
import {usePageRecord} from '@site/src/hooks/usePageRecord';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

/** The page wrapper carries the page's `pageClass` and `layout` classes. */
export default function LayoutWrapper(props: Props): ReactNode {
  const {pageClass, layout = 'default'} = usePageRecord();
  return (
    <div className={clsx(styles.page, pageLayouts[layout], pageClass)}>
      <Layout {...props} />
    </div>
  );
}
