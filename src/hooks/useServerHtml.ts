import {useId, useState} from 'react';

/**
 * For content that never changes once rendered: an id for its wrapper and,
 * while React hydrates the page the server sent, the HTML the server
 * rendered in that wrapper. Set back as the wrapper's
 * `dangerouslySetInnerHTML`, it leaves the server's elements as they are:
 * React neither hydrates nor walks what is inside. `html` is undefined where
 * the content renders in the browser (a page opened later): render it then.
 * Server and client ids differ in form, so a later page never finds one.
 */
export function useServerHtml(): {readonly id: string; readonly html: string | undefined} {
  const id = useId();
  const [html] = useState(() =>
    typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML,
  );
  return {id, html};
}
