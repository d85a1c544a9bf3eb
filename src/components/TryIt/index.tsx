import {lazy, Suspense, useId, useState, type ReactNode} from 'react';
import type {Operation} from '@site/src/data/api/types';
import {labels} from '@site/src/config/labels';

/**
 * The panel is its own chunk, fetched when the reader first opens one: a
 * reference page starts with this button only.
 */
const Panel = lazy(() => import('./Panel'));

/** "Try it": sends the operation to the reader's own server, in a panel closed until asked for. */
export default function TryIt({operation}: {readonly operation: Operation}): ReactNode {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="margin-bottom--lg">
      <button
        type="button"
        className="button button--sm button--outline button--primary"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        // Each operation's button says which one it tries, for the list of a page's buttons.
        aria-label={`${labels.tryIt}: ${operation.summary}`}
        onClick={() => setOpen(!open)}>
        {labels.tryIt}
      </button>
      {open ? (
        <div id={id}>
          <Suspense fallback={<p role="status">{labels.tryItLoading}</p>}>
            <Panel operation={operation} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
