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
        "Action hooks of this project: event name to a handler or a list of handlers. In a config file a handler is any PHP callable, such as a closure. A variable can hold only a name: of a class the API can load (it creates the object, which needs `__invoke()` or `Directus\\Hook\\HookInterface`) or of a function. The event is the rest of the variable name, lower-cased and split at each `_`: the name must carry the event's `.` and `:`, which many tools refuse in a variable name, and an event with `_` in it cannot be named at all.",
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
