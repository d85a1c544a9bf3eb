import {useMemo} from 'react';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

/** The paths of every page of the docs, as the router knows them. */
export function useKnownPaths(): ReadonlySet<string> {
  const allDocsData = useAllDocsData();
  return useMemo(
    () =>
      new Set(
        Object.values(allDocsData).flatMap((plugin) =>
          plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
        ),
      ),
    [allDocsData],
  );
}
