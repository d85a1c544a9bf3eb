/**
 * A remark plugin for the docs: content images stay files. Docusaurus would
 * inline every image under 10 kB into the page's HTML and JavaScript as
 * base64, where it costs more bytes, cannot be cached and is downloaded even
 * when it is far down the page. Site-absolute images (`/img/...`) are checked
 * here instead (a missing one fails the build, naming the page), given their
 * size (so nothing moves when they load) and marked `pathname://`, the
 * Docusaurus escape hatch that serves them from `static/` as they are. That
 * hatch leaves the address as written: the base URL (`baseUrl`, from the
 * site's config) is put in front here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {imageSizeFromFile} from 'image-size/fromFile';
import type {Image, Root, RootContent} from 'mdast';

type File = {path: string; cwd: string};

function collectImages(node: Root | RootContent, images: Image[]): Image[] {
  if (node.type === 'image') {
    images.push(node);
  } else if ('children' in node) {
    node.children.forEach((child) => collectImages(child, images));
  }
  return images;
}

/** The file in `staticDir` that a site-absolute image URL names. */
export function staticFileFor(staticDir: string, url: string): string {
  const [pathname = ''] = url.split(/[?#]/);
  return path.join(staticDir, decodeURIComponent(pathname));
}

export default function staticImages(options: {staticDir: string; baseUrl: string}) {
  return async (tree: Root, file: File): Promise<void> => {
    const images = collectImages(tree, []).filter((image) => image.url.startsWith('/'));
    for (const image of images) {
      const filePath = staticFileFor(options.staticDir, image.url);
      if (!fs.existsSync(filePath)) {
        throw new Error(
          `Image not found: ${image.url} in ${path.relative(file.cwd, file.path)} (no file ${path.relative(file.cwd, filePath)})`,
        );
      }
      const {width, height} = await imageSizeFromFile(filePath);
      image.url = `pathname://${options.baseUrl}${image.url.slice(1)}`;
      image.data = {...image.data, hProperties: {...image.data?.hProperties, width, height}};
    }
  };
}
