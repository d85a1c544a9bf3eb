import type {ReactNode} from 'react';
import type {Props} from '@theme/Root';
import PathResolver from './PathResolver';
import StaticHtmlLinks from './StaticHtmlLinks';

export default function Root({children}: Props): ReactNode {
  return (
    <>
      <PathResolver />
      <StaticHtmlLinks />
      {children}
    </>
  );
}
