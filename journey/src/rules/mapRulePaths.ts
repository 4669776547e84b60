import type { Rule, RuleCondition, RuleEffect } from './ruleTypes';

/** Where a path is written in a rule, e.g. "when.all.0.path", and the path. */
export interface RulePathUse {
  at: string;
  path: string;
}

type MapPath = (path: string, at: string) => string;

function mapCondition(condition: RuleCondition, map: MapPath, at: string): RuleCondition {
  if ('all' in condition) return { all: condition.all.map((c, i) => mapCondition(c, map, `${at}.all.${i}`)) };
  if ('any' in condition) return { any: condition.any.map((c, i) => mapCondition(c, map, `${at}.any.${i}`)) };
  if ('not' in condition) return { not: mapCondition(condition.not, map, `${at}.not`) };
  if ('previous' in condition) return { previous: mapCondition(condition.previous, map, `${at}.previous`) };
  return { ...condition, path: map(condition.path, `${at}.path`) };
}

function mapEffect(effect: RuleEffect, map: MapPath, at: string): RuleEffect {
  if ('clear' in effect) return { clear: map(effect.clear, `${at}.clear`) };
  if ('set' in effect) return { ...effect, set: map(effect.set, `${at}.set`) };
  if ('keepOnly' in effect) return { ...effect, keepOnly: map(effect.keepOnly, `${at}.keepOnly`) };
  if ('spread' in effect)
    return { ...effect, spread: map(effect.spread, `${at}.spread`), into: map(effect.into, `${at}.into`) };
  return {
    ...effect,
    renumber: map(effect.renumber, `${at}.renumber`),
    fields: effect.fields.map((field, i) => map(field, `${at}.fields.${i}`)),
  };
}

/**
 * A copy of the rule with every path (of its condition and its effects, numbered templates
 * included) replaced by `map(path, at)`; `at` says where the path is written.
 */
export function mapRulePaths(rule: Rule, map: MapPath): Rule {
  const mapped: Rule = {
    ...rule,
    effects: rule.effects.map((effect, i) => mapEffect(effect, map, `effects.${i}`)),
  };
  if (rule.when) mapped.when = mapCondition(rule.when, map, 'when');
  return mapped;
}

/** Every path a rule writes, in its condition and its effects, with where it is written. */
export function rulePaths(rule: Rule): RulePathUse[] {
  const uses: RulePathUse[] = [];
  mapRulePaths(rule, (path, at) => {
    uses.push({ at, path });
    return path;
  });
  return uses;
}
