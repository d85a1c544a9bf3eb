/** Types of the API's project configuration reference (Directus 8). */

/** The value types of `api/src/core/Directus/Config/Schema/Types.php`. */
export type ConfigValueType = 'string' | 'integer' | 'boolean' | 'array';

export type ConfigKey = {
  /** Dotted path in a project config file, e.g. `database.host`. */
  readonly key: string;
  /**
   * The environment variable the API reads for this key when
   * `DIRECTUS_USE_ENV=1`, or `null` when the schema drops the key.
   */
  readonly env: string | null;
  readonly type: ConfigValueType;
  /**
   * The value the API uses when the key is missing, as a PHP literal, or
   * `null` when the key is then left out of the configuration altogether.
   */
  readonly default: string | null;
  /** When the default depends on something: a short note shown after it. */
  readonly defaultNote?: string;
  /** What the key does; `backticks` mark code. */
  readonly description: string;
};

export type ConfigGroup = {
  /** Anchor-friendly name of the group, e.g. `cache-pool`. */
  readonly id: string;
  readonly title: string;
  readonly keys: readonly ConfigKey[];
};
