import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import TwoUp from '@site/src/components/TwoUp';
import StaticOnLoad from '@site/src/components/StaticOnLoad';
import DataEditLink from '@site/src/components/DataEditLink';
import {dataPart} from '@site/shared/dataParts';
import {AttributeTable} from '@site/src/components/ApiOperation/Tables';
import InlineText from '@site/src/components/ApiOperation/InlineText';
import type {Resource} from '@site/src/data/api/types';
import {sectionIds} from '@site/src/data/api/sections';

type Props = {readonly resource: Resource; readonly children?: ReactNode};

/** "The X Object": its attributes beside an example, from the endpoint data. */
export default function ApiObject({resource, children}: Props): ReactNode {
  const {object} = resource;
  if (!object) {
    throw new Error(`<ApiObject>: the ${resource.id} resource describes no object.`);
  }
  const attributesId = sectionIds(resource).get('object')?.attributes;
  return (
    <>
      <DataEditLink part={dataPart.object(resource.id)} name={`The ${object.name} object`} />
      <TwoUp label={`Example ${object.name} object`}>
        <div>
          <StaticOnLoad>
            <p>
              <InlineText text={object.description} />
            </p>
          </StaticOnLoad>
          {children}
          {attributesId ? (
            <>
              <Heading as="h3" id={attributesId}>
                Attributes
              </Heading>
              <AttributeTable attributes={object.attributes} />
            </>
          ) : null}
        </div>
        <div>
          <CodeBlock language="json" title={`Example ${object.name} object`}>
            {JSON.stringify(object.example, null, 2)}
          </CodeBlock>
        </div>
      </TwoUp>
    </>
  );
}
