import type { SchemaObject } from 'ajv';
import { allSchemas } from '../../../schemas/src/schemaRegistry';
import { expandForEach } from './expandForEach';
import { rulePaths } from './mapRulePaths';
import { numberedPath } from './numberedPath';
import { parsePath, WILDCARD } from './path';
import type { JourneyRules, Rule, RuleCondition, RuleEffect } from './ruleTypes';
import { schemaAtPath, type SchemaPlace } from './schemaAtPath';
import { valueFits } from './valueFits';

/** One thing wrong in journey/rules.json: which rule, where in the file, and what. */
export interface RuleProblem {
  rule: string;
  /** Dotted place in rules.json, e.g. "rules.3.effects.0.clear". */
  at: string;
  message: string;
}

const isUnion = (schema: SchemaObject) =>
  schema.type === undefined && ['anyOf', 'oneOf', 'allOf'].some((key) => Array.isArray(schema[key]));

/** Every constant a condition compares with, and where it is written. */
function comparedValues(
  condition: RuleCondition,
  at: string,
): { at: string; path: string; value: unknown }[] {
  if ('all' in condition) return condition.all.flatMap((c, i) => comparedValues(c, `${at}.all.${i}`));
  if ('any' in condition) return condition.any.flatMap((c, i) => comparedValues(c, `${at}.any.${i}`));
  if ('not' in condition) return comparedValues(condition.not, `${at}.not`);
  if ('previous' in condition) return comparedValues(condition.previous, `${at}.previous`);
  const { path } = condition;
  if ('equals' in condition) return [{ at: `${at}.equals`, path, value: condition.equals }];
  if ('notEquals' in condition) return [{ at: `${at}.notEquals`, path, value: condition.notEquals }];
  if (condition.in) return condition.in.map((value, i) => ({ at: `${at}.in.${i}`, path, value }));
  if (condition.notIn) return condition.notIn.map((value, i) => ({ at: `${at}.notIn.${i}`, path, value }));
  if (condition.atMost !== undefined) return [{ at: `${at}.atMost`, path, value: condition.atMost }];
  if (condition.atLeast !== undefined) return [{ at: `${at}.atLeast`, path, value: condition.atLeast }];
  return [];
}

/**
 * What is wrong in a rule set against the Proposal schema, as readable problems (`[]` when
 * nothing is): repeated ids, `@` without forEach, paths the schema does not have, `[*]` on
 * something that is not a list, constants that cannot be the answer (a yes/no compared with
 * "false"), keepOnly keys the object does not have, spread fields the items do not have, and
 * numbered answers missing for some number up to `max`. The journey checker reports them.
 */
export function validateRules(
  rules: JourneyRules,
  proposalSchema: SchemaObject,
  schemas: readonly SchemaObject[] = allSchemas,
): RuleProblem[] {
  const byId = new Map<string, SchemaObject>();
  for (const schema of [...schemas, proposalSchema])
    if (typeof schema.$id === 'string') byId.set(schema.$id, schema);
  const root: SchemaPlace = { schema: proposalSchema, base: String(proposalSchema.$id ?? 'proposal:/') };
  const lookup = (id: string) => byId.get(id);
  const placesOf = (path: string) =>
    schemaAtPath(root, parsePath(path), lookup).filter((place) => !isUnion(place.schema));

  const problems: RuleProblem[] = [];
  const seen = new Set<string>();
  rules.rules.forEach((rule, index) => {
    const report = (at: string, message: string) => {
      const key = `${index}|${at}|${message}`;
      if (seen.has(key)) return;
      seen.add(key);
      problems.push({ rule: rule.id, at: `rules.${index}${at ? `.${at}` : ''}`, message });
    };
    if (rules.rules.findIndex((other) => other.id === rule.id) !== index)
      report('id', `the id '${rule.id}' is repeated`);
    const missing = (rule.forEach ?? []).filter((place) => placesOf(place).length === 0);
    rule.forEach?.forEach((place, i) => {
      if (missing.includes(place)) report(`forEach.${i}`, `the Proposal has no ${place}`);
    });
    if (!rule.forEach) {
      for (const use of rulePaths(rule)) {
        if (use.path.startsWith('@')) report(use.at, `${use.path} starts with @ but the rule has no forEach`);
      }
    }
    for (const placed of expandForEach(rule)) {
      // A missing place is reported once above, not once more for each of its paths.
      if (!placed.place || !missing.includes(placed.place)) checkRule(placed, placesOf, report);
    }
  });
  return problems;
}

type PlacesOf = (path: string) => SchemaPlace[];
type Report = (at: string, message: string) => void;

function checkRule(rule: Rule, placesOf: PlacesOf, report: Report): void {
  const numbered = new Set(
    rule.effects.flatMap((effect) =>
      'spread' in effect ? [effect.into] : 'renumber' in effect ? effect.fields : [],
    ),
  );
  for (const use of rulePaths(rule)) {
    if (numbered.has(use.path) || use.path.startsWith('@')) continue;
    if (placesOf(use.path).length === 0) report(use.at, `the Proposal has no ${use.path}`);
  }
  if (rule.when) {
    for (const { at, path, value } of comparedValues(rule.when, 'when')) {
      const places = placesOf(path);
      if (places.length > 0 && value !== null && !places.some((place) => valueFits(place.schema, value)))
        report(at, `${JSON.stringify(value)} can never be the answer at ${path}`);
    }
  }
  rule.effects.forEach((effect, i) => checkEffect(effect, `effects.${i}`, placesOf, report));
}

function checkNumbered(template: string, max: number, at: string, placesOf: PlacesOf, report: Report): void {
  for (let n = 1; n <= max; n += 1) {
    const path = numberedPath(template, n);
    if (placesOf(path).length === 0) report(at, `the Proposal has no ${path}`);
  }
}

function checkEffect(effect: RuleEffect, at: string, placesOf: PlacesOf, report: Report): void {
  if ('clear' in effect) {
    const last = parsePath(effect.clear).at(-1);
    if (last === WILDCARD || typeof last === 'number')
      report(`${at}.clear`, `clear removes answers, not list items: ${effect.clear}`);
  } else if ('set' in effect) {
    const places = placesOf(effect.set);
    if (places.length > 0 && !places.some((place) => valueFits(place.schema, effect.to)))
      report(`${at}.to`, `${JSON.stringify(effect.to)} can never be the answer at ${effect.set}`);
  } else if ('keepOnly' in effect) {
    const properties = placesOf(effect.keepOnly).flatMap((place) =>
      Object.keys((place.schema.properties as object | undefined) ?? {}),
    );
    effect.keys.forEach((key, i) => {
      if (!properties.includes(key))
        report(`${at}.keys.${i}`, `the Proposal has no ${effect.keepOnly}.${key}`);
    });
  } else if ('spread' in effect) {
    if (placesOf(`${effect.spread}[*].${effect.field}`).length === 0)
      report(`${at}.field`, `the items of ${effect.spread} have no ${effect.field}`);
    checkNumbered(effect.into, effect.max, `${at}.into`, placesOf, report);
  } else {
    if (placesOf(`${effect.renumber}[*]`).length === 0)
      report(`${at}.renumber`, `${effect.renumber} is not a list`);
    effect.fields.forEach((field, i) =>
      checkNumbered(field, effect.max, `${at}.fields.${i}`, placesOf, report),
    );
  }
}
