import {useStorageSlot} from '@docusaurus/theme-common';
import type {Example, Operation} from '@site/src/data/api/types';
import {TAB_CHOICE_PREFIX} from '@site/shared/tabChoice';

/**
 * The example of the variant the reader chose in the page's tabs of the
 * variants' group (kept, and forgotten, as every tab choice is:
 * plugins/tab-memory); the first one until then, as the tabs show it.
 */
export function useChosenExample({example, variants}: Operation): [key: string, example: Example] {
  const [chosen] = useStorageSlot(variants ? `${TAB_CHOICE_PREFIX}${variants.tabGroup}` : null);
  const variant = chosen === null ? undefined : variants?.examples[chosen];
  return chosen !== null && variant && variant !== example ? [chosen, variant] : ['', example];
}
