import {lazy, type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import TwoUp from '@site/src/components/TwoUp';
import InfoBox from '@site/src/components/InfoBox';
import Endpoints from '@site/src/components/Endpoints';
import MarkdownTable from '@site/src/components/MarkdownTable';
import type ApiEndpointsType from '@site/src/components/ApiEndpoints';
import type ApiObjectType from '@site/src/components/ApiObject';
import type ApiOperationType from '@site/src/components/ApiOperation';

/**
 * Only the API reference's pages use its components: they come as a chunk
 * of their own when one renders, not with every page. One lazy component
 * for all three, so that a page waits for one chunk, once. No Suspense
 * boundary: see src/components/NotFoundBody/index.tsx.
 */
const ApiPart = lazy(() => import('./ApiPart'));

/** Components every page can use without importing them, and the Markdown table. */
export default {
  ...MDXComponents,
  table: MarkdownTable,
  Tabs,
  TabItem,
  TwoUp,
  InfoBox,
  Endpoints,
  ApiEndpoints: (props: ComponentProps<typeof ApiEndpointsType>): ReactNode => (
    <ApiPart part="ApiEndpoints" {...props} />
  ),
  ApiObject: (props: ComponentProps<typeof ApiObjectType>): ReactNode => (
    <ApiPart part="ApiObject" {...props} />
  ),
  ApiOperation: (props: ComponentProps<typeof ApiOperationType>): ReactNode => (
    <ApiPart part="ApiOperation" {...props} />
  ),
};
