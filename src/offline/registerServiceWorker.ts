/**
 * Registers the offline service worker (@docusaurus/plugin-pwa `swRegister`)
 * once the page has loaded and the browser is idle. The plugin's own module
 * registers as soon as the app starts, so the download of the offline copy
 * competed with the page for the network and the CPU. A reader whose browser
 * asks to save data (Save-Data) gets no offline copy at all: it is the
 * whole site, a download they did not ask for (its size: BENCHMARKS.md).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {behaviour} from '@site/src/config/behaviour';
import {whenIdle} from '@site/src/utils/whenIdle';

function whenIdleAfterLoad(run: () => void): void {
  const schedule = () =>
    window.setTimeout(() => {
      whenIdle(run, behaviour.serviceWorkerDelayMs);
    }, behaviour.serviceWorkerDelayMs);
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, {once: true});
  }
}

/** `navigator.connection` is Chromium's Network Information API; others lack it. */
function wantsToSaveData(): boolean {
  const {connection} = navigator as Navigator & {connection?: {saveData?: boolean}};
  return connection?.saveData === true;
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator && !wantsToSaveData()) {
  whenIdleAfterLoad(() => {
    // The plugin's module registers the worker and offers reloads on update.
    import('@docusaurus/plugin-pwa/lib/registerSw.js').catch((error: unknown) => {
      console.error('[offline] could not start the service worker', error);
    });
  });
}
