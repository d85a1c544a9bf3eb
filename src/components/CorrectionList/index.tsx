import type {ReactElement, ReactNode} from 'react';
import {Fragment, jsx, jsxs} from 'react/jsx-runtime';
import {type Options, toJsxRuntime} from 'hast-util-to-jsx-runtime';
import type {Root} from 'hast';
import Link, {type Props as LinkProps} from '@docusaurus/Link';
import Heading from '@theme/Heading';
import pages from '@build-data/corrections';
import styles from './styles.module.css';

/**
 * Notes' links go through Docusaurus' Link: in-app navigation, safe external
 * links. (The Markdown's components must return an element, as Link's type
 * does not promise.)
 */
function NoteLink(props: LinkProps): ReactElement {
  return <Link {...props} />;
}

function render(tree: Root): ReactNode {
  const options: Options = {Fragment, jsx, jsxs, components: {a: NoteLink}};
  return toJsxRuntime(tree, options);
}

/** The anchor of a page's group: `/api/users.html` becomes `api-users`. */
function anchorOf(route: string): string {
  return (
    route
      .replace(/\.html$|\/$/, '')
      .replace(/^\//, '')
      .replace(/\//g, '-') || 'home'
  );
}

/**
 * Every correction of the site, by page in sidebar order, each with a link to
 * the section it corrects. Generated at build time (plugins/corrections), so
 * a correction is written once, on its page. Left out of the search index:
 * the pages themselves are the answer.
 */
export default function CorrectionList(): ReactNode {
  return (
    <div data-pagefind-ignore="all">
      {pages.map((page) => (
        <section key={page.route} aria-labelledby={anchorOf(page.route)}>
          <Heading as="h2" id={anchorOf(page.route)}>
            {page.title}
          </Heading>
          {page.corrections.map((correction) => {
            const target = correction.section
              ? `${page.route}#${correction.section.id}`
              : page.route;
            return (
              <article key={correction.line} className={styles.correction}>
                <Heading as="h3" className={styles.title}>
                  {render(correction.title)}
                </Heading>
                <p className={styles.where}>
                  On{' '}
                  <Link to={target}>
                    {page.title}
                    {correction.section ? ` › ${correction.section.text}` : ''}
                  </Link>
                </p>
                {render(correction.body)}
              </article>
            );
          })}
        </section>
      ))}
    </div>
  );
}
