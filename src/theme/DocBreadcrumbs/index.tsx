/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// (CUSTOM) start: why this file is ejected
/**
 * Ejected because a wrapper cannot change the items: a category without a
 * page of its own links to its first page, as its title in the sidebar does,
 * instead of being plain text.
 */
// (CUSTOM) end
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import {useHomePageRoute} from '@docusaurus/theme-common/internal';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
// (CUSTOM) start: see crumbHref
import {findFirstSidebarItemLink} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarBreadcrumbsItem} from '@docusaurus/plugin-content-docs';
// (CUSTOM) end

// (CUSTOM) start: the theme's own styles serve, not a copy
// (UPSTREAM) import styles from './styles.module.css';
import styles from '@docusaurus/theme-classic/lib/theme/DocBreadcrumbs/styles.module.css';
// (CUSTOM) end

// TODO move to design system folder
function BreadcrumbsItemLink({
  children,
  href,
  isLast,
}: {
  children: ReactNode;
  href: string | undefined;
  isLast: boolean;
}): ReactNode {
  const className = 'breadcrumbs__link';
  if (isLast) {
    return <span className={className}>{children}</span>;
  }
  return href ? (
    <Link className={className} href={href}>
      <span>{children}</span>
    </Link>
  ) : (
    <span className={className}>{children}</span>
  );
}

// TODO move to design system folder
function BreadcrumbsItem({
  children,
  active,
}: {
  children: ReactNode;
  active?: boolean;
}): ReactNode {
  return (
    <li
      className={clsx('breadcrumbs__item', {
        'breadcrumbs__item--active': active,
      })}>
      {children}
    </li>
  );
}

// (CUSTOM) start: a category without a page of its own links to its first page
/**
 * Where a crumb leads: its own page, else its category's first page; never
 * the page the reader is on (the last crumb, which may be that first page).
 */
function crumbHref(
  item: PropSidebarBreadcrumbsItem,
  current: PropSidebarBreadcrumbsItem | undefined,
): string | undefined {
  const href =
    item.type === 'category'
      ? (item.href ?? findFirstSidebarItemLink(item))
      : item.href;
  return href === current?.href ? undefined : href;
}
// (CUSTOM) end

export default function DocBreadcrumbs(): ReactNode {
  const breadcrumbs = useSidebarBreadcrumbs();
  const homePageRoute = useHomePageRoute();

  if (!breadcrumbs) {
    return null;
  }

  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />
      <nav
        className={clsx(
          ThemeClassNames.docs.docBreadcrumbs,
          styles.breadcrumbsContainer,
        )}
        aria-label={translate({
          id: 'theme.docs.breadcrumbs.navAriaLabel',
          message: 'Breadcrumbs',
          description: 'The ARIA label for the breadcrumbs',
        })}>
        <ul className="breadcrumbs">
          {homePageRoute && <HomeBreadcrumbItem />}
          {breadcrumbs.map((item, idx) => {
            const isLast = idx === breadcrumbs.length - 1;
            const href =
              item.type === 'category' && item.linkUnlisted
                ? undefined
                // (CUSTOM) start: see crumbHref
                // (UPSTREAM) : item.href;
                : crumbHref(item, breadcrumbs.at(-1));
                // (CUSTOM) end
            return (
              <BreadcrumbsItem key={idx} active={isLast}>
                <BreadcrumbsItemLink href={href} isLast={isLast}>
                  {item.label}
                </BreadcrumbsItemLink>
              </BreadcrumbsItem>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
