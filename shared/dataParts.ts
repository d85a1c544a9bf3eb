/**
 * The names of the parts of a page rendered from `src/data` that have an edit
 * link: the components ask for their link by these names, and
 * plugins/edit-links finds each part's lines under the same names.
 */
import type {ErrorGroup} from '@site/src/data/api/errors';
import type {HookKind} from '@site/src/data/hooks';
import type {MessageOrigin} from '@site/src/data/messages/types';
import type {SymptomTopic} from '@site/src/data/symptoms';

export const dataPart = {
  /** One operation of the API reference, by its id: `listItems`. */
  operation: (id: string) => `operation:${id}`,
  /** The object of a resource of the API reference, by the resource's id. */
  object: (resourceId: string) => `object:${resourceId}`,
  /** A group of config keys (and their environment variables), by the group's id. */
  config: (groupId: string) => `config:${groupId}`,
  /** The hook events of one kind. */
  hooks: (kind: HookKind) => `hooks:${kind}`,
  /** The error codes of one group. */
  errors: (group: ErrorGroup) => `errors:${group}`,
  /** The messages of the API, of the app or of the JavaScript SDK. */
  messages: (origin: MessageOrigin) => `messages:${origin}`,
  /** The problems of one topic, as readers describe them. */
  symptoms: (topic: SymptomTopic) => `symptoms:${topic}`,
} as const;
