/**
 * In the browser. On the page the server sent, a part's link is the
 * server's HTML (StaticOnLoad), and nothing here runs. A part renders in the
 * browser only on a page opened later in the app: the links are fetched
 * then, once, so that no page carries them in its start-up code.
 */
import {useEffect, useState} from 'react';
import type {EditLink, EditLinks} from './index';

let loaded: EditLinks | undefined;

export function useEditLink(part: string): EditLink | undefined {
  const [links, setLinks] = useState(loaded);
  useEffect(() => {
    if (links === undefined) {
      import('@build-data/edit-links.json')
        .then((module) => {
          // The JSON is `unknown` to TypeScript; ./index.ts writes it from this type.
          loaded = module.default as EditLinks;
          setLinks(loaded);
        })
        // Offline, without the links' file: the part shows no edit link.
        .catch(() => undefined);
    }
  }, [links]);
  return links?.[part];
}
