import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {type Repository, sourceUrlFor} from '../../src/config/repository';
import {buildData} from '../../shared/buildData';
import {dataPartLines} from './lines';

export const PLUGIN_NAME = 'edit-links';

/** Where a part rendered from data is edited: the forge's view of its lines. */
export type EditLink = {
  readonly href: string;
  /** The data module, relative to the site's folder: `src/data/api/items.ts`. */
  readonly file: string;
};

/** Every part's link, by part name (shared/dataParts.ts). */
export type EditLinks = Readonly<Record<string, EditLink>>;

type Options = {
  /** The repository of "Edit this page"; null when it has none, and then no links. */
  readonly repository: Repository | null;
};

/** The links, from the lines of every part; none without a repository. */
export function editLinks(siteDir: string, repository: Repository | null): EditLinks {
  const lines = dataPartLines(siteDir);
  if (!repository) {
    return {};
  }
  return Object.fromEntries(
    [...lines].map(([part, {file, start, end}]) => [
      part,
      {href: sourceUrlFor(repository, file, {start, end}), file},
    ]),
  );
}

/**
 * The edit links of the parts a page renders from `src/data` (an operation,
 * an object, a table of config keys, hook events, error codes or messages):
 * each opens the lines of the data module that hold the part, found at build
 * time, beside the page's own "Edit this page". The lines are looked up even
 * without a repository, so that a part they cannot find fails every build.
 * The server renders the links; the browser loads them only to render a part
 * itself, on a page opened in the app (./data.client.ts).
 */
export default function editLinksPlugin(options: Options): (context: {siteDir: string}) => Plugin {
  return ({siteDir}) => {
    const data = buildData(PLUGIN_NAME, __dirname);
    return {
      name: PLUGIN_NAME,
      getPathsToWatch: () => [path.join(siteDir, 'src/data/**/*.ts')],
      async contentLoaded({actions}) {
        await data.write(actions, editLinks(siteDir, options.repository));
      },
      configureWebpack: data.configureWebpack,
    };
  };
}
