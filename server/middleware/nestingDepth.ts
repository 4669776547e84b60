import { apiSchemas, commonSchemas, entitySchemas } from '../../schemas/src/schemaRegistry';
import { maxInstanceDepth } from '../../schemas/src/maxInstanceDepth';

/**
 * How deeply a request body may nest objects and arrays: the deepest the entity and API schemas
 * describe (the proposal envelope of /json/proposal/update), plus a margin so a body one level
 * too deep is still answered by the schema's own message. Computed once, when the server starts.
 */
export const REQUEST_NESTING_LIMIT =
  maxInstanceDepth([...commonSchemas, ...entitySchemas, ...apiSchemas]) + 2;

/**
 * How many items a list in a request body may hold: no request schema allows more than 50, and a
 * list a little too long is still answered by its schema's message. Far longer lists are refused
 * from the text: checked item by item (each missing answer with its message) they took seconds.
 */
export const REQUEST_ITEMS_LIMIT = 200;

/**
 * How many members an object in a request body may hold: no schema's object names more than 35
 * answers, and one with a few unknown ones is still answered by its schema's messages. Far wider
 * objects are refused from the text: each unknown member checked and worded one by one, 15,000 of
 * them in a 200 KB body took a second of the server's time.
 */
export const REQUEST_MEMBERS_LIMIT = 200;

const QUOTE = 0x22;
const COMMA = 0x2c;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, found in one pass over the text
 * without parsing it (brackets inside strings do not count). Malformed text is left to the parser:
 * this only ever stops early, so nothing downstream walks a body deeper than the limit. The text
 * may be given as its UTF-8 bytes, read as they arrived: the characters looked for are ASCII, and
 * no byte of a longer UTF-8 sequence is ASCII.
 */
export function nestsDeeperThan(text: string | Uint8Array, limit: number): boolean {
  return shapeFault(text, limit, Infinity) === 'too_deep';
}

/**
 * What makes JSON text too big to check, found in the same one pass as nestsDeeperThan: objects
 * and arrays nested deeper than `depthLimit`, an array of more than `itemsLimit` items, or an
 * object of more than `membersLimit` members.
 */
export function shapeFault(
  text: string | Uint8Array,
  depthLimit: number,
  itemsLimit: number,
  membersLimit = Infinity,
): 'too_deep' | 'too_long' | 'too_wide' | undefined {
  // Text (rare: a body in another encoding, decoded first) is read as its UTF-8 bytes.
  const bytes =
    typeof text === 'string'
      ? Buffer.from(text, 'utf8')
      : Buffer.isBuffer(text)
        ? text
        : Buffer.from(text.buffer, text.byteOffset, text.byteLength);
  let depth = 0;
  // For each open object or array, by depth: its commas so far, and whether it is an array.
  const commas: number[] = [0];
  const lists: boolean[] = [false];
  for (let i = 0; i < bytes.length; i += 1) {
    const c = bytes[i]!;
    if (c === QUOTE) {
      // Most of a body is the text of its strings: each is skipped whole, to its closing quote
      // found by the buffer's native search; read a byte at a time, a body took twice as long.
      i = closingQuote(bytes, i);
      if (i === -1) return undefined;
    } else if (c === COMMA) {
      const seen = (commas[depth] = commas[depth]! + 1);
      if (lists[depth] ? seen >= itemsLimit : seen >= membersLimit) {
        return lists[depth] ? 'too_long' : 'too_wide';
      }
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      if (depth > depthLimit) return 'too_deep';
      commas[depth] = 0;
      lists[depth] = c === OPEN_BRACKET;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth -= 1;
  }
  return undefined;
}

/**
 * Where the string opened at `open` closes, or -1 when it never does: the first quote after it
 * that an odd run of backslashes does not escape (a backslash escapes the byte after it, so the
 * run pairs up from its start, which lies inside the string).
 */
function closingQuote(bytes: Buffer, open: number): number {
  let quote = bytes.indexOf(QUOTE, open + 1);
  while (quote !== -1) {
    let before = quote - 1;
    while (bytes[before] === BACKSLASH) before -= 1;
    if ((quote - 1 - before) % 2 === 0) return quote;
    quote = bytes.indexOf(QUOTE, quote + 1);
  }
  return -1;
}
