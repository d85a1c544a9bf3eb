/** The id of a code's first row on /api/errors.html: `error-214`. */
export function errorAnchor(code: number): string {
  return `error-${code}`;
}
