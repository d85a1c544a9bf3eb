import {useState, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {behaviour} from '@site/src/config/behaviour';
import {markdownPath} from '@site/plugins/llms-txt/files';
import styles from './styles.module.css';

const {labels} = behaviour;

/**
 * Copies the page's Markdown copy (written by plugins/llms-txt) to the
 * clipboard. It fetches the copy only when pressed, and says how it went in a
 * live region, so screen readers hear it too.
 */
export default function CopyPageMarkdown(): ReactNode {
  const href = markdownPath(useDoc().metadata.permalink);
  const [status, setStatus] = useState('');

  async function copy(): Promise<void> {
    try {
      const response = await fetch(href);
      if (!response.ok) {
        throw new Error(`${href}: ${response.status}`);
      }
      await navigator.clipboard.writeText(await response.text());
      setStatus(labels.copiedPage);
    } catch {
      setStatus(labels.copyPageFailed);
    }
  }

  return (
    <div className={styles.copy}>
      <button
        type="button"
        className="button button--sm button--outline button--secondary"
        onClick={() => void copy()}>
        {labels.copyPage}
      </button>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
