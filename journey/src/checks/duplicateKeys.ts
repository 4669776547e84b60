import type { Finding } from './checkTypes';

// JSON.parse keeps the last of two equal keys of an object and says nothing: a second "title"
// pasted into a question silently replaces the first. Pure, over the text of a document that
// JSON.parse accepted; the checker words each duplicate with its line and column, as it words a
// file that is not JSON (invalidJson.ts).

/** One key written twice in one object. */
export interface DuplicateKey {
  key: string;
  /** The dotted place of the object holding it ('' for the document itself). */
  path: string;
  /** Where the second (and each further) one is written; lines and columns count from 1. */
  line: number;
  column: number;
  /** Where the first one is written. */
  firstLine: number;
  firstColumn: number;
}

/**
 * Every key written more than once in the same object of `text`, in the order written. `text`
 * must be JSON (what JSON.parse accepts); of any other text the answer is unspecified, never an
 * exception.
 */
export function duplicateKeys(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  // Line starts, to turn a position into a line and a column.
  const lineStarts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') lineStarts.push(i + 1);
  const where = (at: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: at - lineStarts[low]! + 1 };
  };

  let at = 0;
  const skipSpace = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at += 1;
  };
  const readString = (): string => {
    const start = at;
    at += 1;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at += 1;
    try {
      return JSON.parse(text.slice(start, at)) as string;
    } catch {
      return text.slice(start + 1, at - 1);
    }
  };
  const value = (path: string[]): void => {
    skipSpace();
    const c = text[at];
    if (c === '{') {
      at += 1;
      const seen = new Map<string, number>();
      for (;;) {
        skipSpace();
        if (at >= text.length || text[at] === '}') break;
        if (text[at] === ',') {
          at += 1;
          continue;
        }
        if (text[at] !== '"') return; // not JSON: nothing more to say
        const keyAt = at;
        const key = readString();
        const first = seen.get(key);
        if (first === undefined) seen.set(key, keyAt);
        else {
          const second = where(keyAt);
          const before = where(first);
          found.push({
            key,
            path: path.join('.'),
            line: second.line,
            column: second.column,
            firstLine: before.line,
            firstColumn: before.column,
          });
        }
        skipSpace();
        if (text[at] !== ':') return;
        at += 1;
        value([...path, key]);
      }
      at += 1;
    } else if (c === '[') {
      at += 1;
      for (let index = 0; ;) {
        skipSpace();
        if (at >= text.length || text[at] === ']') break;
        if (text[at] === ',') {
          at += 1;
          index += 1;
          continue;
        }
        const before = at;
        value([...path, String(index)]);
        if (at === before) return;
      }
      at += 1;
    } else if (c === '"') readString();
    else while (at < text.length && !',}] \t\n\r'.includes(text[at]!)) at += 1;
  };
  value([]);
  return found;
}

/** 'has the key "title" twice in one object: at line 9, column 7, and at line 4, column 7 (...)'. */
export function duplicateKeyMessage({ key, line, column, firstLine, firstColumn }: DuplicateKey): string {
  return `has the key ${JSON.stringify(key)} twice in one object, at line ${firstLine}, column ${firstColumn} and again at line ${line}, column ${column}: only the last one counts, so remove the one you do not mean`;
}

/** The checker's findings of the duplicate keys of `file`, whose text is `text` (JSON). */
export function duplicateKeyFindings(file: string, text: string): Finding[] {
  return duplicateKeys(text).map((duplicate) => ({
    file,
    path: duplicate.path === '' ? duplicate.key : `${duplicate.path}.${duplicate.key}`,
    message: duplicateKeyMessage(duplicate),
  }));
}
