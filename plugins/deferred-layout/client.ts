/**
 * The blocks that a page skips while they are far from view (TwoUp blocks
 * and reference entries: `content-visibility: auto`) stand at an estimated
 * height until laid out, so a scroll the browser makes to a place among them
 * (find in page, a focused link, `scrollIntoView`) could land off it. Once
 * the page is idle after each navigation, they are laid out a batch at a
 * time, in document order, each batch small enough for a short task: soon
 * every block has its real height, and the load did not pay for it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {behaviour} from '@site/src/config/behaviour';
import {attributes} from '@site/src/config/attributes';
import {guard} from '@site/src/utils/guard';
import {whenIdle} from '@site/src/utils/whenIdle';
import {batchesBySize} from './batches';

const {deferredLayout: deferred, laidOut} = attributes;

let run = 0;

function layOutInBatches(): void {
  run += 1;
  const thisRun = run;
  const blocks = Array.from(document.querySelectorAll(`[${deferred}]:not([${laidOut}])`));
  const batches = batchesBySize(
    blocks.map((block) => ({item: block, size: block.getElementsByTagName('*').length + 1})),
    behaviour.deferredLayoutBatchElements,
  );
  const next = (index: number) => {
    const batch = batches[index];
    // Done, or a newer page has started its own run.
    if (thisRun !== run || batch === undefined) {
      return;
    }
    for (const block of batch) {
      block.setAttribute(laidOut, '');
    }
    // The batch is laid out in the next frame; the next one waits for idle time after it.
    whenIdle(() => next(index + 1), behaviour.deferredLayoutTimeoutMs);
  };
  whenIdle(() => next(0), behaviour.deferredLayoutTimeoutMs);
}

const clientModule: ClientModule = {
  onRouteDidUpdate: guard('deferred-layout', () => {
    if (ExecutionEnvironment.canUseDOM) {
      layOutInBatches();
    }
  }),
};

export default clientModule;
