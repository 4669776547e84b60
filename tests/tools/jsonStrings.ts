/** A string value of a JSON text: where it is in the text and the keys that lead to it. */
export interface JsonString {
  keys: string[];
  start: number;
  end: number;
}

/**
 * Every string value (not key) of the JSON `text`, in order, with its place in the text, so a tool
 * can replace values and leave the file's layout as it was. Throws on text that is not JSON.
 */
export function jsonStrings(text: string): JsonString[] {
  const found: JsonString[] = [];
  let at = 0;
  const space = () => {
    while (/\s/.test(text.charAt(at))) at++;
  };
  const string = (): string => {
    const start = at;
    at++;
    while (text.charAt(at) !== '"') {
      if (at >= text.length) throw new Error(`unterminated string at ${start}`);
      at += text.charAt(at) === '\\' ? 2 : 1;
    }
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (keys: string[]): void => {
    space();
    const char = text.charAt(at);
    if (char === '"') {
      const start = at;
      string();
      found.push({ keys, start, end: at });
    } else if (char === '{' || char === '[') {
      const object = char === '{';
      at++;
      space();
      let index = 0;
      while (text.charAt(at) !== (object ? '}' : ']')) {
        if (object) {
          const key = string();
          space();
          at++; // ':'
          value([...keys, key]);
        } else value([...keys, String(index++)]);
        space();
        if (text.charAt(at) === ',') at++;
        space();
      }
      at++;
    } else {
      const literal = /^(true|false|null|-?\d+(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(at));
      if (!literal) throw new Error(`unexpected ${JSON.stringify(char)} at ${at}`);
      at += literal[0].length;
    }
  };
  value([]);
  return found;
}
