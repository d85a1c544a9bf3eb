import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import Heading from '@theme/Heading';
import Search, {searchBoxes} from '@site/src/components/Search';
import {behaviour} from '@site/src/config/behaviour';
import {labels} from '@site/src/config/labels';
import {site} from '@site/src/config/site';
import {closestPages, type Page} from '@site/src/utils/closestPages';
import styles from './styles.module.css';

/** The pages the sidebar links to, in its order. */
function pagesOf(items: readonly PropSidebarItem[]): Page[] {
  return items.flatMap((item) => {
    if (item.type === 'category') {
      return pagesOf(item.items);
    }
    return item.type === 'link' ? [{label: item.label, href: item.href}] : [];
  });
}

/** The pages whose addresses are closest to the unknown one (none outside the docs' layout). */
function useClosestPages(): Page[] {
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  // The server renders this body once for every unknown address (404.html):
  // the address is known in the browser only.
  const isBrowser = useIsBrowser();
  if (!isBrowser || !sidebar) {
    return [];
  }
  return closestPages(pathname, pagesOf(sidebar.items), behaviour.notFoundSuggestions);
}

/** What a reader sees at an unknown address: what happened, and ways on. */
export default function NotFoundBody(): ReactNode {
  // Set by docusaurus.config.ts; null when the build knows no repository.
  const {issuesUrl} = useDocusaurusContext().siteConfig.customFields ?? {};
  const closest = useClosestPages();
  return (
    <div className={styles.body}>
      <Heading as="h1">{labels.notFoundTitle}</Heading>
      <p>
        Nothing lives at this address. The page may have moved when the docs were rebuilt, or the
        link has a typo.
      </p>
      {closest.length > 0 && (
        <>
          <p>Pages with a similar address:</p>
          <ul>
            {closest.map((page) => (
              <li key={page.href}>
                <Link to={page.href}>{page.label}</Link>{' '}
                <span className={styles.address}>{page.href}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>Search the docs:</p>
      <Search
        idPrefix={searchBoxes.notFound}
        label={labels.notFoundSearch}
        inline
        className={styles.search}
      />
      <ul>
        <li>
          Start again from the <Link to={site.homePath}>introduction</Link>.
        </li>
        <li>
          {/* The sidebar is in the menu on narrow screens. */}
          <span className={styles.wide}>Pick a section from the sidebar: </span>
          <span className={styles.narrow}>Open the menu at the top left: </span>
          every page is listed there.
        </li>
        {typeof issuesUrl === 'string' && (
          <li>
            If a link on this site brought you here, please <Link href={issuesUrl}>tell us</Link>.
          </li>
        )}
      </ul>
    </div>
  );
}
