/**
 * The data attributes the theme, the client modules and the CSS meet on.
 * The CSS names them too: rename both. This module ships to the browser.
 */

export const attributes = {
  /**
   * Set on <html> while the view goes to a place on the page (a hash target,
   * a restored position): every block is laid out, none skipped while far
   * from view (the content-visibility rules of TwoUp and ReferenceTable,
   * which name it too), so the place is where the reader left it.
   */
  fullLayout: 'data-full-layout',
  /**
   * Set on the target of a client navigation to a hash, which `:target` does
   * not follow (plugins/hash-target); the styles of `:target` name it too.
   */
  hashTarget: 'data-hash-target',
  /** Marks the blocks skipped while far from view (TwoUp blocks, reference entries). */
  deferredLayout: 'data-deferred-layout',
  /** Set on such a block once plugins/deferred-layout has had it laid out. */
  laidOut: 'data-laid-out',
  /**
   * Marks code that wraps (src/css/code.css): the examples column of a
   * reference page, and a block whose word-wrap button is on.
   */
  codeWraps: 'data-code-wraps',
} as const;
