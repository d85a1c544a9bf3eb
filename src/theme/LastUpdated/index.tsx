/**
 * Replaces the classic theme's sentence with the old site's
 * "Last Updated: <date>", its label from the site settings.
 */
import type {ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {site} from '@site/src/config/site';
import {formatDate} from '@site/src/utils/formatDate';

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  if (!lastUpdatedAt) {
    return null;
  }
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      {site.lastUpdatedLabel}:{' '}
      <time dateTime={new Date(lastUpdatedAt).toISOString()} itemProp="dateModified">
        {formatDate(lastUpdatedAt)}
      </time>
    </span>
  );
}
