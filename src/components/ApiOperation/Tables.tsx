import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ReferenceTable, {type Column} from '@site/src/components/ReferenceTable';
import type {Attribute, PathParam} from '@site/src/data/api/types';
import {queryParamPage, queryParams, type QueryParamName} from '@site/src/data/api/queryParams';
import InlineText from './InlineText';
import styles from './styles.module.css';

type Row = {
  readonly key: string;
  readonly name: ReactNode;
  readonly type: string;
  readonly flags: readonly string[];
  readonly description: ReactNode;
};

const columns: readonly Column[] = [
  {title: 'Name', kind: 'name', labelled: false},
  {title: 'Type', kind: 'fact', labelled: false},
  {title: 'Description', kind: 'text', labelled: false},
];

function Rows({rows}: {readonly rows: readonly Row[]}): ReactNode {
  return (
    <ReferenceTable
      columns={columns}
      entries={rows.map((row) => ({
        key: row.key,
        cells: [
          <>
            <code>{row.name}</code>
            {row.flags.map((flag) => (
              // The space keeps the flag apart where styles do not apply (the Markdown copy).
              <span key={flag} className={styles.flag}>
                {' '}
                {flag}
              </span>
            ))}
          </>,
          row.type,
          row.description,
        ],
      }))}
    />
  );
}

export function AttributeTable({
  attributes,
}: {
  readonly attributes: readonly Attribute[];
}): ReactNode {
  return (
    <Rows
      rows={attributes.map((attribute) => ({
        key: attribute.name,
        name: attribute.name,
        type: attribute.nullable ? `${attribute.type} or null` : attribute.type,
        flags: attribute.required ? ['required'] : [],
        description: <InlineText text={attribute.description} />,
      }))}
    />
  );
}

export function PathParamTable({params}: {readonly params: readonly PathParam[]}): ReactNode {
  return (
    <Rows
      rows={params.map((param) => ({
        key: param.name,
        name: param.name,
        type: param.type,
        flags: ['required'],
        description: <InlineText text={param.description} />,
      }))}
    />
  );
}

type QueryProps = {readonly names: readonly QueryParamName[]; readonly extra: readonly Attribute[]};

export function QueryTable({names, extra}: QueryProps): ReactNode {
  const global: Row[] = names.map((name) => {
    const param = queryParams[name];
    return {
      key: name,
      name: <Link to={queryParamPage(name)}>{name}</Link>,
      type: param.type,
      flags: [],
      description: (
        <InlineText
          text={param.default ? `${param.summary} Default: ${param.default}.` : param.summary}
        />
      ),
    };
  });
  const own: Row[] = extra.map((attribute) => ({
    key: attribute.name,
    name: attribute.name,
    type: attribute.type,
    flags: attribute.required ? ['required'] : [],
    description: <InlineText text={attribute.description} />,
  }));
  return <Rows rows={[...global, ...own]} />;
}
