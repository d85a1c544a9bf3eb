import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import TwoUp from '@site/src/components/TwoUp';
import InfoBox from '@site/src/components/InfoBox';
import Endpoints from '@site/src/components/Endpoints';

/** Components every page can use without importing them. */
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  TwoUp,
  InfoBox,
  Endpoints,
};
