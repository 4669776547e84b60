// A condition of a step schema (the `if` of an if/then/else) read out in words for product staff:
// "“Where is the van kept overnight?” is not Locked garage or Driveway". The questions are named
// by their titles and coded answers by their options' names, so the words follow the documents.

type Json = Record<string, unknown>;
type Option = { name: string; value: string };

/** What the words need to know of the questions a condition names, by path below the condition. */
export interface ConditionContext {
  /** The question's title ('risk.duqs.vehicle_night_location' as keys); undefined when it has none. */
  title(path: readonly string[]): string | undefined;
  /** The options of the list the question names, if it names one. */
  options(path: readonly string[]): readonly Option[] | undefined;
  /** The words for true and false answers. */
  yes?: string;
  no?: string;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "A", "A or B", "A, B or C" */
function either(words: readonly string[], joiner = 'or'): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${joiner} ${words.at(-1)}`;
}

function questionName(path: readonly string[], context: ConditionContext): string {
  const title = context.title(path);
  if (title) return `“${title}”`;
  const last = [...path].reverse().find((key) => key !== '*') ?? 'the answer';
  return `the answer ${last.replace(/_/g, ' ')}`;
}

function valueName(value: unknown, path: readonly string[], context: ConditionContext): string {
  const option = context.options(path)?.find((o) => o.value === String(value));
  if (option) return option.name;
  if (value === true) return context.yes ?? 'Yes';
  if (value === false) return context.no ?? 'No';
  if (value === null) return 'nothing';
  return typeof value === 'string' ? `“${value}”` : JSON.stringify(value);
}

/** What one answer must be for the condition to hold, as "is …" phrases. */
function answerClauses(schema: Json, path: readonly string[], context: ConditionContext): string[] {
  const values = (list: readonly unknown[]) => either(list.map((v) => valueName(v, path, context)));
  const clauses: string[] = [];
  if ('const' in schema) clauses.push(`is ${valueName(schema.const, path, context)}`);
  if (Array.isArray(schema.enum)) clauses.push(`is ${values(schema.enum)}`);
  if (isObject(schema.not)) {
    const not = schema.not;
    if ('const' in not) clauses.push(`is not ${valueName(not.const, path, context)}`);
    else if (Array.isArray(not.enum)) clauses.push(`is not ${values(not.enum)}`);
    else clauses.push(`does not meet ${JSON.stringify(not)}`);
  }
  const bounds: [string, string][] = [
    ['minimum', 'is at least'],
    ['exclusiveMinimum', 'is more than'],
    ['maximum', 'is at most'],
    ['exclusiveMaximum', 'is less than'],
  ];
  for (const [keyword, words] of bounds)
    if (typeof schema[keyword] === 'number') clauses.push(`${words} ${schema[keyword]}`);
  if (typeof schema.minItems === 'number')
    clauses.push(schema.minItems === 1 ? 'has an answer' : `has at least ${schema.minItems} answers`);
  if (typeof schema.maxItems === 'number') clauses.push(`has at most ${schema.maxItems} answers`);
  if (isObject(schema.contains)) {
    const contains = schema.contains;
    const itemPath = [...path, '*'];
    if ('const' in contains) clauses.push(`includes ${valueName(contains.const, itemPath, context)}`);
    else if (Array.isArray(contains.enum))
      clauses.push(`includes ${either(contains.enum.map((v) => valueName(v, itemPath, context)))}`);
  }
  if (typeof schema.pattern === 'string') clauses.push(`matches ${schema.pattern}`);
  return clauses;
}

/** Every clause of a condition over the object at `base`, each naming its question. */
function objectClauses(schema: Json, base: readonly string[], context: ConditionContext): string[] {
  const clauses: string[] = [];
  const named = new Set<string>();
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [name, child] of Object.entries(properties)) {
    if (!isObject(child)) continue;
    const path = [...base, name];
    if (isObject(child.properties) || Array.isArray(child.allOf) || Array.isArray(child.anyOf)) {
      clauses.push(...objectClauses(child, path, context));
      named.add(name);
      continue;
    }
    const said = answerClauses(child, path, context);
    if (said.length > 0) named.add(name);
    const question = questionName(path, context);
    clauses.push(...said.map((clause) => `${question} ${clause}`));
  }
  for (const name of Array.isArray(schema.required) ? schema.required : [])
    if (typeof name === 'string' && !named.has(name))
      clauses.push(`${questionName([...base, name], context)} is answered`);
  for (const member of Array.isArray(schema.allOf) ? schema.allOf : [])
    if (isObject(member)) clauses.push(...objectClauses(member, base, context));
  const anyOf = (Array.isArray(schema.anyOf) ? schema.anyOf : []).filter(isObject);
  if (anyOf.length > 0)
    clauses.push(
      `either ${either(anyOf.map((member) => objectClauses(member, base, context).join(' and ')))}`,
    );
  if (isObject(schema.not) && !('const' in schema.not) && !Array.isArray(schema.not.enum))
    clauses.push(`not (${objectClauses(schema.not, base, context).join(' and ')})`);
  return clauses;
}

/**
 * The words of a condition (an `if` schema over the object at `base`): "“Is the van kept at your
 * home postcode?” is No", clauses joined by "and". A condition it cannot read is shown as JSON.
 */
export function conditionInWords(
  ifSchema: unknown,
  context: ConditionContext,
  base: readonly string[] = [],
): string {
  if (!isObject(ifSchema)) return JSON.stringify(ifSchema);
  const clauses = objectClauses(ifSchema, base, context);
  return clauses.length > 0 ? clauses.join(' and ') : `the answers meet ${JSON.stringify(ifSchema)}`;
}

/** One condition a question depends on: its words, and whether it is asked when they do not hold (else). */
export interface QuestionCondition {
  words: string;
  otherwise: boolean;
}

/** "asked when: A and B" / "asked unless: A"; undefined when the question is always asked. */
export function askedWhen(conditions: readonly QuestionCondition[]): string | undefined {
  if (conditions.length === 0) return undefined;
  const when = conditions.filter((c) => !c.otherwise).map((c) => c.words);
  const unless = conditions.filter((c) => c.otherwise).map((c) => c.words);
  const parts = [
    ...(when.length > 0 ? [`asked when: ${when.join(' and ')}`] : []),
    ...(unless.length > 0 ? [`asked unless: ${unless.join(' or ')}`] : []),
  ];
  return parts.join('; ');
}

/**
 * The words of the button that takes `condition` off a question: what it is now, in the words the
 * question list uses ("Always ask it (now asked when: “Is the van kept at your home?” is No)"),
 * an `else` said as "asked unless".
 */
export const alwaysAskWords = (condition: QuestionCondition): string =>
  `Always ask it (now ${askedWhen([condition]) ?? 'always asked'})`;
