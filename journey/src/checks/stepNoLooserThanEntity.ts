import type { SchemaPlace } from '../rules/schemaAtPath';
import { valueFits } from '../rules/valueFits';
import type { JourneyDocuments, JsonObject } from '../steps/stepTypes';
import type { Check, Report } from './checkTypes';
import { dateKeywords, dateWithin, dateWording } from './dateBoundsWithin';
import { entityFile, proposalPlaces } from './proposalPlaces';
import { listOptions } from './questionOptions';
import { schemaNodes, type SchemaNode } from './schemaNodes';
import { reportOnce } from './reportOnce';

// The browser checks a step against its step schema only; the server saves what the Proposal
// entity accepts too. A step looser than the entity lets a customer give an answer that every
// save then refuses (the trial: claims raised to 6 in the step, the entity still saying 5).

/** A limit of a step, the type of answer it applies to, and how it reads. */
interface Limit {
  keyword: 'maxItems' | 'minItems' | 'maxLength' | 'minLength' | 'maximum' | 'minimum';
  type: 'array' | 'string' | 'number';
  upper: boolean;
  /** How many of what: '6 items', '80 characters', '2000'. */
  unit: (value: number) => string;
}

const limits: Limit[] = [
  { keyword: 'maxItems', type: 'array', upper: true, unit: (n) => `${n} items` },
  { keyword: 'minItems', type: 'array', upper: false, unit: (n) => `${n} items` },
  { keyword: 'maxLength', type: 'string', upper: true, unit: (n) => `${n} characters` },
  { keyword: 'minLength', type: 'string', upper: false, unit: (n) => `${n} characters` },
  { keyword: 'maximum', type: 'number', upper: true, unit: (n) => String(n) },
  { keyword: 'minimum', type: 'number', upper: false, unit: (n) => String(n) },
];

const exclusiveOf = { maximum: 'exclusiveMaximum', minimum: 'exclusiveMinimum' } as Record<
  string,
  string | undefined
>;

/** Keywords a step must state as the entity does: a different pattern or format is not provably stricter. */
const exactKeywords = ['pattern', 'format'] as const;

const typesOf = (schema: JsonObject): string[] | undefined =>
  typeof schema.type === 'string'
    ? [schema.type]
    : Array.isArray(schema.type)
      ? (schema.type as string[])
      : undefined;

/** Whether a schema takes answers of the type (an integer is a number; no type: any). */
function takes(schema: JsonObject, type: string): boolean {
  const types = typesOf(schema);
  return (
    !types ||
    types.includes(type) ||
    (type === 'number' && types.includes('integer')) ||
    (type === 'integer' && types.includes('number'))
  );
}

/** Whether the entity place accepts an answer at the step's limit (exclusive bounds included). */
function accepts({ schema }: SchemaPlace, { keyword, upper }: Limit, value: number): boolean {
  const bound = schema[keyword];
  if (typeof bound === 'number' && (upper ? value > bound : value < bound)) return false;
  const exclusive = exclusiveOf[keyword] && schema[exclusiveOf[keyword] as string];
  if (typeof exclusive === 'number') return upper ? value < exclusive : value > exclusive;
  return true;
}

/** The entity's bound in words: 'at most 5 items', 'below 100' (the loosest of several places). */
function entityBound(places: SchemaPlace[], limit: Limit): string {
  const stated = (key: string | undefined) =>
    key ? places.map((place) => place.schema[key]).filter((b): b is number => typeof b === 'number') : [];
  const pick = (bounds: number[]) => (limit.upper ? Math.max(...bounds) : Math.min(...bounds));
  const inclusive = stated(limit.keyword);
  if (inclusive.length > 0) return `${limit.upper ? 'at most' : 'at least'} ${limit.unit(pick(inclusive))}`;
  const exclusive = stated(exclusiveOf[limit.keyword]);
  return exclusive.length > 0 ? `${limit.upper ? 'below' : 'above'} ${limit.unit(pick(exclusive))}` : 'less';
}

/** The entity's values of a keyword, as JSON: '"date"', or '17 or 18' when places differ. */
const stated = (places: SchemaPlace[], keyword: string) =>
  [...new Set(places.map((place) => JSON.stringify(place.schema[keyword])))].join(' or ');

const answerName = (answer: readonly string[]) => answer.join('.').replace(/\.\*/g, '[*]');

/** Whether every multiple of `step` is a multiple of the entity's `multipleOf` (none: any is). */
function withinSteps({ schema }: SchemaPlace, step: number): boolean {
  const entityStep = schema.multipleOf;
  if (typeof entityStep !== 'number') return true;
  const ratio = step / entityStep;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}
const filesOf = (places: SchemaPlace[]) => [...new Set(places.map(entityFile))].join(', ');
const fails = 'so an answer the step accepts would fail to save on the server';

