/**
 * Ejected from the classic theme: the active page's headings go inside its
 * `<li>`, which a wrapper cannot reach. Changes are marked (CUSTOM).
 */
import {useEffect, useMemo, useRef, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
// No public API tells whether the drawer is open: the theme's own links use this hook.
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {Props} from '@theme/DocSidebarItem/Link';
import {behaviour} from '@site/src/config/behaviour';
import {SIDEBAR_HEADINGS_ATTRIBUTE} from '@site/src/config/page';
import {useActiveHeading} from '@site/src/hooks/useActiveHeading';
import {usePageHeadings} from '@site/src/hooks/usePageHeadings';
import {revealInScroller} from '@site/src/utils/revealInScroller';
import styles from './styles.module.css';

function LinkLabel({label}: {label: string}) {
  return <span className={styles.linkLabel}>{label}</span>;
}

// (CUSTOM) The current page's link is scrolled into the sidebar's view on
// load, after a navigation, and each time the drawer opens.
function useRevealWhenActive(ref: RefObject<HTMLElement | null>, isActive: boolean): void {
  const drawerShown = useNavbarMobileSidebar().shown;
  useEffect(() => {
    if (isActive && ref.current) {
      revealInScroller(ref.current, behaviour.sidebarActiveLinkPosition);
    }
  }, [ref, isActive, drawerShown]);
}

// (CUSTOM) The active page's headings, the one in view marked.
function PageHeadings({path, onClick}: {path: string; onClick?: () => void}) {
  const headings = usePageHeadings(path);
  const ids = useMemo(() => headings.map((heading) => heading.id), [headings]);
  const activeId = useActiveHeading(ids);
  if (headings.length === 0) {
    return null;
  }
  return (
    <ul className={clsx('menu__list', styles.headings)} {...{[SIDEBAR_HEADINGS_ATTRIBUTE]: path}}>
      {headings.map(({id, text, level}) => (
        <li key={id} className="menu__list-item">
          <Link
            to={`#${id}`}
            className={clsx(
              'menu__link',
              styles.headingLink,
              id === activeId && styles.headingLinkActive,
            )}
            aria-current={id === activeId ? 'location' : undefined}
            data-level={level}
            onClick={onClick}>
            {text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function DocSidebarItemLink({
  item,
  onItemClick,
  activePath,
  level,
  index,
  ...props
}: Props): ReactNode {
  const {href, label, className, autoAddBaseUrl} = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  const onClick = onItemClick ? () => onItemClick(item) : undefined;
  const linkRef = useRef<HTMLAnchorElement>(null);
  useRevealWhenActive(linkRef, isActive);
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        'menu__list-item',
        className,
      )}
      key={label}>
      <Link
        ref={linkRef}
        className={clsx('menu__link', !isInternalLink && styles.menuExternalLink, {
          'menu__link--active': isActive,
        })}
        autoAddBaseUrl={autoAddBaseUrl}
        aria-current={isActive ? 'page' : undefined}
        to={href}
        {...(isInternalLink && {onClick})}
        {...props}>
        <LinkLabel label={label} />
        {!isInternalLink && <IconExternalLink />}
      </Link>
      {/* (CUSTOM) */}
      {isActive && <PageHeadings path={href} onClick={onClick} />}
    </li>
  );
}
