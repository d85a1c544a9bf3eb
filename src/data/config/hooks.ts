import type {ConfigGroup} from './types';

export const hooks: ConfigGroup = {
  id: 'hooks',
  title: 'Hooks',
  keys: [
    {
      key: 'hooks.actions',
      env: 'DIRECTUS_HOOKS_ACTIONS',
      type: 'array',
      default: '[]',
      description:
        'Action hooks of this project: event name to a handler or a list of handlers. Handlers are PHP callables, so set them in a config file.',
    },
    {
      key: 'hooks.filters',
      env: 'DIRECTUS_HOOKS_FILTERS',
      type: 'array',
      default: '[]',
      description: 'Filter hooks of this project, in the same shape as `actions`.',
    },
  ],
};
