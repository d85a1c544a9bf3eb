/**
 * The curl commands of a shell example, each with the lines it spans: a
 * command goes on while a line ends in `\` or a quote is still open (a JSON
 * body over several lines). Only commands are taken, never the rest of the
 * example, so running them runs nothing but curl.
 */

export type CurlCommand = {
  /** 1-based line of the command in the example. */
  readonly line: number;
  readonly command: string;
};

/** Whether shell text stops inside a quote or with a line continuation. */
function isUnfinished(text: string): boolean {
  let quote: string | null = null;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote === "'") {
      if (char === "'") quote = null;
    } else if (char === '\\') {
      if (index === text.length - 1) return true;
      index += 1;
    } else if (quote === '"') {
      if (char === '"') quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '#' && (index === 0 || /\s/.test(text[index - 1] ?? ''))) {
      // A comment runs to the end of its line.
      const end = text.indexOf('\n', index);
      if (end === -1) return false;
      index = end;
    }
  }
  return quote !== null;
}

export function curlCommandsOf(script: string): CurlCommand[] {
  const lines = script.split('\n');
  const commands: CurlCommand[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    if (!/^\s*curl\s/.test(lines[index] ?? '')) continue;
    const start = index;
    let command = lines[index] ?? '';
    while (isUnfinished(command) && index + 1 < lines.length) {
      index += 1;
      command += `\n${lines[index] ?? ''}`;
    }
    commands.push({line: start + 1, command});
  }
  return commands;
}
