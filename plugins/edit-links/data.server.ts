/** On the server: every part's link, from the data the plugin wrote. */
import data from '@build-data/edit-links.json';
import type {EditLink, EditLinks} from './index';

// The JSON is `unknown` to TypeScript; ./index.ts writes it from this type.
const links = data as EditLinks;

export function useEditLink(part: string): EditLink | undefined {
  return links[part];
}
