import type {ConfigGroup} from './types';

export const database: ConfigGroup = {
  id: 'database',
  title: 'Database',
  keys: [
    {
      key: 'database.type',
      env: 'DIRECTUS_DATABASE_TYPE',
      type: 'string',
      default: "'mysql'",
      description:
        'Database driver; the API connects through `Pdo_<type>`. Directus 8 supports only `mysql` (MySQL and MariaDB).',
    },
    {
      key: 'database.host',
      env: 'DIRECTUS_DATABASE_HOST',
      type: 'string',
      default: "'localhost'",
      description: 'Host name or IP address of the database server. Ignored when `socket` is set.',
    },
    {
      key: 'database.port',
      env: 'DIRECTUS_DATABASE_PORT',
      type: 'integer',
      default: '3306',
      description: 'Port of the database server.',
    },
    {
      key: 'database.name',
      env: 'DIRECTUS_DATABASE_NAME',
      type: 'string',
      default: "'directus'",
      description: 'Name of the database that holds this project. Give every project its own.',
    },
    {
      key: 'database.username',
      env: 'DIRECTUS_DATABASE_USERNAME',
      type: 'string',
      default: "'root'",
      description: 'Database user.',
    },
    {
      key: 'database.password',
      env: 'DIRECTUS_DATABASE_PASSWORD',
      type: 'string',
      default: "'root'",
      description: 'Password of the database user.',
    },
    {
      key: 'database.engine',
      env: 'DIRECTUS_DATABASE_ENGINE',
      type: 'string',
      default: "'InnoDB'",
      description:
        'Storage engine of the tables the migrations create. The API itself does not read it, but the installer and `db:upgrade` hand the whole `database` block to the migration tool, Phinx, whose MySQL adapter creates new tables with this engine. The installer always writes `InnoDB`.',
    },
    {
      key: 'database.charset',
      env: 'DIRECTUS_DATABASE_CHARSET',
      type: 'string',
      default: "'utf8mb4'",
      description:
        'Connection character set; for MySQL the API also runs `SET NAMES` with it on connect.',
    },
    {
      key: 'database.socket',
      env: 'DIRECTUS_DATABASE_SOCKET',
      type: 'string',
      default: "''",
      description:
        'Path to a Unix socket. When it is not empty the API connects through the socket and drops `host`.',
    },
    {
      key: 'database.driver_options',
      env: 'DIRECTUS_DATABASE_DRIVEROPTIONS',
      type: 'array',
      default: null,
      description:
        'Extra PDO options, keyed by `PDO::MYSQL_ATTR_*` constants, for example the SSL settings of an encrypted connection. Practical in a PHP config file only.',
    },
  ],
};
