/** On the server: every page's headings, from the data the plugin wrote. */
import type {SidebarHeading} from '@site/src/config/page';
import data from '@build-data/sidebar-headings.json';
import type {HeadingsByPath} from './index';

// The JSON is `unknown` to TypeScript; ./index.ts writes it from this type.
const headings = data as HeadingsByPath;

export function initialHeadings(path: string): readonly SidebarHeading[] {
  return headings[path] ?? [];
}
