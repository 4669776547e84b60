import ruleCasesDocument from '../../../journey/rules.cases.json';
import { applyRules } from '../../../journey/src/rules/applyRules';
import { journeyRules } from '../../../journey/src/rules/journeyRules';
import { proposalFixture } from '../../../tests/fixtures/index';
import { rulePlaces, rulesOnChange } from './rulesOnChange';

type Json = Record<string, unknown>;
const cases = ruleCasesDocument.cases as Record<string, { previous: unknown; next: unknown }>;

test('the rules give the same document through the form as applied afresh: every case of rules.cases.json', () => {
  for (const [id, { previous, next }] of Object.entries(cases)) {
    const apply = rulesOnChange(journeyRules);
    // Warmed on the case's own documents first, as when the customer typed just before.
    apply(previous, previous);
    expect(apply(previous, next), id).toEqual(applyRules(journeyRules, previous, next));
  }
});

test('the places read include the numbered answers up to one past the largest number', () => {
  const places = rulePlaces(journeyRules).map((place) => `${place.what} ${place.path.join('.')}`);
  expect(places).toContain('value risk.duqs.vehicle_modification_11');
  expect(places).toContain('value risk.duqs.marital_status_driver_5');
  expect(places).toContain('length risk.additional_drivers');
  expect(places).toContain('emptiness risk.vehicle.modifications');
  expect(places).toContain('value risk.additional_drivers.*.full_time_occupation.status');
});

/** A small seeded generator, so a failing sequence can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Every path to a value in the document, lists' items included. */
function paths(node: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (node === null || typeof node !== 'object') return [prefix];
  const keys = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
  return [prefix, ...keys.flatMap((key) => paths((node as Json)[key], [...prefix, key]))];
}

/** A copy of `document` with the value at `path` replaced (undefined removes it, or an item of a list). */
function edited(document: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(document)) {
    const copy = [...document];
    if (rest.length === 0 && value === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = edited(copy[Number(head)], rest, value);
    return copy;
  }
  const copy = { ...(document as Json) };
  const inner = edited(copy[head], rest, value);
  if (inner === undefined) delete copy[head];
  else copy[head] = inner;
  return copy;
}

test('random edits of a whole proposal: the rules give the same document as applied afresh, step by step', () => {
  const values = [true, false, 'FullTmEdu', 'E', '1', 'TPO', 'C', 'x', 0, 3, [], {}, undefined, null];
  const rulePaths = rulePlaces(journeyRules).map((place) => place.path.filter((s) => s !== '*'));
  for (let seed = 1; seed <= 20; seed += 1) {
    const next = random(seed);
    const apply = rulesOnChange(journeyRules);
    let kept: unknown = applyRules(journeyRules, undefined, proposalFixture());
    for (let step = 0; step < 60; step += 1) {
      const all = paths(kept);
      // Mostly keystrokes in answers no rule reads, now and then an answer a rule reads.
      const path =
        next() < 0.8
          ? all[Math.floor(next() * all.length)]!
          : (rulePaths[Math.floor(next() * rulePaths.length)] ?? []).map((s) => s);
      const value = next() < 0.5 ? `typed ${step}` : values[Math.floor(next() * values.length)];
      const changed = edited(kept, path, value);
      const expected = applyRules(journeyRules, kept, changed);
      const got = apply(kept, changed);
      expect(got, `seed ${seed}, step ${step}, ${path.join('.')}`).toEqual(expected);
      if (expected === changed) expect(got).toBe(changed);
      kept = expected;
    }
  }
});