/**
 * The Proposal's bound that a step's limit (`keyword` at `value`) passes, for the answer the
 * entity `places` describe, in words ('at most 5 items (schemas/entities/driver-details.schema.json)');
 * undefined when the entity takes every answer the limit lets through, or `keyword` is none of
 * the limits compared. The studio refuses such a limit before saving it, as this check reports it.
 */
export function entityBoundPassed(keyword: string, value: number, places: SchemaPlace[]): string | undefined {
  const limit = limits.find((l) => l.keyword === keyword);
  if (!limit) return undefined;
  const relevant = places.filter((place) => takes(place.schema, limit.type));
  if (relevant.length === 0 || relevant.some((place) => accepts(place, limit, value))) return undefined;
  return `${entityBound(relevant, limit)} (${filesOf(relevant)})`;
}

/** Reports each limit, enum, const, list option or type of one node that the entity refuses. */
function checkNode(
  node: SchemaNode,
  places: SchemaPlace[],
  documents: JourneyDocuments,
  report: Report,
): void {
  const { node: schema } = node;
  const answer = answerName(node.answer as string[]);
  const at = (keys: string) => [...node.keys, keys].join('.');
  for (const limit of limits) {
    const value = schema[limit.keyword];
    if (typeof value !== 'number') continue;
    const bound = entityBoundPassed(limit.keyword, value, places);
    if (!bound) continue;
    report({
      file: node.file,
      path: at(limit.keyword),
      message: `the step allows ${limit.upper ? 'up to' : 'as few as'} ${limit.unit(value)} (${limit.keyword} ${value}) for ${answer}, but the Proposal allows ${bound}, ${fails}. Keep the step within the entity, or change both`,
    });
  }
  const step = schema.multipleOf;
  const numbers = places.filter((place) => takes(place.schema, 'number'));
  if (typeof step === 'number' && numbers.length > 0 && !numbers.some((place) => withinSteps(place, step)))
    report({
      file: node.file,
      path: at('multipleOf'),
      message: `the step allows amounts in steps of ${step} (multipleOf ${step}) for ${answer}, but the Proposal takes only multiples of ${stated(numbers, 'multipleOf')} (${filesOf(numbers)}), ${fails}. Make the step's multipleOf a multiple of the entity's, or change both`,
    });
  const strings = places.filter((place) => takes(place.schema, 'string'));
  const unlimited = (keyword: string) => (place: SchemaPlace) => place.schema[keyword] === undefined;
  for (const keyword of exactKeywords) {
    const value = schema[keyword];
    if (value === undefined || strings.length === 0) continue;
    if (strings.some((place) => unlimited(keyword)(place) || place.schema[keyword] === value)) continue;
    report({
      file: node.file,
      path: at(keyword),
      message: `the step's ${keyword} ${JSON.stringify(value)} for ${answer} is not the Proposal's ${stated(strings, keyword)} (${filesOf(strings)}), and a different ${keyword} may accept answers the entity refuses, ${fails}. State the entity's ${keyword} in the step, or change both`,
    });
  }
  for (const keyword of dateKeywords) {
    const value = schema[keyword];
    if (value === undefined || strings.length === 0) continue;
    const within = (place: SchemaPlace) =>
      dateWithin(keyword, value, place.schema[keyword], node.answer as string[]);
    if (strings.some((place) => unlimited(keyword)(place) || within(place))) continue;
    report({
      file: node.file,
      path: at(keyword),
      message: `the step allows ${dateWording[keyword].step} ${JSON.stringify(value)} (${keyword}) for ${answer}, but the Proposal allows ${dateWording[keyword].entity} ${stated(strings, keyword)} (${filesOf(strings)}), ${fails}. Keep the step within the entity, or change both`,
    });
  }
  const values: [string, unknown][] = [];
  if (Array.isArray(schema.enum)) schema.enum.forEach((value, i) => values.push([`enum.${i}`, value]));
  if ('const' in schema) values.push(['const', schema.const]);
  for (const [keys, value] of values)
    if (!places.some((place) => valueFits(place.schema, value)))
      report({
        file: node.file,
        path: at(keys),
        message: `the step allows ${JSON.stringify(value)} for ${answer}, which the Proposal refuses (${filesOf(places)}), ${fails}`,
      });
  const enums = places.map((place) => place.schema.enum).filter(Array.isArray);
  if (typeof schema.list === 'string' && enums.length === places.length)
    for (const option of listOptions(schema.list, documents) ?? [])
      if (!enums.some((allowed) => allowed.some((one) => String(one) === option.value)))
        report({
          file: node.file,
          path: at('list'),
          message: `the list ${schema.list} offers ${JSON.stringify(option.value)} for ${answer}, which the Proposal's enum refuses (${filesOf(places)}), ${fails}`,
        });
  for (const type of typesOf(schema) ?? [])
    if (!places.some((place) => takes(place.schema, type)))
      report({
        file: node.file,
        path: at('type'),
        message: `the step takes answers of type ${type} for ${answer}, which the Proposal refuses (${filesOf(places)}), ${fails}`,
      });
}

