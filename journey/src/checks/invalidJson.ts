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

/** The characters Node's parser shows either side of an unexpected token it gives no position of. */
const CONTEXT = 10;

/**
 * Where the unexpected token is, for the parser's messages that give a piece of the text around it
 * instead of a position (`Unexpected token ',', ..."rules": [ ,,"... is not valid JSON`): the token
 * is CONTEXT characters into a piece cut on its left, CONTEXT from the end of one cut on its right
 * only, and anywhere in a text short enough to be shown whole (the first such character then).
 */
function unexpectedToken(text: string, message: string): { what: string; position: number } | undefined {
  const token = /^Unexpected token '([\s\S])', (\.\.\.)?"([\s\S]*)"(\.\.\.)? is not valid JSON$/.exec(
    message,
  );
  if (!token) return undefined;
  const [, character = '', cutLeft, piece = '', cutRight] = token;
  const what = `Unexpected token '${character}'`;
  const at = (position: number) => (text[position] === character ? { what, position } : undefined);
  if (!cutLeft) return at(cutRight ? piece.length - CONTEXT : text.indexOf(character));
  for (let start = text.indexOf(piece); start >= 0; start = text.indexOf(piece, start + 1)) {
    const found = at(start + CONTEXT);
    if (found) return found;
  }
  return undefined;
}

/**
 * 'is not valid JSON at line 24, column 7: Expected double-quoted property name (a comma after
 * the last entry of a list or object?)': what to say of `text`, which JSON.parse refused with
 * `error`; lines and columns count from 1.
 */
export function invalidJsonMessage(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const token = unexpectedToken(text, message);
  if (token) return `is not valid JSON ${lineAndColumn(text, token.position)}: ${token.what}`;
  const at = /\s*(?:in|after) JSON at position (\d+)(?:\s*\(line \d+ column \d+\))?/.exec(message);
  const what = at ? message.replace(at[0], '') : message;
  // Stopped by the end of the text: whatever it expected, the end came too soon.
  const atEnd = at !== null && Number(at[1]) >= text.trimEnd().length;
  const hint = atEnd ? endHint : hints.find(([pattern]) => pattern.test(what))?.[1];
  const said = hint ? `${what} (${hint})` : what;
  if (!at) return `is not valid JSON: ${said}`;
  return `is not valid JSON ${lineAndColumn(text, Number(at[1]))}: ${said}`;
}

/** 'at line 24, column 7' of a position in the text; lines and columns count from 1. */
function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position).split('\n');
  return `at line ${before.length}, column ${before.at(-1)!.length + 1}`;
}
