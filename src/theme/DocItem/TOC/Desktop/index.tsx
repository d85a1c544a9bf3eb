/**
 * No table of contents beside or above the page: the sidebar lists the active
 * page's headings (src/theme/DocSidebarItem/Link). Replacing this component
 * keeps the classic theme's TOC code out of every page's JavaScript.
 */
export default function DocItemTOCDesktop(): null {
  return null;
}
