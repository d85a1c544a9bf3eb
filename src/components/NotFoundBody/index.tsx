import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {behaviour} from '@site/src/config/behaviour';
import {site} from '@site/src/config/site';
import styles from './styles.module.css';

/** What a reader sees at an unknown address: what happened, and ways on. */
export default function NotFoundBody(): ReactNode {
  // Set by docusaurus.config.ts; null when the build knows no repository.
  const {issuesUrl} = useDocusaurusContext().siteConfig.customFields ?? {};
  return (
    <div className={styles.body}>
      <Heading as="h1">{behaviour.labels.notFoundTitle}</Heading>
      <p>
        Nothing lives at this address. The page may have moved when the docs were rebuilt, or the
        link has a typo.
      </p>
      <ul>
        <li>
          Start again from the <Link to={site.homePath}>introduction</Link>.
        </li>
        <li>Pick a section from the sidebar: every page is listed there.</li>
        {typeof issuesUrl === 'string' && (
          <li>
            If a link on this site brought you here, please <Link href={issuesUrl}>tell us</Link>.
          </li>
        )}
      </ul>
    </div>
  );
}
