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
        'Action hooks of this project: event name to a handler or a list of handlers. In a config file a handler is any PHP callable, such as a closure. A variable can hold only a name: of a class the API can load (it creates the object, which needs `__invoke()` or `Directus\\Hook\\HookInterface`) or of a function. The event is the rest of the variable name, lower-cased and split at each `_`. A name with a `.` never reaches the API as written: PHP leaves it out of `$_ENV` (older versions turn the `.` into `_`). So only events without a dot can be named, in practice `response`; every other event, and any event with `_` in it, needs a config file or a hook extension.',
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
