import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {PageFrontMatter} from '@site/src/config/page';

/**
 * The current doc's front matter with this site's keys typed. The build
 * validated them (src/config/frontMatter.ts), so the cast only names them.
 */
export function usePageRecord(): PageFrontMatter {
  return useDoc().frontMatter as unknown as PageFrontMatter;
}
