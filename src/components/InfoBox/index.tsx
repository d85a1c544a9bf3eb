import type {ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  readonly title: string;
  readonly children: ReactNode;
};

/** A titled box for facts that belong together: requirements, limits, defaults. */
export default function InfoBox({title, children}: Props): ReactNode {
  return (
    <div className={styles.box}>
      <p className={styles.title}>{title}</p>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
