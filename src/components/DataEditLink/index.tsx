import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import IconEdit from '@theme/Icon/Edit';
import {useEditLink} from '@build-data/edit-links';
import StaticOnLoad from '@site/src/components/StaticOnLoad';
import {PAGE_TOOL_ATTRIBUTE} from '@site/src/config/page';
import styles from './styles.module.css';

type Props = {
  /** The part's name in plugins/edit-links: `dataPart.operation('listItems')` (shared/dataParts.ts). */
  readonly part: string;
  /** What the part is called on the page, for the link's accessible name: "List the Items". */
  readonly name: string;
};

function EditLinkRow({part, name}: Props): ReactNode {
  const link = useEditLink(part);
  return link ? (
    <div className={styles.row} data-pagefind-ignore="all" {...{[PAGE_TOOL_ATTRIBUTE]: ''}}>
      <Link className={styles.link} href={link.href} aria-label={`Edit “${name}” in ${link.file}`}>
        <IconEdit className={styles.icon} />
        Edit
      </Link>
    </div>
  ) : null;
}

/**
 * The edit link of a part rendered from `src/data` (plugins/edit-links): its
 * text is not on the page's Markdown file, which "Edit this page" opens, but
 * at these lines of a data module. Nothing without a repository.
 */
export default function DataEditLink(props: Props): ReactNode {
  return (
    <StaticOnLoad>
      <EditLinkRow {...props} />
    </StaticOnLoad>
  );
}
