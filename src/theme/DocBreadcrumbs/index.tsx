/**
 * Ejected from the classic theme (3.10): wrapping cannot change the items.
 * (CUSTOM) A category without a page of its own links to its first page, as
 * its title in the sidebar does, instead of being plain text.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  findFirstSidebarItemLink,
  useSidebarBreadcrumbs,
} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarBreadcrumbsItem} from '@docusaurus/plugin-content-docs';
// The theme's own breadcrumbs read the home route from here; no public API has it.
import {useHomePageRoute} from '@docusaurus/theme-common/internal';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
import styles from './styles.module.css';

/** Where a breadcrumb leads: its own page, else (CUSTOM) its category's first page. */
function hrefOf(item: PropSidebarBreadcrumbsItem): string | undefined {
  if (item.type !== 'category') {
    return item.href;
  }
  return item.linkUnlisted ? undefined : (item.href ?? findFirstSidebarItemLink(item));
}

export default function DocBreadcrumbs(): ReactNode {
  const breadcrumbs = useSidebarBreadcrumbs();
  const homePageRoute = useHomePageRoute();
  if (!breadcrumbs) {
    return null;
  }
  const current = breadcrumbs.at(-1);
  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />
      <nav
        className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.breadcrumbsContainer)}
        aria-label={translate({
          id: 'theme.docs.breadcrumbs.navAriaLabel',
          message: 'Breadcrumbs',
          description: 'The ARIA label for the breadcrumbs',
        })}>
        <ul className="breadcrumbs">
          {homePageRoute && <HomeBreadcrumbItem />}
          {breadcrumbs.map((item, index) => {
            const isLast = index === breadcrumbs.length - 1;
            const href = hrefOf(item);
            // (CUSTOM) No link to the page the reader is on (a category's first page).
            const linked = !isLast && href !== undefined && href !== current?.href;
            return (
              <li
                key={index}
                className={clsx('breadcrumbs__item', isLast && 'breadcrumbs__item--active')}>
                {linked ? (
                  <Link className="breadcrumbs__link" href={href}>
                    <span>{item.label}</span>
                  </Link>
                ) : (
                  <span className="breadcrumbs__link">{item.label}</span>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
