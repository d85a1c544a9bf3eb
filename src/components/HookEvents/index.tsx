import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {hookAnchor, hookEvents, type HookKind} from '@site/src/data/hooks';
import styles from './styles.module.css';

type Props = {
  /** Which events to list: the actions or the filters. */
  readonly kind: HookKind;
};

/** The hook events of one kind, one row each, every row with its own anchor. */
export default function HookEvents({kind}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const events = hookEvents.filter((event) => event.kind === kind);
  const isFilter = kind === 'filter';
  return (
    <ScrollableTable className={styles.events}>
      <thead>
        <tr>
          <th>Event</th>
          <th>When it fires</th>
          <th>{isFilter ? 'Payload' : 'Listener arguments'}</th>
          {isFilter && <th>Your return value</th>}
        </tr>
      </thead>
      <tbody>
        {events.map((event) => {
          const id = hookAnchor(event);
          brokenLinks.collectAnchor(id);
          return (
            <tr key={id} id={id} className={styles.row}>
              <td>
                <Link to={`#${id}`} className={styles.name}>
                  <code>{event.name}</code>
                </Link>
              </td>
              <td>{event.when}</td>
              <td>
                <ul className={styles.args}>
                  {event.payload.map((arg) => (
                    <li key={arg.name}>
                      <code>{arg.name}</code>: {arg.description}
                    </li>
                  ))}
                </ul>
              </td>
              {isFilter && <td>{event.result}</td>}
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}
