/** Splits a description into text and `code` parts (odd indexes are code). */
export function splitCode(text: string): readonly string[] {
  return text.split('`');
}
