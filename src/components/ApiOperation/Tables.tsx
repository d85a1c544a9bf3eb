import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/ScrollableTable';
import type {Attribute, PathParam} from '@site/src/data/api/types';
import {queryParamPage, queryParams, type QueryParamName} from '@site/src/data/api/queryParams';
import InlineText from './InlineText';
import styles from './styles.module.css';

type Row = {
  readonly name: ReactNode;
  readonly type: string;
  readonly flags: readonly string[];
  readonly description: ReactNode;
};

function Rows({rows}: {readonly rows: readonly Row[]}): ReactNode {
  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td>
              <code>{row.name}</code>
              {row.flags.map((flag) => (
                // The space keeps the flag apart where styles do not apply (the Markdown copy).
                <span key={flag} className={styles.flag}>
                  {' '}
                  {flag}
                </span>
              ))}
            </td>
            <td>{row.type}</td>
            <td>{row.description}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
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
    name: attribute.name,
    type: attribute.type,
    flags: attribute.required ? ['required'] : [],
    description: <InlineText text={attribute.description} />,
  }));
  return <Rows rows={[...global, ...own]} />;
}
