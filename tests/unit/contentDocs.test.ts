import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {withoutDocDescriptions} from '@site/plugins/content-docs';

const doc = (id: string) => ({
  id,
  title: `Title of ${id}`,
  description: `About ${id}`,
  sidebar: 'docs',
});

/** The shape the docs plugin adds: the docs root, a version route with its metadata, the pages. */
const routeTree: RouteConfig = {
  path: '/',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/',
      component: '@theme/DocVersionRoot',
      props: {
        version: {
          pluginId: 'default',
          version: 'current',
          docsSidebars: {docs: [{type: 'link', href: '/api/items.html', label: 'Items'}]},
          docs: {'api/items': doc('api/items'), 'guides/files': doc('guides/files')},
        },
      },
      routes: [{path: '/api/items.html', component: '@theme/DocItem', exact: true}],
    },
  ],
};

describe('withoutDocDescriptions', () => {
  it('drops the description of every doc in the version metadata, and keeps the rest', () => {
    const version = withoutDocDescriptions(routeTree).routes?.[0]?.props?.version;
    expect(version).toEqual({
      pluginId: 'default',
      version: 'current',
      docsSidebars: {docs: [{type: 'link', href: '/api/items.html', label: 'Items'}]},
      docs: {
        'api/items': {id: 'api/items', title: 'Title of api/items', sidebar: 'docs'},
        'guides/files': {id: 'guides/files', title: 'Title of guides/files', sidebar: 'docs'},
      },
    });
  });

  it('leaves routes without version metadata as they are, and does not change its input', () => {
    const before = structuredClone(routeTree);
    const lean = withoutDocDescriptions(routeTree);
    expect(lean.routes?.[0]?.routes).toEqual(routeTree.routes?.[0]?.routes);
    expect(lean.props).toBeUndefined();
    expect(routeTree).toEqual(before);
  });
});
