// The parser says where a JSON mistake is as a count of characters ("at position 580"), which no
// editor shows; product staff find it by its line and column. Pure: the checker, the server and
// the studio word a file that is not JSON alike.

/** A word for the commonest mistakes, after the parser's own. */
const hints: readonly [RegExp, string][] = [
  [/^Expected double-quoted property name/, 'a comma after the last entry of a list or object?'],
  [/^Expected ',' or '[}\]]' after/, 'a comma missing between two entries?'],
  [/^Unexpected end of JSON input/, 'a closing } or ] missing?'],
];
const endHint = 'a closing } or ] missing?';

/**
 * 'is not valid JSON at line 24, column 7: Expected double-quoted property name (a comma after
 * the last entry of a list or object?)': what to say of `text`, which JSON.parse refused with
 * `error`; lines and columns count from 1.
 */
export function invalidJsonMessage(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const at = /\s*(?:in|after) JSON at position (\d+)(?:\s*\(line \d+ column \d+\))?/.exec(message);
  const what = at ? message.replace(at[0], '') : message;
  // Stopped by the end of the text: whatever it expected, the end came too soon.
  const atEnd = at !== null && Number(at[1]) >= text.trimEnd().length;
  const hint = atEnd ? endHint : hints.find(([pattern]) => pattern.test(what))?.[1];
  const said = hint ? `${what} (${hint})` : what;
  if (!at) return `is not valid JSON: ${said}`;
  const before = text.slice(0, Number(at[1])).split('\n');
  return `is not valid JSON at line ${before.length}, column ${before.at(-1)!.length + 1}: ${said}`;
}
