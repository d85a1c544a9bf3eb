import {lazy, Suspense, type ReactNode} from 'react';
import StaticOnLoad from '@site/src/components/StaticOnLoad';
import type {Props} from './GroupTable';

/**
 * Loaded on demand, like <SymptomList>: the config data (src/data/config)
 * stays out of the code its pages start with. The server renders every
 * group in full, the page the server sent keeps that HTML (StaticOnLoad),
 * and a page opened later loads the groups when it renders them.
 */
const GroupTable = lazy(() => import('./GroupTable'));

/** One group of the API's project configuration, by its id: `<ConfigReference group="database" />`. */
export default function ConfigReference(props: Props): ReactNode {
  return (
    <StaticOnLoad>
      <Suspense fallback={null}>
        <GroupTable {...props} />
      </Suspense>
    </StaticOnLoad>
  );
}
