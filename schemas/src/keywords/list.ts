import { _, str, stringify, type CodeKeywordDefinition } from 'ajv';
import type { JourneyKeywordOptions } from './dateCode';

/** The values of each reference list, by list name ("occupation_role" -> ["A01", "A02", ...]). */
export type ListValues = Readonly<Record<string, readonly string[]>>;

/**
 * `"list": "occupation_role"`: the answer must be the value of one of the list's options. A list
 * stores its values as text, so a number or a boolean is compared by its text (`6` with "6",
 * `true` with "true"). The values are the caller's (`lists`), since the lists are journey
 * documents: compiling a schema throws when the list is not among them, or when none were given.
 * They are written into the generated code, so standalone validators carry them (a list that
 * counts from one whole number to another as its bounds).
 */
export function list({ lists }: JourneyKeywordOptions): CodeKeywordDefinition {
  // One Set per list, so every schema naming it shares one value in the generated code.
  const sets = new Map<string, Set<string>>();
  return {
    keyword: 'list',
    type: ['string', 'number', 'boolean'],
    schemaType: 'string',
    metaSchema: { type: 'string', pattern: '^[a-z0-9_]+$' },
    error: {
      message: ({ schemaCode }) => str`must be an option of the list ${schemaCode}`,
      params: ({ schemaCode }) => _`{list: ${schemaCode}}`,
    },
    code(cxt) {
      const { gen, data } = cxt;
      const name = cxt.schema as string;
      if (!lists) throw new Error(`"list": "${name}" needs the lists' values: createAjv(options, { lists })`);
      const values = Object.hasOwn(lists, name) ? lists[name] : undefined;
      if (!values) throw new Error(`"list": "${name}" names no list of journey/lists`);
      const text = gen.const('text', _`String(${data})`);
      const range = countingRange(values);
      if (range) {
        // A list counting from one whole number to another (months 0 to 999): the bounds are
        // shorter to ship than the values.
        const n = gen.const('n', _`+${text}`);
        cxt.fail(_`!(String(${n}) === ${text} && ${n} >= ${range[0]} && ${n} <= ${range[1]})`);
        return;
      }
      let set = sets.get(name);
      if (!set) sets.set(name, (set = new Set(values)));
      const options = gen.scopeValue('obj', { key: set, ref: set, code: _`new Set(${stringify(values)})` });
      cxt.fail(_`!${options}.has(${text})`);
    },
  };
}

/** [first, last] when the values are the whole numbers first, first + 1, ..., last, as text. */
function countingRange(values: readonly string[]): [number, number] | undefined {
  const first = Number(values[0]);
  if (values.length < 2 || !Number.isSafeInteger(first)) return undefined;
  return values.every((value, i) => value === String(first + i))
    ? [first, first + values.length - 1]
    : undefined;
}
