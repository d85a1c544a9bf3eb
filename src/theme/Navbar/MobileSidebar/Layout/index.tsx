import type {ReactNode} from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';
// No public API closes the drawer: the theme's own links use this hook.
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import Search, {searchBoxes} from '@site/src/components/Search';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

/** The drawer gets a search box under its header; a picked result closes it. */
export default function LayoutWrapper({header, ...props}: Props): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <Layout
      {...props}
      header={
        <>
          {header}
          <div className={styles.search}>
            <Search
              idPrefix={searchBoxes.drawer}
              inline
              onNavigate={() => mobileSidebar.toggle()}
            />
          </div>
        </>
      }
    />
  );
}
