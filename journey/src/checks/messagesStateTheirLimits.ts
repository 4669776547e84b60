import { isObject } from '../steps/documentRefs';
import type { Check } from './checkTypes';
import { schemaNodes } from './schemaNodes';
import { dateBounds, lengthLimits, numberLimits } from '../steps/limitKeywords';

// A limit's message is written as text beside it ("Please add no more than 5 claims" beside
// "maxItems": 5), so a limit changed without its message tells customers the old one. A message
// that states a number must state the limit's: for a date bound written as an offset
// ({ "from": "today", "days": 30 }), its count of days, months or years. A step's or a page form's
// message may say the limit itself ({maxItems}, filled in when the step or the form loads:
// src/steps/keywordValues.ts): this finds those that do not.

/** The keywords whose limit is a number, or a date bound that may be an offset. */
const numeric = [...numberLimits, ...lengthLimits] as const;
const units = ['days', 'months', 'years'] as const;

/** One count of a date bound as a finding shows it: "30 days from today", "17 years from date_of_birth". */
function offsetShown(count: number, unit: string, from: unknown): string {
  if (from === 'today') return `${count} ${unit} from today`;
  return typeof from === 'string' ? `${count} ${unit} from ${from.split('/').pop()}` : `${count} ${unit}`;
}

/**
 * The limit as a message may state it: its numbers, how to show it, and the placeholders a step's
 * message may write for it ({maxItems}, {latestDate.days}; {earliestDate.1.years} for the second
 * of several date bounds).
 */
function limitOf(
  keyword: string,
  value: unknown,
  dateBound: boolean,
): { numbers: number[]; shown: string; placeholders: string[] } | undefined {
  if (!dateBound)
    return typeof value === 'number'
      ? { numbers: [Math.abs(value)], shown: String(value), placeholders: [keyword] }
      : undefined;
  // Several bounds (the latest of them holds) may each be stated: any of their counts will do.
  const several = Array.isArray(value);
  const bounds: unknown[] = several ? value : [value];
  const offsets = bounds.flatMap((bound, index) =>
    isObject(bound)
      ? units
          .filter((unit) => typeof bound[unit] === 'number')
          .map((unit) => ({
            count: Math.abs(bound[unit] as number),
            shown: offsetShown(Math.abs(bound[unit] as number), unit, bound.from),
            placeholder: several ? `${keyword}.${index}.${unit}` : `${keyword}.${unit}`,
          }))
      : [],
  );
  if (offsets.length === 0) return undefined;
  return {
    numbers: offsets.map(({ count }) => count),
    shown: offsets.map(({ shown }) => shown).join(' or '),
    placeholders: offsets.map(({ placeholder }) => placeholder),
  };
}

/**
 * The numbers a message states, thousands separators read through ("£2,000" is 2000); a
 * placeholder ({earliestDate.0.years}) states none.
 */
const numbersIn = (text: string) =>
  [...text.replace(/\{[^{}]*\}/g, '').matchAll(/\d[\d,]*(?:\.\d+)?/g)].map(([digits]) =>
    Number(digits.replaceAll(',', '')),
  );

/** Every limit written on a schema object, each as its keyword, its numbers and placeholders. */
function limitsOf(node: Record<string, unknown>) {
  return [...numeric, ...dateBounds].flatMap((keyword) => {
    const limit = limitOf(keyword, node[keyword], (dateBounds as readonly string[]).includes(keyword));
    return limit ? [{ keyword, ...limit }] : [];
  });
}

export const messagesStateTheirLimits: Check = {
  name: 'messages-state-their-limits',
  description:
    'a message for a limit (maxItems, minimum, minAge, a date bound counted in days, months or years...) that states a number states the limit beside it, and no message of a question with limits states a number that is none of them',
  check(documents, report) {
    const seen = new Set<string>();
    for (const { file, keys, node } of schemaNodes(documents)) {
      const messages = node.errorMessage;
      const place = `${file}#${keys.join('.')}`;
      if (!isObject(messages) || seen.has(place)) continue;
      seen.add(place);
      const reported = new Set<string>();
      for (const keyword of [...numeric, ...dateBounds]) {
        const message = messages[keyword];
        const limit = limitOf(keyword, node[keyword], (dateBounds as readonly string[]).includes(keyword));
        if (typeof message !== 'string' || !limit) continue;
        const stated = numbersIn(message);
        if (stated.length === 0 || stated.some((number) => limit.numbers.includes(number))) continue;
        reported.add(keyword);
        report({
          file,
          path: [...keys, 'errorMessage', keyword].join('.'),
          message: `the message says ${stated.join(', ')}, but the ${keyword} beside it is ${limit.shown}: customers would be told a limit the form does not apply. Write ${limit.placeholders.map((name) => `{${name}}`).join(' or ')} in the message, which says the limit whatever it becomes`,
        });
      }
      // The messages of a number's limits and of its type, often one text for all ("from £0 to
      // £2,000 in steps of £25" under each of type, minimum, maximum and multipleOf), state only
      // the limits beside them: one moved leaves no other message saying its old number.
      const limits = limitsOf(node);
      if (!limits.some(({ keyword }) => (numberLimits as readonly string[]).includes(keyword))) continue;
      const known = new Set(limits.flatMap(({ numbers }) => numbers));
      for (const keyword of ['type', ...numberLimits]) {
        const message = messages[keyword];
        if (typeof message !== 'string' || reported.has(keyword)) continue;
        const unknown = numbersIn(message).filter((number) => !known.has(number));
        if (unknown.length === 0) continue;
        report({
          file,
          path: [...keys, 'errorMessage', keyword].join('.'),
          message: `the message says ${unknown.join(', ')}, which is none of the limits beside it (${limits
            .map(({ keyword: name, shown }) => `${name} ${shown}`)
            .join(
              ', ',
            )}): customers would be told a limit the form does not apply. Write the limit it means, or its placeholder (${limits
            .flatMap(({ placeholders }) => placeholders)
            .map((name) => `{${name}}`)
            .join(', ')}), which says the limit whatever it becomes`,
        });
      }
    }
  },
};
