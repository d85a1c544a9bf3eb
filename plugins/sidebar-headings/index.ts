import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Plugin} from '@docusaurus/types';
import type {SidebarHeading} from '../../src/config/page';

export const PLUGIN_NAME = 'sidebar-headings';

/** The module the sidebar reads a page's first headings from. */
export const INITIAL_HEADINGS_MODULE = '@sidebar-headings';

type HeadingsByPath = Record<string, readonly SidebarHeading[]>;

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
 * gets all pages' headings (a data file written here); in the browser the
 * sidebar starts from the list already in the HTML, and each page then
 * hands over its own headings (src/hooks/usePageHeadings.ts).
 */
export default function sidebarHeadingsPlugin(): Plugin {
  let dataFile = '';
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      dataFile = await actions.createData(
        'sidebar-headings.json',
        JSON.stringify(docs ? headingsByPath(docs) : {}),
      );
    },
    configureWebpack: (_config, isServer) => ({
      resolve: {
        alias: {
          [INITIAL_HEADINGS_MODULE]: path.join(
            __dirname,
            isServer ? 'initialHeadings.server.ts' : 'initialHeadings.client.ts',
          ),
          '@sidebar-headings-data': dataFile,
        },
      },
    }),
  };
}
