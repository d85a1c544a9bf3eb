/**
 * The top bar's search: a search box on wide screens; on narrow ones a
 * button that opens the drawer, where the box sits above the sidebar. `/`
 * and Ctrl/⌘+K bring the reader to whichever box is on screen.
 */
import {useCallback, useEffect, useRef, type ReactNode} from 'react';
// No public API opens the mobile drawer: the theme's own toggle uses this hook.
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import Search, {searchBoxes, searchInputId} from '@site/src/components/Search';
import {isSearchShortcut} from '@site/src/components/Search/keys';
import {labels} from '@site/src/config/labels';
import {focusWhenShown} from '@site/src/utils/focusWhenShown';
import styles from './styles.module.css';

function isTypingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export default function SearchBar(): ReactNode {
  const inputRef = useRef<HTMLInputElement>(null);
  const mobileSidebar = useNavbarMobileSidebar();

  const openDrawerSearch = useCallback(() => {
    if (!mobileSidebar.shown) {
      mobileSidebar.toggle();
    }
    focusWhenShown(() => document.getElementById(searchInputId(searchBoxes.drawer)));
  }, [mobileSidebar]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, isTypingIn(event.target))) {
        return;
      }
      event.preventDefault();
      const input = inputRef.current;
      // The top bar's box is hidden on narrow screens.
      if (input && input.offsetParent !== null) {
        input.focus();
        input.select();
      } else {
        openDrawerSearch();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openDrawerSearch]);

  return (
    <>
      <Search idPrefix={searchBoxes.topBar} inputRef={inputRef} className={styles.wide} />
      <button
        type="button"
        className={styles.narrow}
        aria-label={labels.openSearch}
        onClick={openDrawerSearch}>
        <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
          <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m11 11 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </>
  );
}
