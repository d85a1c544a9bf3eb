import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Plugin} from '@docusaurus/types';
import type {SidebarHeading} from '../../src/config/page';
import {buildData} from '../../shared/buildData';

export const PLUGIN_NAME = 'sidebar-headings';

export type HeadingsByPath = Record<string, readonly SidebarHeading[]>;

/** Every doc's sidebar headings, by URL, from the docs plugin's content. */
export function headingsByPath(content: LoadedContent): HeadingsByPath {
  return Object.fromEntries(
    content.loadedVersions.flatMap((version) =>
      version.docs.map((doc) => [
        doc.permalink,
        (doc.frontMatter as {sidebar_headings?: SidebarHeading[]}).sidebar_headings ?? [],
      ]),
    ),
  );
}

/**
 * The sidebar lists the active page's headings, in the server-rendered HTML,
 * without shipping every page's headings to every reader. The server bundle
 * gets all pages' headings (./data.server.ts); in the browser the sidebar
 * starts from the list already in the HTML (./data.client.ts), and each page
 * then hands over its own headings (src/hooks/usePageHeadings.ts).
 */
export default function sidebarHeadingsPlugin(): Plugin {
  const data = buildData(PLUGIN_NAME, __dirname);
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      await data.write(actions, docs ? headingsByPath(docs) : {});
    },
    configureWebpack: data.configureWebpack,
  };
}
