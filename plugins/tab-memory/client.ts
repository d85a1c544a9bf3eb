/**
 * Docusaurus' <Tabs groupId> remember the reader's choice in localStorage
 * forever. We stamp each choice when it is made and forget it once it is older
 * than `behaviour.tabMemoryMs`: at start-up and before every page renders.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {behaviour} from '@site/src/config/behaviour';
import {guard} from '@site/src/utils/guard';
import {TAB_CHOICE_PREFIX} from '@site/shared/tabChoice';
import {expiredChoices, parseStamps, type ChoiceStamps} from './memory';

function readStamps(): ChoiceStamps {
  return parseStamps(localStorage.getItem(behaviour.tabMemoryStampsKey));
}

function writeStamps(stamps: ChoiceStamps): void {
  localStorage.setItem(behaviour.tabMemoryStampsKey, JSON.stringify(stamps));
}

function forgetExpiredChoices(): void {
  const stamps = readStamps();
  const keys = Object.keys(localStorage);
  const expired = expiredChoices(keys, stamps, Date.now(), behaviour.tabMemoryMs);
  if (expired.length === 0) {
    return;
  }
  expired.forEach((key) => localStorage.removeItem(key));
  writeStamps(Object.fromEntries(Object.entries(stamps).filter(([key]) => !expired.includes(key))));
}

// Docusaurus dispatches a `storage` event in this window when a tab is chosen.
function stampChoice(event: StorageEvent): void {
  if (event.key?.startsWith(TAB_CHOICE_PREFIX) && event.newValue !== null) {
    writeStamps({...readStamps(), [event.key]: Date.now()});
  }
}

// Client modules are evaluated during server rendering too.
if (ExecutionEnvironment.canUseDOM) {
  guard('tab-memory', () => {
    forgetExpiredChoices();
    window.addEventListener('storage', guard('tab-memory', stampChoice));
  })();
}

export default {
  onRouteUpdate: guard('tab-memory', forgetExpiredChoices),
} satisfies ClientModule;
