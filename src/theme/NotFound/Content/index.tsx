import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/NotFound/Content';
import NotFoundBody from '@site/src/components/NotFoundBody';

/** Not-found content outside the docs layout (its own `<main>`). */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container', className)}>
      <NotFoundBody />
    </main>
  );
}
