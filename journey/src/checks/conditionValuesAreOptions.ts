import { placePath } from '../rules/expandForEach';
import { parsePath } from '../rules/path';
import { valueFits } from '../rules/valueFits';
import { isObject } from '../steps/documentRefs';
import type { JourneyDocuments, JsonObject } from '../steps/stepTypes';
import type { Check, Report } from './checkTypes';
import { proposalPlaces } from './proposalPlaces';
import { questionName, questionOptions, whyNotAnOption } from './questionOptions';
import { definitionsAt, objectRoot, schemaNodes, stepQuestions, type SchemaNode } from './schemaNodes';
import { reportOnce } from './reportOnce';

/** A value an `if` compares an answer with (or, without a value, an answer it looks at). */
interface Compared {
  /** The answer, from the object the condition belongs to: ['vehicle_night_location']. */
  path: string[];
  /** Where it is written in the file. */
  keys: string[];
  value?: unknown;
}

/** Every answer a condition looks at and every value it compares one with (const, enum, through not/allOf/anyOf). */
function compared(schema: unknown, path: string[], keys: string[]): Compared[] {
  if (!isObject(schema)) return [];
  const found: Compared[] = [];
  if (path.length > 0 && 'const' in schema)
    found.push({ path, keys: [...keys, 'const'], value: schema.const });
  if (path.length > 0 && Array.isArray(schema.enum))
    schema.enum.forEach((value, i) => found.push({ path, keys: [...keys, 'enum', String(i)], value }));
  if (isObject(schema.properties))
    for (const [name, child] of Object.entries(schema.properties)) {
      found.push({ path: [...path, name], keys: [...keys, 'properties', name] });
      found.push(...compared(child, [...path, name], [...keys, 'properties', name]));
    }
  if (Array.isArray(schema.required))
    schema.required.forEach((name, i) => {
      if (typeof name === 'string')
        found.push({ path: [...path, name], keys: [...keys, 'required', String(i)] });
    });
  found.push(...compared(schema.not, path, [...keys, 'not']));
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
    if (Array.isArray(schema[key]))
      schema[key].forEach((member, i) => found.push(...compared(member, path, [...keys, key, String(i)])));
  found.push(...compared(schema.items, [...path, '*'], [...keys, 'items']));
  found.push(...compared(schema.contains, [...path, '*'], [...keys, 'contains']));
  return found;
}

/** Checks one `if` of the schemas: the answers it looks at exist, the values it compares them with can be given. */
function checkCondition(node: SchemaNode, documents: JourneyDocuments, report: Report): void {
  const root = objectRoot(node);
  const looked = new Set<string>();
  for (const { path, keys, value } of compared(node.node.if, [], [...node.keys, 'if'])) {
    const whole = node.answer && [...node.answer, ...path];
    let definitions = definitionsAt(root, path, documents);
    if (definitions.length === 0 && node.root === 'step' && whole)
      definitions = stepQuestions(documents).get(whole.join('.')) ?? [];
    const finding = (message: string) => report({ file: node.file, path: keys.join('.'), message });
    if (definitions.length === 0) {
      // Not a question of any step: an answer of the Proposal a condition may still look at.
      const places = node.root === 'step' && whole ? proposalPlaces(whole) : [];
      const name = path.join('.').replace(/\.\*/g, '[*]');
      if (places.length === 0) {
        // A shared definition alone cannot say; each step including it does.
        if (whole && ![...looked].some((above) => name === above || name.startsWith(`${above}.`)))
          finding(
            `the condition looks at ${name}, which is not a question here${node.root === 'step' ? ' nor an answer of the Proposal' : ''}: no customer answers it, so the condition will not work as written`,
          );
        looked.add(name);
      } else if (
        value !== undefined &&
        value !== null &&
        !places.some((place) => valueFits(place.schema, value))
      )
        finding(
          `the condition compares ${name} with ${JSON.stringify(value)}, which can never be the answer there`,
        );
      continue;
    }
    if (value === undefined) continue;
    const options = questionOptions(definitions, documents);
    const why = whyNotAnOption(value, options, documents)?.why;
    if (why)
      finding(
        `the condition compares ${questionName(path, options)} with ${JSON.stringify(value)}, which ${why}; no customer can give that answer, so the condition will not work as written`,
      );
  }
}