/**
 * Reports an upper bound (or minItems) the entity states and no definition of the question in
 * the step does: the browser would take any answer and the server refuse some.
 */
function checkMissing(definitions: SchemaNode[], places: SchemaPlace[], report: Report): void {
  const question = definitions.find((node) => node.via === 'property' || node.via === 'items');
  if (!question) return;
  const states = (key: string) => definitions.some((node) => node.node[key] !== undefined);
  const stepTypes = definitions.flatMap((node) => typesOf(node.node) ?? []);
  const answer = answerName(question.answer as string[]);
  const choices = states('enum') || states('const') || states('list'); // each value is checked
  const strings = places.filter((place) => takes(place.schema, 'string'));
  const takesStrings = stepTypes.length === 0 || stepTypes.includes('string');
  for (const keyword of [...exactKeywords, ...dateKeywords]) {
    if (choices || !takesStrings || states(keyword)) continue;
    if (strings.length === 0 || !strings.every((place) => place.schema[keyword] !== undefined)) continue;
    report({
      file: question.file,
      path: question.keys.join('.'),
      message: `the step states no ${keyword} for ${answer}, but the Proposal requires ${stated(strings, keyword)} (${filesOf(strings)}), ${fails}. State the entity's limit in the step`,
    });
  }
  if (choices || states('format')) return; // bounded otherwise
  const numbers = places.filter((place) => takes(place.schema, 'number'));
  const takesNumbers = stepTypes.some((type) => type === 'number' || type === 'integer');
  if (
    takesNumbers &&
    !states('multipleOf') &&
    numbers.length > 0 &&
    numbers.every((place) => typeof place.schema.multipleOf === 'number')
  )
    report({
      file: question.file,
      path: question.keys.join('.'),
      message: `the step states no multipleOf for ${answer}, but the Proposal takes only multiples of ${stated(numbers, 'multipleOf')} (${filesOf(numbers)}), ${fails}. State the entity's limit in the step`,
    });
  for (const limit of limits) {
    if (limit.keyword === 'minLength') continue; // an empty text is no answer: the form leaves it out
    if (!stepTypes.some((type) => type === limit.type || (limit.type === 'number' && type === 'integer')))
      continue;
    if (states(limit.keyword) || (exclusiveOf[limit.keyword] && states(exclusiveOf[limit.keyword] as string)))
      continue;
    const relevant = places.filter((place) => takes(place.schema, limit.type));
    const bounded = (place: SchemaPlace) =>
      typeof place.schema[limit.keyword] === 'number' ||
      typeof place.schema[exclusiveOf[limit.keyword] ?? ''] === 'number';
    if (relevant.length === 0 || !relevant.every(bounded)) continue;
    report({
      file: question.file,
      path: question.keys.join('.'),
      message: `the step states no ${limit.keyword} for ${answer}, but the Proposal allows ${entityBound(relevant, limit)} (${filesOf(relevant)}), ${fails}. State the entity's limit in the step`,
    });
  }
  const enums = places.map((place) => place.schema.enum).filter(Array.isArray);
  if (enums.length > 0 && enums.length === places.length)
    report({
      file: question.file,
      path: question.keys.join('.'),
      message: `the step allows any answer for ${answer}, but the Proposal allows only some (an enum in ${filesOf(places)}), ${fails}. Name the list or the enum in the step`,
    });
}

/**
 * The check with the entity's subschemas of an answer given by `placesOf` (the Proposal's, or a
 * test's entity).
 */
export function stepNoLooserThan(placesOf: (answer: readonly string[]) => SchemaPlace[]): Check {
  return {
    name: 'step-no-looser-than-entity',
    description:
      "every question of a step is no looser than the Proposal entity's answer at the same path ($refs followed): maxItems, minItems, maxLength, minLength, maximum, minimum, pattern, format, the date bounds earliestDate, latestDate, minAge and maxAge (a bound the entity states is stated in the step too), enum and const, list options and type, since the server saves only what the entity accepts",
    check(documents, report) {
      const once = reportOnce(report);
      const questions = new Map<string, SchemaNode[]>();
      for (const node of schemaNodes(documents)) {
        if (node.root !== 'step' || !node.answer || node.answer.length === 0) continue;
        const key = `${node.origin}|${node.answer.join('.')}`;
        questions.set(key, [...(questions.get(key) ?? []), node]);
      }
      for (const definitions of questions.values()) {
        const places = placesOf((definitions[0] as SchemaNode).answer as string[]);
        if (places.length === 0) continue; // questionsInProposal reports it
        for (const node of definitions) checkNode(node, places, documents, once);
        checkMissing(definitions, places, once);
      }
    },
  };
}

export const stepNoLooserThanEntity: Check = stepNoLooserThan(proposalPlaces);
