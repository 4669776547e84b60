/** A string written in a test file: a string literal, a template's text or a regular expression. */
export interface Literal {
  text: string;
  line: number;
  /** A regular expression with the `i` flag. */
  ignoreCase: boolean;
  /** The first argument of test(), it(), describe() and their .each, .skip, .step...: a test's name. */
  isTestName: boolean;
  /**
   * The first item of an array (`['a bad postcode', ...]`) or the value of `description:`,
   * `case:` or `name:`: how a row of a test table is named.
   */
  isRowName: boolean;
}

/** Keys whose value names a row of a test table. */
const ROW_NAMES = new Set(['description', 'case', 'name', 'title']);

/** The functions whose first argument names a test, and `)` for the curried `test.each(rows)(name)`. */
const NAMING = new Set([
  'test',
  'it',
  'describe',
  'each',
  'skip',
  'only',
  'todo',
  'fails',
  'concurrent',
  'step',
  ')',
]);

/** After these characters a `/` starts a regular expression, not a division. */
const BEFORE_REGEX = new Set([...'(,=:[!&|?{;+-*%~^>']);
const WORDS_BEFORE_REGEX = new Set([
  'return',
  'typeof',
  'case',
  'in',
  'of',
  'delete',
  'void',
  'throw',
  'new',
  'await',
  'yield',
]);

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** The text of a string or template part between its quotes, its simple escapes resolved. */
function unescape(raw: string): string {
  return raw.replace(
    /\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\r?\n|.)/g,
    (_all, code: string) => {
      if (code.startsWith('u') && code.length > 1)
        return String.fromCodePoint(parseInt(code.replace(/[u{}]/g, ''), 16));
      if (code.startsWith('x') && code.length === 3) return String.fromCharCode(parseInt(code.slice(1), 16));
      if (code.startsWith('\n') || code.startsWith('\r')) return '';
      return ESCAPES[code] ?? code;
    },
  );
}

/** A regular expression's source as the text it matches, when it is plain words. */
function regexText(source: string): string {
  return source.replace(/^\^|\$$/g, '').replace(/\\(.)/g, '$1');
}

/**
 * Every string literal, template text and regular expression of a TypeScript source, with its
 * line. A small lexer rather than the TypeScript parser: the test that uses it reads every test
 * file of the project and must stay fast. Text between JSX tags is not read.
 */
export function literalsOf(source: string): Literal[] {
  const found: Literal[] = [];
  let at = 0;
  let line = 1;
  let previous = ''; // the last significant character or word
  let callee = ''; // what came before the last '(' when `previous` is that '('
  let key = ''; // the word before the last ':'
  const braces: boolean[] = []; // for each open brace: does it close a template's ${ }?
  const advance = (to: number) => {
    for (let i = at; i < to; i++) if (source.charCodeAt(i) === 10) line++;
    at = to;
  };
  const push = (text: string, startLine: number, ignoreCase = false) =>
    found.push({
      text,
      line: startLine,
      ignoreCase,
      isTestName: previous === '(' && NAMING.has(callee),
      isRowName: previous === '[' || (previous === ':' && ROW_NAMES.has(key)),
    });
  /** Reads template text from `at` (after ` or }) up to ` or ${. */
  const templateText = () => {
    const startLine = line;
    let end = at;
    while (end < source.length && source[end] !== '`' && !(source[end] === '$' && source[end + 1] === '{'))
      end += source[end] === '\\' ? 2 : 1;
    push(unescape(source.slice(at, end)), startLine);
    if (source[end] === '`') advance(end + 1);
    else {
      advance(end + 2);
      braces.push(true);
    }
    previous = '`';
  };
  while (at < source.length) {
    const char = source[at] as string;
    const next = source[at + 1];
    if (char === '\n' || char === ' ' || char === '\t' || char === '\r') advance(at + 1);
    else if (char === '/' && next === '/')
      advance(source.indexOf('\n', at) === -1 ? source.length : source.indexOf('\n', at));
    else if (char === '/' && next === '*')
      advance(source.indexOf('*/', at + 2) === -1 ? source.length : source.indexOf('*/', at + 2) + 2);
    else if (char === '"' || char === "'") {
      let end = at + 1;
      while (end < source.length && source[end] !== char && source[end] !== '\n')
        end += source[end] === '\\' ? 2 : 1;
      push(unescape(source.slice(at + 1, end)), line);
      advance(end + 1);
      previous = char;
    } else if (char === '`') {
      advance(at + 1);
      templateText();
    } else if (char === '}' && braces.length > 0 && braces.at(-1)) {
      braces.pop();
      advance(at + 1);
      templateText();
    } else if (
      char === '/' &&
      (previous === '' || BEFORE_REGEX.has(previous) || WORDS_BEFORE_REGEX.has(previous))
    ) {
      let end = at + 1;
      let inClass = false;
      while (end < source.length && source[end] !== '\n' && (inClass || source[end] !== '/')) {
        if (source[end] === '[') inClass = true;
        else if (source[end] === ']') inClass = false;
        end += source[end] === '\\' ? 2 : 1;
      }
      const flags = /^[a-z]*/.exec(source.slice(end + 1))?.[0] ?? '';
      push(regexText(source.slice(at + 1, end)), line, flags.includes('i'));
      advance(end + 1 + flags.length);
      previous = ')';
    } else if (/[A-Za-z_$]/.test(char)) {
      const word = /^[\w$]+/.exec(source.slice(at, at + 64))?.[0] ?? char;
      advance(at + word.length);
      previous = word;
    } else {
      if (char === '{') braces.push(false);
      else if (char === '}') braces.pop();
      else if (char === '(') callee = previous;
      else if (char === ':') key = previous;
      advance(at + 1);
      previous = /[\d.]/.test(char) ? ')' : char;
    }
  }
  return found;
}