/** A value a rule compares an answer with or sets an answer to, with where it is written. */
interface RuleValue {
  at: string;
  path: string;
  value: unknown;
  verb: 'compares' | 'sets';
}

function conditionValues(condition: unknown, at: string): RuleValue[] {
  if (!isObject(condition)) return [];
  for (const key of ['all', 'any'] as const)
    if (Array.isArray(condition[key]))
      return condition[key].flatMap((member, i) => conditionValues(member, `${at}.${key}.${i}`));
  for (const key of ['not', 'previous'] as const)
    if (key in condition) return conditionValues(condition[key], `${at}.${key}`);
  const { path } = condition;
  if (typeof path !== 'string') return [];
  const found: RuleValue[] = [];
  for (const key of ['equals', 'notEquals'] as const)
    if (key in condition) found.push({ at: `${at}.${key}`, path, value: condition[key], verb: 'compares' });
  for (const key of ['in', 'notIn'] as const) {
    const values = condition[key];
    if (Array.isArray(values))
      values.forEach((value, i) => found.push({ at: `${at}.${key}.${i}`, path, value, verb: 'compares' }));
  }
  return found;
}

function ruleValues(rule: JsonObject): RuleValue[] {
  const found = conditionValues(rule.when, 'when');
  if (Array.isArray(rule.effects))
    rule.effects.forEach((effect, i) => {
      if (isObject(effect) && typeof effect.set === 'string' && 'to' in effect)
        found.push({ at: `effects.${i}.to`, path: effect.set, value: effect.to, verb: 'sets' });
    });
  return found;
}

/** Checks the values of journey/rules.json against the questions the steps ask at their paths. */
function checkRules(documents: JourneyDocuments, report: Report): void {
  const rules = documents['rules.json'];
  if (!isObject(rules) || !Array.isArray(rules.rules)) return; // rulesNameRealPaths says so
  const questions = stepQuestions(documents);
  rules.rules.forEach((rule, index) => {
    if (!isObject(rule)) return;
    const places = Array.isArray(rule.forEach)
      ? rule.forEach.filter((p) => typeof p === 'string')
      : [undefined];
    for (const { at, path, value, verb } of ruleValues(rule)) {
      if (value === null || typeof value === 'object') continue; // a blank answer or record
      for (const place of places) {
        const placed = place === undefined ? path : placePath(path, place);
        const key = parsePath(placed)
          .map((segment) => (typeof segment === 'number' ? '*' : segment))
          .join('.');
        const definitions = questions.get(key);
        if (!definitions) continue; // not a question of a step: rulesNameRealPaths checks it against the Proposal
        const options = questionOptions(definitions, documents);
        const not = whyNotAnOption(value, options, documents);
        // A value of the wrong type is rulesNameRealPaths' finding already (against the Proposal).
        if (!not || not.kind === 'type') continue;
        const why = not.why;
        const id = typeof rule.id === 'string' ? rule.id : String(index);
        report({
          file: 'rules.json',
          path: `rules.${index}.${at}`,
          message:
            verb === 'compares'
              ? `rule '${id}' compares ${questionName([path], options)} with ${JSON.stringify(value)}, which ${why}; no customer can give that answer, so the rule will not work as written`
              : `rule '${id}' sets ${questionName([path], options)} to ${JSON.stringify(value)}, which ${why}; the server would refuse the answers it makes`,
        });
      }
    }
  });
}

export const conditionValuesAreOptions: Check = {
  name: 'condition-values-are-options',
  description:
    'every value a condition (if with const, enum, not) of a step, shared or form schema compares an answer with, and every value a rule of rules.json compares or sets, is an answer the question allows: an option of its list, one of its enum, of its type; and every answer a condition looks at is a question',
  check(documents, report) {
    const once = reportOnce(report);
    for (const node of schemaNodes(documents)) if ('if' in node.node) checkCondition(node, documents, once);
    checkRules(documents, once);
  },
};
