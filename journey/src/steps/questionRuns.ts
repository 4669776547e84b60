/**
 * The ui option of an object that orders the questions of its objects together (a step whose
 * questions are answers of several objects). Its entries name a child of the object whole
 * ("proposer") or one question of a child ("vehicle.keeper"); "*" stands for everything not named.
 * RJSF ignores it (its own `ui:order` refuses names that are not the object's own).
 */
export const QUESTION_ORDER = 'ui:questionOrder';

/**
 * A part of an object drawn in one go: a child whole, or some questions of a child, one after
 * another. `questions` names them in order; `except` (for "*") draws every question of the child
 * but those, in the child's own order. Neither: the child whole.
 */
export interface QuestionRun {
  child: string;
  questions?: readonly string[];
  except?: readonly string[];
}

/**
 * The runs of an object's `ui:questionOrder`, given its children in their order (`ui:order`):
 * consecutive questions of one child make one run; "*" (at the end when missing) brings, in the
 * children's order, each child never named and the rest of each child named in part. Entries that
 * name no child are left out (the journey checker reports them).
 */
export function questionRuns(order: readonly unknown[], children: readonly string[]): QuestionRun[] {
  const named = new Map<string, string[]>();
  const whole = new Set<string>();
  for (const entry of order) {
    if (typeof entry !== 'string' || entry === '*') continue;
    const [child = '', question] = splitEntry(entry);
    if (question === undefined) whole.add(child);
    else named.set(child, [...(named.get(child) ?? []), question]);
  }
  const rest = (): QuestionRun[] =>
    children
      .filter((child) => !whole.has(child))
      .map((child) => (named.has(child) ? { child, except: named.get(child) ?? [] } : { child }));
  const runs: QuestionRun[] = [];
  const entries = order.includes('*') ? order : [...order, '*'];
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    if (entry === '*') {
      runs.push(...rest());
      continue;
    }
    const [child = '', question] = splitEntry(entry);
    if (!children.includes(child)) continue;
    const last = runs.at(-1);
    if (question === undefined) runs.push({ child });
    else if (last?.child === child && last.questions) last.questions = [...last.questions, question];
    else runs.push({ child, questions: [question] });
  }
  return runs;
}

/** "vehicle.keeper" -> ["vehicle", "keeper"]; "proposer" -> ["proposer", undefined]. */
export function splitEntry(entry: string): [string, string | undefined] {
  const dot = entry.indexOf('.');
  return dot < 0 ? [entry, undefined] : [entry.slice(0, dot), entry.slice(dot + 1)];
}
