import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import TwoUp from '@site/src/components/TwoUp';
import Endpoints from '@site/src/components/Endpoints';
import StaticOnLoad from '@site/src/components/StaticOnLoad';
import DataEditLink from '@site/src/components/DataEditLink';
import {dataPart} from '@site/shared/dataParts';
import type {Access, Operation, Resource} from '@site/src/data/api/types';
import {operationSections, type SectionName} from '@site/src/data/api/sections';
import {AttributeTable, PathParamTable, QueryTable} from './Tables';
import Examples from './Examples';
import TryIt from '@site/src/components/TryIt';
import InlineText from './InlineText';
import styles from './styles.module.css';

type Props = {
  readonly resource: Resource;
  /** The operation's id in the resource. */
  readonly id: string;
  /** Prose the page adds for this operation: special cases, pitfalls. */
  readonly children?: ReactNode;
};

const accessText: Readonly<Record<Access, string>> = {
  public: 'No token needed.',
  role: 'Token optional: with one, the user’s role’s permissions apply; without one, the Public role’s.',
  user: 'Needs the token of a signed-in user; without one, the API answers 401.',
  admin: 'Needs the token of an admin.',
  superAdmin: 'Needs the super-admin token, not a user’s token.',
};

const sectionTitles: Readonly<Record<SectionName, string>> = {
  parameters: 'Parameters',
  query: 'Query',
  attributes: 'Attributes',
  returns: 'Returns',
};

export function findOperation(resource: Resource, id: string): Operation {
  const operation = resource.operations.find((candidate) => candidate.id === id);
  if (!operation) {
    throw new Error(`<ApiOperation>: "${id}" is not an operation of the ${resource.id} resource.`);
  }
  return operation;
}

function Section({
  name,
  operation,
  resource,
}: {
  readonly name: SectionName;
  readonly operation: Operation;
  readonly resource: Resource;
}): ReactNode {
  switch (name) {
    case 'parameters':
      return <PathParamTable params={operation.pathParams ?? []} />;
    case 'query':
      return <QueryTable names={operation.query ?? []} extra={operation.extraQuery ?? []} />;
    case 'attributes':
      return <AttributeTable attributes={operation.body ?? []} />;
    case 'returns':
      return (
        <p>
          <InlineText text={operation.returns.description} />
          {resource.object &&
          (operation.returns.kind === 'object' || operation.returns.kind === 'objects') ? (
            <>
              {' '}
              See <Link to={`#${resource.object.anchor}`}>the {resource.object.name} object</Link>.
            </>
          ) : null}
        </p>
      );
  }
}

/**
 * One operation of the API reference, rendered from the endpoint data. What
 * comes from the data never changes once rendered and is not hydrated
 * (StaticOnLoad); the page's own prose and the examples' tabs are.
 */
export default function ApiOperation({resource, id, children}: Props): ReactNode {
  const operation = findOperation(resource, id);
  return (
    <>
      <DataEditLink part={dataPart.operation(operation.id)} name={operation.summary} />
      <TwoUp label={`Examples: ${operation.summary}`}>
        <div>
          <StaticOnLoad>
            {operation.oldAnchors?.map((oldId) => (
              <span key={oldId} id={oldId} />
            ))}
            <p>
              <InlineText text={operation.description} />
            </p>
          </StaticOnLoad>
          {children}
          <StaticOnLoad>
            <Endpoints routes={[`${operation.method} ${operation.path}`]} />
            <p className={styles.access}>{accessText[operation.access]}</p>
            {operationSections(resource, operation).map(([name, sectionId]) => (
              <div key={sectionId}>
                <Heading as="h3" id={sectionId}>
                  {sectionTitles[name]}
                </Heading>
                <Section name={name} operation={operation} resource={resource} />
              </div>
            ))}
          </StaticOnLoad>
        </div>
        <div>
          <Examples operation={operation} />
        </div>
      </TwoUp>
      <TryIt operation={operation} />
    </>
  );
}
