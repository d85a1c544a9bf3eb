/**
 * The classic theme's highlighted code, in its own chunk with Prism and the
 * extra languages of `themeConfig.prism.additionalLanguages`, which the
 * classic theme would otherwise load on every page (plugins/lazy-code-highlighting).
 */
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

const HighlightedContent: ComponentType<Props> = Content;

export default HighlightedContent;
