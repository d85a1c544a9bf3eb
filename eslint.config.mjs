// ESLint flat config: type-aware TypeScript rules, React and its hooks, and
// Docusaurus' own rules. `npm run lint` allows zero warnings.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-subpath/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      '.scratch/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
  },
  {
    rules: {
      // `() => doSomething()` is the idiom for callbacks that return nothing.
      '@typescript-eslint/no-confusing-void-expression': ['error', {ignoreArrowShorthand: true}],
      // Numbers read naturally in template literals (ports, counts).
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true}],
      // Destructuring a prop out of `...rest` is how a component drops it.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
    },
  },
  {
    // The UI reads nothing from the build's plugins but their data, through
    // `@build-data/<plugin>` (shared/buildData.ts); rules both follow are in shared/.
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)plugins/',
              message: 'Import build data as @build-data/<plugin>, shared rules from shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The build reads the site's config, data and utils, never its components.
    files: ['plugins/**', 'remark/**', 'shared/**'],
    // The highlighter pair is the one module swap left: React.lazy would add
    // Suspense's comment markers to every code block's server HTML (README, Highlighting).
    ignores: ['plugins/lazy-code-highlighting/highlighter.*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(components|theme|hooks)/',
              message: 'Move what both sides need to shared/ (or src/config, src/data, src/utils).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // Playwright returns nullable boxes and elements that the test has
      // just asserted to exist.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    settings: {react: {version: 'detect'}},
  },
  {
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The plugin ships a legacy config object; its rules apply as they are.
    plugins: {'@docusaurus': docusaurus},
    rules: docusaurus.configs.recommended.rules,
  },
  {
    // Ejected theme files are the classic theme's code, kept as it is
    // (tests/unit/ejections.test.ts): it imports React for its JSX and
    // asserts what it knows is there.
    files: [
      'src/theme/CodeBlock/index.tsx',
      'src/theme/DocBreadcrumbs/index.tsx',
      'src/theme/DocSidebarItem/Link/index.tsx',
      'src/theme/Tabs/index.tsx',
    ],
    rules: {
      'react/jsx-uses-react': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Compiled by @docusaurus/plugin-pwa with Babel only, so plain JavaScript
    // outside the TypeScript program.
    files: ['src/offline/sw.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {globals: globals.serviceworker},
  },
  {
    files: ['eslint.config.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
