import {useEffect, type ReactNode} from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';
// No public API opens or closes the drawer: the theme's own links use this hook.
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import Search, {searchBoxes} from '@site/src/components/Search';
import {focusWhenShown} from '@site/src/utils/focusWhenShown';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

/**
 * While the drawer is open, keyboard users stay in it: the focus moves in,
 * the page behind is inert, and Escape closes it, back on the menu button.
 */
function useDrawerKeyboard(shown: boolean, close: () => void): void {
  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    const page = document.querySelector('.main-wrapper');
    page?.setAttribute('inert', '');
    // Unless something in the drawer (its search box) already took the focus.
    focusWhenShown(() => {
      const drawer = document.querySelector('.navbar-sidebar');
      return drawer?.contains(document.activeElement)
        ? null
        : (drawer?.querySelector<HTMLElement>('.navbar-sidebar__close') ?? null);
    });
    const onKeyDown = (event: KeyboardEvent) => {
      // The search box handles Escape itself while it holds a query.
      if (event.key === 'Escape' && !event.defaultPrevented) {
        close();
        document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      page?.removeAttribute('inert');
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [shown, close]);
}

/** The drawer gets a search box under its header; a picked result closes it. */
export default function LayoutWrapper({header, ...props}: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  useDrawerKeyboard(shown, toggle);
  return (
    <Layout
      {...props}
      header={
        <>
          {header}
          <div className={styles.search}>
            <Search idPrefix={searchBoxes.drawer} inline onNavigate={toggle} />
          </div>
        </>
      }
    />
  );
}
