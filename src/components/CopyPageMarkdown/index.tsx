import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {behaviour} from '@site/src/config/behaviour';
import {labels} from '@site/src/config/labels';
import {markdownPath} from '@site/shared/routes';
import styles from './styles.module.css';

type Outcome = 'none' | 'copied' | 'failed';

/**
 * Copies the page's Markdown copy (written by plugins/llms-txt) to the
 * clipboard. It fetches the copy only when pressed. The button says "Copied"
 * for a moment without changing its size, so it stays under the pointer; a
 * live region tells screen readers, and shows a failure to everyone.
 */
export default function CopyPageMarkdown(): ReactNode {
  const href = markdownPath(useDoc().metadata.permalink);
  const [outcome, setOutcome] = useState<Outcome>('none');

  useEffect(() => {
    if (outcome !== 'copied') {
      return undefined;
    }
    const timer = window.setTimeout(() => setOutcome('none'), behaviour.copiedPageMs);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  async function copy(): Promise<void> {
    try {
      const response = await fetch(href);
      if (!response.ok) {
        throw new Error(`${href}: ${response.status}`);
      }
      await navigator.clipboard.writeText(await response.text());
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  const copied = outcome === 'copied';
  return (
    <div className={styles.copy}>
      <button
        type="button"
        className="button button--sm button--outline button--secondary"
        onClick={() => void copy()}>
        <span className={styles.labels}>
          <span className={copied ? styles.hidden : undefined}>{labels.copyPage}</span>
          <span className={copied ? undefined : styles.hidden}>{labels.copiedPageShort}</span>
        </span>
      </button>
      <span role="status" className={clsx(styles.status, copied && 'visually-hidden')}>
        {copied ? labels.copiedPage : outcome === 'failed' ? labels.copyPageFailed : ''}
      </span>
    </div>
  );
}
