/** On the server: every page's headings, from the data the plugin wrote. */
import type {SidebarHeading} from '@site/src/config/page';
import headings from '@sidebar-headings-data';

export function initialHeadings(path: string): readonly SidebarHeading[] {
  return headings[path] ?? [];
}
