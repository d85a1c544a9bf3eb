import type {ReactNode} from 'react';
import {useStorageSlot} from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import type {Example, Operation} from '@site/src/data/api/types';
import {TAB_CHOICE_PREFIX} from '@site/shared/tabChoice';
import {curlFor, fetchFor, successStatus} from '@site/src/utils/apiExamples';
import {behaviour} from '@site/src/config/behaviour';

const statusLine = {
  200: '200 OK',
  201: '201 Created',
  204: '204 No Content',
  302: '302 Found',
} as const;

/**
 * The example of the variant the reader chose in the page's tabs of the
 * variants' group (kept, and forgotten, as every tab choice is:
 * plugins/tab-memory); the first one until then, as the tabs show it.
 */
function useChosenExample({example, variants}: Operation): [key: string, example: Example] {
  const [chosen] = useStorageSlot(variants ? `${TAB_CHOICE_PREFIX}${variants.tabGroup}` : null);
  const variant = chosen === null ? undefined : variants?.examples[chosen];
  return chosen !== null && variant && variant !== example ? [chosen, variant] : ['', example];
}

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
