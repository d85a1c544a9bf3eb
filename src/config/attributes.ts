/**
 * The data attributes the theme, the client modules and the CSS meet on.
 * The CSS names them too: rename both. This module ships to the browser.
 */

export const attributes = {
  /**
   * Set on the target of a client navigation to a hash, which `:target` does
   * not follow (plugins/hash-target); the styles of `:target` name it too.
   */
  hashTarget: 'data-hash-target',
  /**
   * Marks the examples column of a reference page, whose code wraps
   * (src/css/code.css).
   */
  codeWraps: 'data-code-wraps',
} as const;
