/**
 * What each kind of named thing is called in search: the `kind` filter of its
 * record (plugins/search-index) and the label of its result. Shared by the
 * index and the search box, which asks for messages and weighs problems
 * without loading their data; no imports, so the build can load it as it is.
 */
export const targetKinds = {
  env: 'Environment variable',
  config: 'Config key',
  hook: 'Hook event',
  error: 'Error code',
  cli: 'CLI command',
  operator: 'Filter operator',
  fieldType: 'Field type',
  interface: 'Interface',
  queryParam: 'Query parameter',
  operation: 'Endpoint',
  sdkMethod: 'SDK method',
  message: 'Message',
  symptom: 'Problem',
} as const;

export type TargetKind = keyof typeof targetKinds;
