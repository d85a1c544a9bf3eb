/**
 * Replaces the classic theme's icon, which only carries an aria-label: the
 * icon is decorative and the words "(opens new window)" are in the text,
 * visually hidden, so every reader of the link hears them.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/Icon/ExternalLink';
import {labels} from '@site/src/config/labels';
import styles from './styles.module.css';

// Symbol from the classic theme's inline SVG sprite (inlineSvgSprites.ts).
const svgSprite = '#theme-svg-external-link';

export default function IconExternalLink({width = 13.5, height = 13.5}: Props): ReactNode {
  return (
    <>
      <svg
        width={width}
        height={height}
        aria-hidden="true"
        focusable="false"
        className={styles.icon}>
        <use href={svgSprite} />
      </svg>
      <span className="visually-hidden">{labels.opensNewWindow}</span>
    </>
  );
}
