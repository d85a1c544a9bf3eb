import type {Json, Operation, Resource} from './types';

type Kind = 'interfaces' | 'layouts' | 'modules';

function listOperation(kind: Kind, summary: string, example: Json, sdk: string): Operation {
  const id = `list${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  return {
    id,
    method: 'GET',
    path: `/${kind}`,
    summary,
    anchor: `list-${kind}`,
    description: `Returns the ${kind} installed on the API: every folder of public/extensions/core/${kind} and public/extensions/custom/${kind} that holds a meta.json file.`,
    access: 'user',
    returns: {
      kind: 'other',
      description:
        'An array under `data`: for each extension its `id` (the folder name), the `path` of its meta.json below public/, and the attributes of that meta.json.',
    },
    example: {path: `/${kind}`, response: {data: [example]}, sdk},
  };
}

export const extensions = {
  id: 'extensions',
  title: 'Extensions',
  page: '/api/extensions.html',
  operations: [
    listOperation(
      'interfaces',
      'List Interfaces',
      {
        id: 'stock-level',
        path: 'extensions/custom/interfaces/stock-level/meta.json',
        name: 'Stock Level',
        version: '1.0.0',
        types: ['integer'],
        icon: 'inventory',
      },
      'const {data} = await client.getInterfaces();',
    ),
    listOperation(
      'layouts',
      'List Layouts',
      {
        id: 'kanban',
        path: 'extensions/custom/layouts/kanban/meta.json',
        name: 'Kanban',
        version: '0.3.0',
        icon: 'view_week',
      },
      'const {data} = await client.getLayouts();',
    ),
    listOperation(
      'modules',
      'List Modules',
      {
        id: 'sales-report',
        path: 'extensions/custom/modules/sales-report/meta.json',
        name: 'Sales Report',
        version: '1.2.0',
        icon: 'insights',
      },
      'const {data} = await client.getModules();',
    ),
  ],
} as const satisfies Resource;
