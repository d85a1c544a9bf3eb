import {useRef, type ComponentProps, type ReactNode} from 'react';
import {labels} from '@site/src/config/labels';
import {useHiddenSides} from '@site/src/hooks/useHiddenSides';
import styles from './styles.module.css';

/**
 * Markdown tables: a wide table scrolls sideways in its own box. A shade at
 * each side with columns out of view shows that there is more, and the box
 * then takes the keyboard focus, so that keyboard users can scroll it too.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const hidden = useHiddenSides(ref);
  const scrollable = hidden.start || hidden.end;
  return (
    <div
      className={styles.frame}
      data-hidden-start={hidden.start || undefined}
      data-hidden-end={hidden.end || undefined}>
      <div
        ref={ref}
        className={styles.scroll}
        {...(scrollable && {
          tabIndex: 0,
          role: 'region',
          'aria-label': labels.scrollableTable,
        })}>
        <table {...props} />
      </div>
    </div>
  );
}
