import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The sidebar, in the old site's order. Each group lists the doc ids it will
 * hold; a page appears once its file is written, and a group with no written
 * page is left out, so the sidebar never links to a page that does not exist.
 * Labels come from each page's `sidebar_label` (else its title).
 */
type Group = {
  readonly label: string;
  /** Getting Started starts open; the other groups open on their active page. */
  readonly collapsed: boolean;
  readonly docs: readonly string[];
};

const groups: readonly Group[] = [
  {
    label: 'Getting Started',
    collapsed: false,
    docs: [
      'getting-started/introduction',
      'getting-started/installation',
      'getting-started/contributing',
      'getting-started/supporting-directus',
      'getting-started/troubleshooting',
      'getting-started/messages',
      'getting-started/corrections',
    ],
  },
  {
    label: 'Installation',
    collapsed: true,
    docs: [
      'installation/git',
      'installation/docker',
      'installation/do-one-click',
      'installation/cloud',
      'installation/manual',
      'installation/from-source',
    ],
  },
  {
    label: 'Guides',
    collapsed: true,
    docs: [
      'guides/user-guide',
      'guides/admin-guide',
      'guides/accountability',
      'guides/authentication',
      'guides/cli',
      'guides/collections',
      'guides/database',
      'guides/fields',
      'guides/field-types',
      'guides/files',
      'guides/interfaces',
      'guides/i18n',
      'guides/js-sdk',
      'guides/layouts',
      'guides/modules',
      'guides/permissions',
      'guides/projects',
      'guides/relationships',
      'guides/roles',
      'guides/status',
      'guides/style-guide',
      'guides/upgrading',
      'guides/users',
    ],
  },
  {
    label: 'API Reference',
    collapsed: true,
    docs: [
      'api/reference',
      'api/introduction',
      'api/errors',
      'api/authentication',
      'api/items',
      'api/files',
      'api/assets',
      'api/activity',
      'api/collections',
      'api/collection-presets',
      'api/extensions',
      'api/fields',
      'api/folders',
      'api/graphql',
      'api/mail',
      'api/permissions',
      'api/projects',
      'api/relations',
      'api/revisions',
      'api/roles',
      'api/scim',
      'api/server',
      'api/settings',
      'api/users',
      'api/utilities',
    ],
  },
  {
    label: 'Query Parameters',
    collapsed: true,
    docs: [
      'api/query/fields',
      'api/query/filter',
      'api/query/limit',
      'api/query/offset',
      'api/query/page',
      'api/query/sort',
      'api/query/single',
      'api/query/status',
      'api/query/meta',
      'api/query/q',
      'api/query/activity_skip',
      'api/query/comment',
    ],
  },
  {
    label: 'Extensions',
    collapsed: true,
    docs: [
      'extensions/index',
      'extensions/auth-providers',
      'extensions/custom-endpoints',
      'extensions/custom-mail-template',
      'extensions/hooks',
      'extensions/interfaces',
      'extensions/layouts',
      'extensions/modules',
      'extensions/storage-adapters',
    ],
  },
  {
    label: 'Docker',
    collapsed: true,
    docs: ['docker/overview', 'docker/environment', 'docker/faq'],
  },
  {
    label: 'Advanced',
    collapsed: true,
    docs: [
      'advanced/source',
      'advanced/ddev',
      'advanced/server-setup',
      'advanced/legacy-upgrades',
      'advanced/api/configuration',
      'advanced/api/data',
    ],
  },
  {
    label: 'Cloud',
    collapsed: true,
    docs: ['cloud/overview', 'cloud/user-guide'],
  },
];

const docsDir = path.join(__dirname, 'docs');

function isWritten(docId: string): boolean {
  return ['.md', '.mdx'].some((extension) => fs.existsSync(path.join(docsDir, docId + extension)));
}

function toCategory(group: Group) {
  const written = group.docs.filter(isWritten);
  if (written.length === 0) {
    return [];
  }
  return [
    {
      type: 'category' as const,
      label: group.label,
      // Every group can fold: a fixed group title would be a link to nowhere.
      collapsible: true,
      collapsed: group.collapsed,
      items: written.map((id) => ({type: 'doc' as const, id})),
    },
  ];
}

export default {
  docs: groups.flatMap(toCategory),
} satisfies SidebarsConfig;
