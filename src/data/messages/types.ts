/** The shape of an entry of the messages module (./index.ts), and who shows it. */

/** Who shows a message, in the order of the page's sections. */
export const messageOrigins = ['api', 'app', 'sdk'] as const;

export type MessageOrigin = (typeof messageOrigins)[number];

/**
 * A variable part of a message's text, `{id}`: what the reader's screen shows
 * there differs each time, so search leaves it out or lets a value fill it.
 * Global, for `replace` and `split` only (a global pattern's `test` keeps state).
 */
export const messagePlaceholder = /\{[^}]+\}/g;

export type Message = {
  /**
   * The text exactly as shown, with each variable part written as a
   * `{name}` placeholder: `Item "{id}" not found`. Search matches the text
   * without the placeholders.
   */
  readonly text: string;
  readonly origin: MessageOrigin;
  /**
   * Where the text is defined in directus/v8-archive at
   * e8da588d8908792948a24549075e1428501e5576, with its line:
   * `api/src/core/Directus/Exception/ItemNotFoundException.php#L12`.
   */
  readonly definedIn: `${MessageOrigin}/${string}#L${number}`;
  /** The API error code sent with it, when there is one (its entry on /api/errors.html). */
  readonly code?: number;
  /** When the user sees it, in one or two sentences. Backticks for code. */
  readonly meaning: string;
  /** What to do about it. Backticks for code; links as `/page.html#anchor`. */
  readonly action: string;
  /** The section that explains it further, when there is one: `/page.html#anchor`. */
  readonly explainedAt?: string;
};
