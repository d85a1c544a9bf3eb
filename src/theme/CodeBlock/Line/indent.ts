/** How many spaces a line of code starts with (a tab ends the count: its width is not known). */
export function leadingSpaces(text: string): number {
  return text.length - text.replace(/^ +/, '').length;
}
