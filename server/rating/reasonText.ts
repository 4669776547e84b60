import type { Ratebook, RatebookCondition, RatebookPredicate } from '../../schemas/generated/index';
import { toPounds } from './money';

// The reasons a quote carries for its referrals and declines are written in the ratebook, with
// the limits they name as placeholders: "younger than {youngest_driver_age.lt}" reads the 17 of the
// rule's own condition, so a pricing analyst who changes the limit changes the reason with it.

type Rule = Ratebook['underwriting'][number];

const PLACEHOLDER = /\{([\w.]+)\}/g;
const grouped = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** The predicates of a condition, `all` then `any`. */
function predicatesOf(condition: RatebookCondition): RatebookPredicate[] {
  return [...(condition.all ?? []), ...(condition.any ?? [])];
}

/** A condition's value as a reason writes it: numbers grouped (60,000), lists joined with commas. */
function written(value: RatebookPredicate['value']): string {
  if (Array.isArray(value)) return value.map((item) => written(item)).join(', ');
  return typeof value === 'number' ? grouped.format(value) : String(value);
}

/** The predicates of `rule`'s condition that `name` ("fact.op") names. */
function namedBy(rule: Rule, name: string): RatebookPredicate[] {
  const [fact, op, ...rest] = name.split('.');
  if (rest.length > 0) return [];
  return predicatesOf(rule.when).filter((p) => p.fact === fact && p.op === op);
}

/** The one predicate `name` names in `rule`'s condition; undefined when none or several. */
function named(rule: Rule, name: string): RatebookPredicate | undefined {
  const found = namedBy(rule, name);
  return found.length === 1 ? found[0] : undefined;
}

/** A rule's reason with its placeholders filled from its own condition. */
export function ruleMessage(rule: Rule): string {
  if (!rule.message.includes('{')) return rule.message;
  return rule.message.replace(PLACEHOLDER, (whole, name: string) => {
    const predicate = named(rule, name);
    return predicate ? written(predicate.value) : whole;
  });
}

/** The reason of PREMIUM_ABOVE_MAXIMUM: the ratebook's words with both premiums in pounds. */
export function maximumPremiumMessage(ratebook: Ratebook, netPence: number): string {
  const values: Record<string, string> = {
    premium: pounds.format(toPounds(netPence)),
    maximum: pounds.format(toPounds(ratebook.maximum_premium_pence)),
  };
  return ratebook.maximum_premium_message.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

/** The placeholders of the ratebook's reasons that name nothing: each a path and what is wrong. */
export function reasonPlaceholderProblems(ratebook: Ratebook): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  ratebook.underwriting.forEach((rule, i) => {
    for (const [whole, name] of rule.message.matchAll(PLACEHOLDER)) {
      const found = namedBy(rule, name!).length;
      if (found === 1) continue;
      const several = found > 1;
      problems.push({
        path: `underwriting.${i}.message`,
        message: several
          ? `${whole} names two or more conditions of the rule: say which value the reason means`
          : `${whole} names no condition of the rule: write {fact.op}, as {${predicatesOf(rule.when)
              .map((p) => `${p.fact}.${p.op}`)
              .join('} or {')}}`,
      });
    }
  });
  for (const [whole, name] of ratebook.maximum_premium_message.matchAll(PLACEHOLDER)) {
    if (name !== 'premium' && name !== 'maximum') {
      problems.push({
        path: 'maximum_premium_message',
        message: `${whole} is not a placeholder of this reason: write {premium} or {maximum}`,
      });
    }
  }
  return problems;
}
