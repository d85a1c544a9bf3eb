/**
 * In the browser: the headings the server rendered under a page's sidebar
 * link, read back from the HTML, so that the app hydrates the same list
 * without carrying every page's headings in its code.
 */
import {SIDEBAR_HEADINGS_ATTRIBUTE, type SidebarHeading} from '@site/src/config/page';

const read = new Map<string, readonly SidebarHeading[]>();

export function initialHeadings(path: string): readonly SidebarHeading[] {
  const cached = read.get(path);
  if (cached) {
    return cached;
  }
  const list = document.querySelector(`ul[${SIDEBAR_HEADINGS_ATTRIBUTE}="${CSS.escape(path)}"]`);
  const headings = Array.from(list?.querySelectorAll('a[href^="#"]') ?? [], (link) => ({
    id: decodeURIComponent(link.getAttribute('href')?.slice(1) ?? ''),
    text: link.textContent,
    level: Number(link.getAttribute('data-level')),
  }));
  if (headings.length > 0) {
    read.set(path, headings);
  }
  return headings;
}
