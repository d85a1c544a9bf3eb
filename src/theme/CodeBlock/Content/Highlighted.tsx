/**
 * The classic theme's highlighted code, in its own chunk with Prism and the
 * extra languages of `themeConfig.prism.additionalLanguages`, which the
 * classic theme would otherwise load on every page (plugins/lazy-code-highlighting).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export {default} from '@theme-original/CodeBlock/Content';
