import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import TwoUp from '@site/src/components/TwoUp';
import InfoBox from '@site/src/components/InfoBox';
import Endpoints from '@site/src/components/Endpoints';
import MarkdownTable from '@site/src/components/MarkdownTable';
import ApiEndpoints from '@site/src/components/ApiEndpoints';
import ApiObject from '@site/src/components/ApiObject';
import ApiOperation from '@site/src/components/ApiOperation';

/** Components every page can use without importing them, and the Markdown table. */
export default {
  ...MDXComponents,
  table: MarkdownTable,
  Tabs,
  TabItem,
  TwoUp,
  InfoBox,
  Endpoints,
  ApiEndpoints,
  ApiObject,
  ApiOperation,
};
