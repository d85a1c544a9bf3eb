/** On the server: every part's link, from the data the plugin wrote. */
import links from '@edit-links-data';
import type {EditLink} from './index';

export function useEditLink(part: string): EditLink | undefined {
  return links[part];
}
