import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/Admonition';
import AdmonitionLayout from '@theme/Admonition/Layout';

/** A pencil over a line: something written earlier, set right. */
const icon = (
  <svg viewBox="0 0 16 16" aria-hidden="true">
    <path
      fill="currentColor"
      d="M11.1 1.3a1 1 0 0 1 1.4 0l2.2 2.2a1 1 0 0 1 0 1.4L6.4 13.2l-3.7.9.9-3.7 7.5-9.1ZM1 15h14v1H1z"
    />
  </svg>
);

/**
 * `:::correction[What is true]`: where v8 differs from what its earlier
 * documentation said, with links to the source lines that show it.
 */
export default function AdmonitionTypeCorrection(props: Props): ReactNode {
  // The title says what is true; the label says why the note is there.
  const title = props.title ? <>Correction: {props.title}</> : 'Correction';
  return (
    <AdmonitionLayout
      icon={icon}
      {...props}
      title={title}
      className={clsx('alert alert--correction', props.className)}>
      {props.children}
    </AdmonitionLayout>
  );
}
