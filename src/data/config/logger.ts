import type {ConfigGroup} from './types';

export const logger: ConfigGroup = {
  id: 'logger',
  title: 'Logger',
  keys: [
    {
      key: 'logger.path',
      env: 'DIRECTUS_LOGGER_PATH',
      type: 'string',
      default: "'php://stdout'",
      defaultNote: 'with environment variables; with config files, the `logs` folder of the API',
      description:
        "Where warnings and errors go. A folder gets one file per level and day (`error.2020-06-01.log`) and is created if missing; `php://stdout` or `php://stderr` writes to that stream. A path to a file uses the file's folder. There is no level setting: each level, from `debug` to `emergency`, writes only to its own file, and the errors that the API's error handler answers go to the `error` one.",
    },
  ],
};
