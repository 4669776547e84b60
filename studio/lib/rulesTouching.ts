// The rules of journey/rules.json that read or change an answer: a rule touches a question when
// it names the question's path, a path inside it, or the object holding it.

type Json = Record<string, unknown>;

export interface RuleMention {
  id: string;
  description: string;
  /** How it touches the question: 'reads' (in its when) or 'changes' (in its effects). */
  how: 'reads' | 'changes';
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Numbered items and '[*]' read as '*': 'risk.additional_drivers.0.name' is 'risk.additional_drivers.*.name'. */
const normal = (path: string) =>
  path
    .replace(/\[(\*|\d+)\]/g, '.*')
    .split('.')
    .map((key) => (/^\d+$/.test(key) ? '*' : key))
    .join('.');

/** Every dotted path a part of a rule names (values of path-like keys, keepOnly's keys under it). */
function pathsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) pathsIn(item, found);
  if (!isObject(node)) return found;
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string' && value.includes('.') && key !== 'description' && key !== 'id')
      found.push(value);
    else pathsIn(value, found);
  }
  if (typeof node.keepOnly === 'string' && Array.isArray(node.keys))
    for (const key of node.keys) if (typeof key === 'string') found.push(`${node.keepOnly}.${key}`);
  return found;
}

/** Whether a path a rule names (normalised) and a question's path (normalised) touch. */
const touches = (named: string, question: string) =>
  named === question || question.startsWith(`${named}.`) || named.startsWith(`${question}.`);

interface RulePaths {
  mention: Omit<RuleMention, 'how'>;
  changes: string[];
  reads: string[];
}

// The paths each rule names, normalised once per rules document (the outline asks for every question).
const pathsByRules = new WeakMap<object, RulePaths[]>();
function rulePaths(rulesDocument: Json): RulePaths[] {
  let found = pathsByRules.get(rulesDocument);
  if (found) return found;
  const rules = Array.isArray(rulesDocument.rules) ? rulesDocument.rules : [];
  found = rules.filter(isObject).map((rule) => ({
    mention: { id: String(rule.id), description: String(rule.description ?? '') },
    changes: pathsIn(rule.effects).map(normal),
    reads: pathsIn(rule.when).map(normal),
  }));
  pathsByRules.set(rulesDocument, found);
  return found;
}

/** The rules that read or change the answer at `path`, in the order of the rules document. */
export function rulesTouching(rulesDocument: unknown, path: string): RuleMention[] {
  if (!isObject(rulesDocument)) return [];
  const question = normal(path);
  const found: RuleMention[] = [];
  for (const { mention, changes, reads } of rulePaths(rulesDocument)) {
    if (changes.some((named) => touches(named, question))) found.push({ ...mention, how: 'changes' });
    else if (reads.some((named) => touches(named, question))) found.push({ ...mention, how: 'reads' });
  }
  return found;
}
