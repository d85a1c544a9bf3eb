import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ReferenceTable, {type Column} from '@site/src/components/ReferenceTable';
import DataEditLink from '@site/src/components/DataEditLink';
import {dataPart} from '@site/shared/dataParts';
import InlineText from '@site/src/components/ApiOperation/InlineText';
import {apiErrors, errorAnchor, errorGroupInfo, type ErrorGroup} from '@site/src/data/api/errors';

type Props = {readonly group: ErrorGroup};

const columns: readonly Column[] = [
  {title: 'Code', kind: 'name', labelled: false},
  {title: 'HTTP status', kind: 'fact', labelled: true},
  {title: 'Class', kind: 'fact', labelled: true},
  {title: 'When', kind: 'text', labelled: true},
  {title: 'What to do', kind: 'text', labelled: true},
];

/**
 * The error codes of one group, an entry per exception class, from the error
 * data. A code's first entry has its anchor (`#error-214`), which search opens.
 */
export default function ApiErrors({group}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const rows = apiErrors
    .filter((error) => error.group === group)
    .flatMap((error) =>
      error.sources.map((source, index) => ({
        code: error.code,
        source,
        id: index === 0 ? errorAnchor(error.code) : undefined,
      })),
    );
  if (rows.length === 0) {
    throw new Error(`<ApiErrors>: no error code in the "${group}" group.`);
  }
  return (
    <>
      <DataEditLink part={dataPart.errors(group)} name={errorGroupInfo[group].title} />
      <ReferenceTable
        columns={columns}
        entries={rows.map(({code, source, id}) => {
          if (id !== undefined) {
            brokenLinks.collectAnchor(id);
          }
          return {
            key: `${code} ${source.name}`,
            id,
            cells: [
              <code>{code}</code>,
              source.status,
              <>
                <code>{source.name}</code>
                {source.neverSent ? ' (never sent)' : null}
              </>,
              <InlineText text={source.meaning} />,
              <InlineText text={source.action} />,
            ],
          };
        })}
      />
    </>
  );
}
