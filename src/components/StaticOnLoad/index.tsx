import type {ReactNode} from 'react';
import {useServerHtml} from '@site/src/hooks/useServerHtml';
import styles from './styles.module.css';

/**
 * Content that never changes once rendered, with nothing to click but links
 * (an operation's text and tables): on the page the server sent, React keeps
 * its HTML and does not hydrate it (see useServerHtml), so the first load
 * pays nothing for it; on a page opened later it renders as usual. Its links
 * are then plain anchors: src/theme/Root/StaticHtmlLinks opens the site's
 * pages in the app, as <Link> would.
 */
export default function StaticOnLoad({children}: {readonly children: ReactNode}): ReactNode {
  const {id, html} = useServerHtml();
  return html === undefined ? (
    <div id={id} className={styles.static} data-static-html="">
      {children}
    </div>
  ) : (
    <div
      id={id}
      className={styles.static}
      data-static-html=""
      dangerouslySetInnerHTML={{__html: html}}
    />
  );
}
