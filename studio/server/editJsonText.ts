// Changes values of a JSON text in place, leaving every other character as it was, so that a file
// written by hand (or by Prettier) keeps its layout and a change shows as the lines it touches.

/** Where a value is written: from its first character to just after its last. */
interface Span {
  start: number;
  end: number;
}

interface Member {
  key: string;
  /** From the key's opening quote. */
  keyStart: number;
  value: Node;
}

type Node =
  | (Span & { kind: 'object'; members: Member[] })
  | (Span & { kind: 'array'; items: Node[] })
  | (Span & { kind: 'scalar' });

/** A parser of JSON that remembers where each value is written. */
function parse(text: string): Node {
  let at = 0;
  const space = () => {
    while (at < text.length && /\s/.test(text[at] as string)) at++;
  };
  const fail = (what: string): never => {
    throw new Error(`not valid JSON at ${at}: ${what}`);
  };
  const string = (): string => {
    const start = at;
    at++;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    if (text[at] !== '"') fail('an unfinished string');
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (): Node => {
    space();
    const start = at;
    const char = text[at];
    if (char === '{') {
      at++;
      const members: Member[] = [];
      space();
      if (text[at] === '}') return { kind: 'object', start, end: ++at, members };
      for (;;) {
        space();
        const keyStart = at;
        if (text[at] !== '"') fail('a key');
        const key = string();
        space();
        if (text[at++] !== ':') fail('a colon');
        members.push({ key, keyStart, value: value() });
        space();
        if (text[at] === ',') at++;
        else if (text[at] === '}') return { kind: 'object', start, end: ++at, members };
        else fail('a comma or }');
      }
    }
    if (char === '[') {
      at++;
      const items: Node[] = [];
      space();
      if (text[at] === ']') return { kind: 'array', start, end: ++at, items };
      for (;;) {
        items.push(value());
        space();
        if (text[at] === ',') at++;
        else if (text[at] === ']') return { kind: 'array', start, end: ++at, items };
        else fail('a comma or ]');
      }
    }
    if (char === '"') {
      string();
      return { kind: 'scalar', start, end: at };
    }
    const literal = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(at));
    if (!literal) fail('a value');
    at += (literal as RegExpExecArray)[0].length;
    return { kind: 'scalar', start, end: at };
  };
  const root = value();
  space();
  if (at !== text.length) fail('text after the document');
  return root;
}

const keysOf = (pointer: string) =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));

const child = (node: Node, key: string): Node | undefined =>
  node.kind === 'object'
    ? node.members.find((m) => m.key === key)?.value
    : node.kind === 'array' && /^\d+$/.test(key)
      ? node.items[Number(key)]
      : undefined;

/**
 * `text` with the value at `pointer` set to `value` (or removed, with `undefined`): a value
 * written is replaced where it stands, a new key goes last in its object (objects on the way
 * are created), a removed key takes its comma with it. Everything else stays as written.
 */
export function editJsonText(text: string, pointer: string, value: unknown): string {
  const keys = keysOf(pointer);
  let node = parse(text);
  let depth = 0;
  for (; depth < keys.length; depth++) {
    const next = child(node, keys[depth] as string);
    if (!next) break;
    if (depth === keys.length - 1) {
      if (value !== undefined)
        return text.slice(0, next.start) + JSON.stringify(value) + text.slice(next.end);
      return remove(text, node, keys[depth] as string);
    }
    node = next;
  }
  if (value === undefined) return text;
  if (node.kind !== 'object')
    throw new Error(`${pointer}: ${keys.slice(0, depth).join('/')} is not an object`);
  // What is missing below the deepest object written, as one new member.
  const rest = keys.slice(depth + 1).reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
  const member = `${JSON.stringify(keys[depth])}: ${JSON.stringify(rest)}`;
  const last = node.members.at(-1);
  if (!last) return `${text.slice(0, node.start + 1)}${member}${text.slice(node.end - 1)}`;
  return `${text.slice(0, last.value.end)}, ${member}${text.slice(last.value.end)}`;
}

function remove(text: string, holder: Node, key: string): string {
  if (holder.kind === 'array') {
    const index = Number(key);
    const item = holder.items[index] as Node;
    const before = holder.items[index - 1];
    const after = holder.items[index + 1];
    if (after) return text.slice(0, item.start) + text.slice(after.start);
    return text.slice(0, before ? before.end : item.start) + text.slice(item.end);
  }
  if (holder.kind !== 'object') return text;
  const index = holder.members.findIndex((m) => m.key === key);
  const member = holder.members[index] as Member;
  const after = holder.members[index + 1];
  const before = holder.members[index - 1];
  if (after) return text.slice(0, member.keyStart) + text.slice(after.keyStart);
  return text.slice(0, before ? before.value.end : member.keyStart) + text.slice(member.value.end);
}
