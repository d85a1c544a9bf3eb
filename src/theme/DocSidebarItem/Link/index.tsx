/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// (CUSTOM) start: why this file is ejected
/**
 * Ejected because the active page's headings go inside its `<li>`, which a
 * wrapper cannot reach.
 */
// (CUSTOM) end
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {Props} from '@theme/DocSidebarItem/Link';
// (CUSTOM) start: the active link scrolled into view, its headings under it
// No public API tells whether the drawer is open: the theme's own links use this hook.
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {behaviour} from '@site/src/config/behaviour';
import {SIDEBAR_HEADINGS_ATTRIBUTE} from '@site/src/config/page';
import {useActiveHeading} from '@site/src/hooks/useActiveHeading';
import {usePageHeadings} from '@site/src/hooks/usePageHeadings';
import {revealInScroller} from '@site/src/utils/revealInScroller';
// (CUSTOM) end

// (CUSTOM) start: the theme's own styles serve, not a copy; the headings' beside this file
// (UPSTREAM) import styles from './styles.module.css';
import styles from '@docusaurus/theme-classic/lib/theme/DocSidebarItem/Link/styles.module.css';
import headingStyles from './styles.module.css';
// (CUSTOM) end

function LinkLabel({label}: {label: string}) {
  return <span className={styles.linkLabel}>{label}</span>;
}

// (CUSTOM) start: the active page's headings under its link
/** The active page's headings, the one in view marked. */
function PageHeadings({path, onClick}: {path: string; onClick?: () => void}) {
  const headings = usePageHeadings(path);
  const ids = React.useMemo(
    () => headings.map((heading) => heading.id),
    [headings],
  );
  const activeId = useActiveHeading(ids);
  if (headings.length === 0) {
    return null;
  }
  return (
    <ul
      className={clsx('menu__list', headingStyles.headings)}
      {...{[SIDEBAR_HEADINGS_ATTRIBUTE]: path}}>
      {headings.map(({id, text, level}) => (
        <li key={id} className="menu__list-item">
          <Link
            to={`#${id}`}
            className={clsx(
              'menu__link',
              headingStyles.headingLink,
              id === activeId && headingStyles.headingLinkActive,
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
// (CUSTOM) end

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
  // (CUSTOM) start: the current page's link is scrolled into the sidebar's
  // view on load, after a navigation, and each time the drawer opens
  const linkRef = React.useRef<HTMLAnchorElement>(null);
  const drawerShown = useNavbarMobileSidebar().shown;
  React.useEffect(() => {
    if (isActive && linkRef.current) {
      revealInScroller(linkRef.current, behaviour.sidebarActiveLinkPosition);
    }
  }, [isActive, drawerShown]);
  // (CUSTOM) end
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
        // (CUSTOM) start: scrolled into the sidebar's view when active
        ref={linkRef}
        // (CUSTOM) end
        className={clsx(
          'menu__link',
          !isInternalLink && styles.menuExternalLink,
          {
            'menu__link--active': isActive,
          },
        )}
        autoAddBaseUrl={autoAddBaseUrl}
        aria-current={isActive ? 'page' : undefined}
        to={href}
        {...(isInternalLink && {
          onClick: onItemClick ? () => onItemClick(item) : undefined,
        })}
        {...props}>
        <LinkLabel label={label} />
        {!isInternalLink && <IconExternalLink />}
      </Link>
      {/* (CUSTOM) start: see PageHeadings */}
      {isActive && (
        <PageHeadings
          path={href}
          onClick={onItemClick ? () => onItemClick(item) : undefined}
        />
      )}
      {/* (CUSTOM) end */}
    </li>
  );
}
