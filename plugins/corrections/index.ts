import fs from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER, Globby} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {routeForDoc} from '../../src/config/frontMatter';
import {buildData} from '../../shared/buildData';
import {type Correction, correctionsIn} from './collect';

export const PLUGIN_NAME = 'corrections';

export type CorrectionPage = {
  readonly route: string;
  readonly title: string;
  readonly corrections: readonly Correction[];
};

type Options = {
  /** Doc ids in sidebar order: the list follows it. */
  readonly order: readonly string[];
};

/** A front matter block becomes blank lines, so that line numbers stay the file's. */
function withoutFrontMatter(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, (block) => block.replace(/[^\n]/g, ''));
}

/** Pages with corrections, in sidebar order; pages outside the sidebar last, by route. */
export function inSidebarOrder(
  pages: readonly (CorrectionPage & {id: string})[],
  order: readonly string[],
): CorrectionPage[] {
  const rank = (id: string): number => {
    const index = order.indexOf(id);
    return index < 0 ? order.length : index;
  };
  return [...pages]
    .sort((a, b) => rank(a.id) - rank(b.id) || a.route.localeCompare(b.route))
    .map(({route, title, corrections}) => ({route, title, corrections}));
}

async function pageOf(docsDir: string, file: string): Promise<CorrectionPage & {id: string}> {
  const filePath = path.join(docsDir, file);
  const fileContent = await fs.readFile(filePath, 'utf8');
  const shown = path.join('docs', file);
  const route = routeForDoc(file);
  const corrections = correctionsIn(withoutFrontMatter(fileContent), shown, route);
  if (path.basename(file).startsWith('_') && corrections.length > 0) {
    throw new Error(`${shown}: put corrections on the page that owns the fact, not in a partial`);
  }
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
  return {
    id: file.replace(/\.mdx?$/, ''),
    route,
    title: typeof frontMatter.title === 'string' ? frontMatter.title : file,
    corrections,
  };
}

/**
 * Collects every `:::correction` note of the docs at build time for the
 * page that lists them all, and fails the build on a note without its proof.
 */
export default function corrections(options: Options): (context: LoadContext) => Plugin {
  return (context) => {
    const docsDir = path.join(context.siteDir, 'docs');
    const data = buildData(PLUGIN_NAME, __dirname);
    return {
      name: PLUGIN_NAME,
      getPathsToWatch: () => [path.join(docsDir, '**/*.{md,mdx}')],
      async contentLoaded({actions}) {
        const files = await Globby('**/*.{md,mdx}', {cwd: docsDir});
        const pages = await Promise.all(files.map((file) => pageOf(docsDir, file)));
        const listed = inSidebarOrder(
          pages.filter((page) => page.corrections.length > 0),
          options.order,
        );
        await data.write(actions, listed);
      },
      configureWebpack: data.configureWebpack,
    };
  };
}
