/**
 * Replaces the classic theme's sentence with the old site's
 * "Last Updated: <date>", its label from the site settings.
 */
import type {ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {site} from '@site/src/config/site';

// A fixed locale and UTC: the server-rendered date must match the browser's.
const dateFormat = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  if (!lastUpdatedAt) {
    return null;
  }
  const date = new Date(lastUpdatedAt);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      {site.lastUpdatedLabel}:{' '}
      <time dateTime={date.toISOString()} itemProp="dateModified">
        {dateFormat.format(date)}
      </time>
    </span>
  );
}
