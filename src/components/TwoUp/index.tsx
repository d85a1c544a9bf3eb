import {Children, type ReactNode} from 'react';
import {attributes} from '@site/src/config/attributes';
import styles from './styles.module.css';

type Props = {
  /** Exactly two blocks: the explanation, then its examples. */
  readonly children: ReactNode;
  /**
   * What the examples show, for screen readers' list of regions: each region
   * of a page needs a name of its own ("Examples: Create an Item").
   */
  readonly label?: string;
};

/**
 * The reference layout: explanation on the left, examples on the right, on
 * wide screens, the first example (the request) kept in view while the
 * explanation scrolls; stacked, in reading order, on narrow ones.
 */
export default function TwoUp({children, label = 'Examples'}: Props): ReactNode {
  const blocks = Children.toArray(children).filter(
    (child) => typeof child !== 'string' || child.trim() !== '',
  );
  const [explanation, examples] = blocks;
  if (blocks.length !== 2) {
    throw new Error(
      `<TwoUp> takes exactly two blocks (explanation, then examples); got ${blocks.length}.`,
    );
  }
  return (
    // data-two-up: the one block of a reference page that uses its whole width (DocItem/Layout).
    <div className={styles.twoUp} data-two-up="">
      <div className={styles.explanation}>{explanation}</div>
      {/* Its code wraps, so that nothing an example shows is cut off at the column's edge. */}
      <div
        className={styles.examples}
        role="region"
        aria-label={label}
        {...{[attributes.codeWraps]: ''}}>
        {examples}
      </div>
    </div>
  );
}
