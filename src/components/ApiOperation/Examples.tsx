import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import type {Operation} from '@site/src/data/api/types';
import {curlFor, fetchFor, successStatus} from '@site/src/utils/apiExamples';
import {behaviour} from '@site/src/config/behaviour';
import {useChosenExample} from './useChosenExample';

const statusLine = {
  200: '200 OK',
  201: '201 Created',
  204: '204 No Content',
  302: '302 Found',
} as const;

/** The request in curl, fetch and (where it has one) SDK tabs, then the response. */
export default function Examples({operation}: {readonly operation: Operation}): ReactNode {
  const {returns} = operation;
  const [variantKey, example] = useChosenExample(operation);
  const shown = {...operation, example};
  const status = statusLine[successStatus(returns)];
  return (
    <>
      {/* A new set of tabs for each variant: one without an SDK tab starts on another tab. */}
      <Tabs key={variantKey} groupId={behaviour.apiExampleTabGroup}>
        <TabItem value="curl" label="curl">
          <CodeBlock language="bash">{curlFor(shown)}</CodeBlock>
        </TabItem>
        <TabItem value="js" label="JavaScript">
          <CodeBlock language="js">{fetchFor(shown)}</CodeBlock>
        </TabItem>
        {example.sdk ? (
          <TabItem value="sdk" label="SDK">
            <CodeBlock language="js">{example.sdk}</CodeBlock>
          </TabItem>
        ) : null}
      </Tabs>
      {example.response === undefined ? (
        <CodeBlock language="text" title="Response">
          {`${status}${returns.kind === 'other' && returns.contentType ? `\nContent-Type: ${returns.contentType}` : ''}`}
        </CodeBlock>
      ) : (
        <CodeBlock language="json" title={`Response: ${status}`}>
          {JSON.stringify(example.response, null, 2)}
        </CodeBlock>
      )}
    </>
  );
}
