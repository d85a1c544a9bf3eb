import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ReferenceTable, {type Column} from '@site/src/components/ReferenceTable';
import DataEditLink from '@site/src/components/DataEditLink';
import {dataPart} from '@site/shared/dataParts';
import {hookAnchor, hookEvents, type HookEvent, type HookKind} from '@site/src/data/hooks';
import styles from './styles.module.css';

type Props = {
  /** Which events to list: the actions or the filters. */
  readonly kind: HookKind;
};

const event: Column = {title: 'Event', kind: 'name', labelled: false};
const when: Column = {title: 'When it fires', kind: 'text', labelled: true};
const columnsOf: Readonly<Record<HookKind, readonly Column[]>> = {
  action: [event, when, {title: 'Listener arguments', kind: 'text', labelled: true}],
  filter: [
    event,
    when,
    {title: 'Payload', kind: 'text', labelled: true},
    {title: 'Your return value', kind: 'text', labelled: true},
  ],
};

/** As the page's headings call them. */
const titles: Readonly<Record<HookKind, string>> = {action: 'Action Hooks', filter: 'Filter Hooks'};

function cells(hook: HookEvent, id: string): readonly ReactNode[] {
  const common = [
    <Link to={`#${id}`}>
      <code>{hook.name}</code>
    </Link>,
    hook.when,
    <ul className={styles.args}>
      {hook.payload.map((arg) => (
        <li key={arg.name}>
          <code>{arg.name}</code>: {arg.description}
        </li>
      ))}
    </ul>,
  ];
  return hook.kind === 'filter' ? [...common, hook.result] : common;
}

/** The hook events of one kind, an entry each, every entry with its own anchor. */
export default function HookEvents({kind}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  return (
    <>
      <DataEditLink part={dataPart.hooks(kind)} name={titles[kind]} />
      <ReferenceTable
        columns={columnsOf[kind]}
        entries={hookEvents
          .filter((hook) => hook.kind === kind)
          .map((hook) => {
            const id = hookAnchor(hook);
            brokenLinks.collectAnchor(id);
            return {key: id, id, cells: cells(hook, id)};
          })}
      />
    </>
  );
}
