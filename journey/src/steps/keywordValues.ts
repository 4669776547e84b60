import { isObject } from './documentRefs';
import { answerPointers, dateBounds } from './limitKeywords';
import type { JsonObject } from './stepTypes';

/** `{maxItems}`, `{latestDate.days}`: a keyword of the schema object, or a member of its value. */
const placeholder = /\{([A-Za-z]\w*(?:\.\w+)*)\}/g;

/** The date keywords, whose offsets (`{ "years": -5 }`) read in a message as their size: "5". */
const dateKeywords: ReadonlySet<string> = new Set(dateBounds);

/** Keywords naming another answer ('1/offence_date'): a pointer is no value for a customer. */
const pointers: ReadonlySet<string> = new Set(answerPointers);

/** A member of an object, or an item of a list by its place ("0"): one step of a placeholder. */
function memberOf(value: unknown, member: string): unknown {
  if (isObject(value)) return value[member];
  return Array.isArray(value) && /^\d+$/.test(member) ? value[Number(member)] : undefined;
}

/**
 * The value `name` ("maxItems", "latestDate.days", "earliestDate.1.years" of a list of bounds)
 * names in `node`, as a message writes it, or undefined when it names no number or text there.
 */
export function keywordValue(node: JsonObject, name: string): string | undefined {
  const [keyword, ...members] = name.split('.') as [string, ...string[]];
  if (keyword === 'errorMessage' || keyword === 'properties' || pointers.has(keyword)) return undefined;
  let value: unknown = node[keyword];
  for (const member of members) value = memberOf(value, member);
  if (typeof value === 'number')
    return String(dateKeywords.has(keyword) && members.length > 0 ? Math.abs(value) : value);
  return typeof value === 'string' ? value : undefined;
}

/** Each placeholder of `text` that names no value of `node` (for the journey checker). */
export function unknownPlaceholders(node: JsonObject, text: string): string[] {
  return [...text.matchAll(placeholder)]
    .map((match) => match[1]!)
    .filter((name) => keywordValue(node, name) === undefined);
}

// Whole pounds as "£2,000"; with pence always two figures, "£12.50".
const wholePounds = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const poundsAndPence = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * `text`, a message written on the schema object `node`, with the values it names filled in. A
 * number written after a pound sign is an amount, grouped as money is written ("£{maximum}":
 * "£2,000"); any other is written as it is (a year's minimum 1900 stays "1900").
 */
export function withKeywordValues(text: string, node: JsonObject): string {
  return text.replace(placeholder, (whole, name: string, offset: number) => {
    const value = keywordValue(node, name);
    if (value === undefined) return whole;
    const amount = text[offset - 1] === '£' && /^\d+(\.\d+)?$/.test(value);
    if (!amount) return value;
    const number = Number(value);
    return (Number.isInteger(number) ? wholePounds : poundsAndPence).format(number);
  });
}

function fillMessages(messages: unknown, node: JsonObject): unknown {
  if (typeof messages === 'string') return withKeywordValues(messages, node);
  if (Array.isArray(messages)) return messages.map((item) => fillMessages(item, node));
  if (isObject(messages))
    return Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, fillMessages(v, node)]));
  return messages;
}

/**
 * A schema whose messages say the limits of their own schema object: in an `errorMessage`,
 * `{maxItems}` is that object's maxItems, `{minAge}` its minAge, `{latestDate.days}` the days of its
 * latestDate ("Please add no more than {maxItems} claims"). A limit is then written once, where the
 * form and the server read it, and its message follows a change to it. A placeholder that names
 * no value is left as written (`npm run check:journey` reports it).
 */
export function fillKeywordValues(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(fillKeywordValues);
  if (!isObject(schema)) return schema;
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'errorMessage') result[key] = fillMessages(value, schema);
    else if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples')
      result[key] = value;
    else result[key] = fillKeywordValues(value);
  }
  return result;
}
