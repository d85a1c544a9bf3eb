import {useRef, type ComponentProps, type ReactNode} from 'react';
import {behaviour} from '@site/src/config/behaviour';
import {useIsScrollable} from '@site/src/hooks/useIsScrollable';
import styles from './styles.module.css';

/**
 * Markdown tables: a wide table scrolls sideways in its own box, which then
 * takes the keyboard focus, so that keyboard users can scroll it too.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(ref);
  return (
    <div
      ref={ref}
      className={styles.scroll}
      {...(scrollable && {
        tabIndex: 0,
        role: 'region',
        'aria-label': behaviour.labels.scrollableTable,
      })}>
      <table {...props} />
    </div>
  );
}
