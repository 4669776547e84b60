import fixture from '../../../schemas/examples/proposal.json';
import { applyRules } from './applyRules';
import { journeyRules } from './journeyRules';
import type { JourneyRules, Rule } from './ruleTypes';
import { RulesDidNotSettleError } from './RulesDidNotSettleError';

const rules = (...list: Omit<Rule, 'description'>[]): JourneyRules => ({
  rules: list.map((rule) => ({ description: rule.id, ...rule })),
});

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('applyRules: effects', () => {
  test('clear removes the answer', () => {
    const set = rules({ id: 'c', when: { path: 'a.no', equals: false }, effects: [{ clear: 'a.date' }] });
    expect(applyRules(set, undefined, { a: { no: false, date: '2020-01-01' } })).toEqual({
      a: { no: false },
    });
  });

  test('set writes a constant, creating the objects on the way', () => {
    const set = rules({ id: 's', when: { path: 'a.yes', equals: true }, effects: [{ set: 'b.c', to: '1' }] });
    expect(applyRules(set, undefined, { a: { yes: true } })).toEqual({ a: { yes: true }, b: { c: '1' } });
  });

  test('set {} writes a fresh object each time, never the rules own', () => {
    const set = rules({ id: 's', effects: [{ set: 'record', to: {} }] });
    const first = applyRules(set, undefined, {}) as { record: Record<string, unknown> };
    const second = applyRules(set, undefined, {}) as { record: Record<string, unknown> };
    expect(first.record).toEqual({});
    expect(first.record).not.toBe(second.record);
    expect(set.rules[0]?.effects[0]).toEqual({ set: 'record', to: {} });
  });

  test('keepOnly resets an object to the listed answers', () => {
    const set = rules({ id: 'k', effects: [{ keepOnly: 'v', keys: ['value', 'keeper'] }] });
    expect(applyRules(set, undefined, { v: { value: 1, keeper: true, make: 'FORD' } })).toEqual({
      v: { value: 1, keeper: true },
    });
    const missing = { other: 1 };
    expect(applyRules(set, undefined, missing)).toBe(missing);
  });

  test('spread copies a field of each item into numbered answers, clearing the numbers past the list', () => {
    const set = rules({ id: 'sp', effects: [{ spread: 'list', field: 'type', into: 'duqs.m_{n}', max: 3 }] });
    const next = { list: [{ type: 'A' }, { other: 1 }], duqs: { m_1: 'X', m_2: 'KEPT', m_3: 'GONE' } };
    expect(applyRules(set, undefined, next)).toEqual({
      list: [{ type: 'A' }, { other: 1 }],
      duqs: { m_1: 'A', m_2: 'KEPT' },
    });
  });

  const renumber = rules({
    id: 'r',
    effects: [{ renumber: 'list', fields: ['duqs.x_{n}', 'duqs.y_{n}'], max: 4 }],
  });
  const before = {
    list: [{ n: 'a' }, { n: 'b' }, { n: 'c' }],
    duqs: { x_1: 'A', x_2: 'B', x_3: 'C', y_1: 'a', y_3: 'c', other: 1 },
  };

  test.each([
    [0, { x_1: 'B', x_2: 'C', y_2: 'c', other: 1 }],
    [1, { x_1: 'A', x_2: 'C', y_1: 'a', y_2: 'c', other: 1 }],
    [2, { x_1: 'A', x_2: 'B', y_1: 'a', other: 1 }],
  ])('renumber: removing item %i moves the later answers down one number', (index, duqs) => {
    const next = { ...before, list: before.list.filter((_item, i) => i !== index) };
    const result = applyRules(renumber, before, next);
    expect(result).toEqual({ list: next.list, duqs });
    expect(applyRules(renumber, before, result)).toEqual(result);
  });

  test('renumber without a previous document only clears the numbers past the list', () => {
    const next = { list: [{ n: 'a' }], duqs: before.duqs };
    expect(applyRules(renumber, undefined, next)).toEqual({
      list: [{ n: 'a' }],
      duqs: { x_1: 'A', y_1: 'a', other: 1 },
    });
  });

  test('renumber clears every number when the list is gone', () => {
    expect(applyRules<unknown>(renumber, before, { duqs: before.duqs })).toEqual({ duqs: { other: 1 } });
  });

  test('effects apply in order, rules in order', () => {
    const set = rules(
      {
        id: 'one',
        effects: [
          { set: 'a', to: 1 },
          { set: 'a', to: 2 },
        ],
      },
      { id: 'two', when: { path: 'a', equals: 2 }, effects: [{ set: 'b', to: 'after one' }] },
    );
    expect(applyRules(set, undefined, {})).toEqual({ a: 2, b: 'after one' });
  });
});

describe('applyRules: [*] paths and forEach', () => {
  const claimsNo = rules({
    id: 'claims-no',
    when: { path: 'drivers[*].has_claims', equals: false },
    effects: [{ clear: 'drivers[*].claims' }],
  });

  test('a [*] rule looks at each item and changes that item only', () => {
    const next = {
      drivers: [
        { has_claims: true, claims: [1] },
        { has_claims: false, claims: [2] },
      ],
    };
    expect(applyRules(claimsNo, undefined, next)).toEqual({
      drivers: [{ has_claims: true, claims: [1] }, { has_claims: false }],
    });
  });

  test('nested [*]s bind each level', () => {
    const set = rules({
      id: 'nested',
      when: { path: 'd[*].c[*].has_cost', equals: false },
      effects: [{ clear: 'd[*].c[*].cost' }],
    });
    const next = {
      d: [
        {
          c: [
            { has_cost: false, cost: 1 },
            { has_cost: true, cost: 2 },
          ],
        },
        { c: [{ has_cost: false, cost: 3 }] },
      ],
    };
    expect(applyRules(set, undefined, next)).toEqual({
      d: [{ c: [{ has_cost: false }, { has_cost: true, cost: 2 }] }, { c: [{ has_cost: false }] }],
    });
  });

  test('changed compares an item with the same item before, even after another was removed', () => {
    const ukBorn = rules({
      id: 'uk-born',
      when: { path: 'drivers[*].uk_born', changed: true },
      effects: [{ clear: 'drivers[*].since' }],
    });
    const previous = { drivers: [{ uk_born: true }, { uk_born: false, since: '2008-09-01' }] };
    const removedFirst = { drivers: [{ uk_born: false, since: '2008-09-01' }] };
    expect(applyRules(ukBorn, previous, removedFirst)).toBe(removedFirst);
    const changedSecond = { drivers: [{ uk_born: true }, { uk_born: true, since: '2008-09-01' }] };
    expect(applyRules(ukBorn, previous, changedSecond)).toEqual({
      drivers: [{ uk_born: true }, { uk_born: true }],
    });
  });

  test('forEach applies the rule to each place, with @ standing for it', () => {
    const set = rules({
      id: 'each',
      forEach: ['proposer', 'drivers[*]'],
      when: { path: '@.has_claims', equals: false },
      effects: [{ clear: '@.claims' }],
    });
    const next = {
      proposer: { has_claims: false, claims: [1] },
      drivers: [{ has_claims: false, claims: [2] }],
    };
    expect(applyRules(set, undefined, next)).toEqual({
      proposer: { has_claims: false },
      drivers: [{ has_claims: false }],
    });
  });

  test('a [*] over a missing or empty list does nothing', () => {
    const doc = { drivers: [] };
    expect(applyRules(claimsNo, undefined, doc)).toBe(doc);
    expect(applyRules(claimsNo, undefined, {})).toEqual({});
  });
});

describe('applyRules: guarantees', () => {
  const documents: [string, unknown, unknown][] = [
    ['the example proposal', fixture, fixture],
    ['the example with every yes/no answered No', fixture, answerNo(fixture)],
    ['the example with a driver removed', withTwoDrivers(), fixture],
    ['a new document', undefined, { risk: { vehicle: { has_registration: true } } }],
  ];

  test.each(documents)('%s: the inputs are never changed', (_name, previous, next) => {
    const frozenPrevious = deepFreeze(structuredClone(previous));
    const frozenNext = deepFreeze(structuredClone(next));
    expect(() => applyRules(journeyRules, frozenPrevious, frozenNext)).not.toThrow();
    expect(frozenNext).toEqual(next);
  });

  test.each(documents)('%s: applying the rules twice changes nothing more', (_name, previous, next) => {
    const once = applyRules(journeyRules, previous, next);
    expect(applyRules(journeyRules, previous, once)).toEqual(once);
    expect(applyRules(journeyRules, once, once)).toBe(once);
    expect(applyRules(journeyRules, undefined, once)).toEqual(once);
  });

  test.each(documents)('%s: the same inputs give the same result', (_name, previous, next) => {
    expect(applyRules(journeyRules, previous, next)).toEqual(applyRules(journeyRules, previous, next));
  });

  test('parts no rule touches are shared with the input', () => {
    const next = answerNo(fixture);
    const result = applyRules(journeyRules, fixture, next) as typeof fixture;
    expect(result.risk.proposer.name).toBe(next.risk.proposer.name);
    expect(result.risk.duqs.vehicle_owner).toBeUndefined();
  });

  // [answer set, when this answer is 1] rules, in order, given { a: 1 }: each reads what another
  // wrote, so the passes go on while one changes something.
  test.each([
    [
      'a rule after the last change of a pass',
      [
        ['x', 'a'],
        ['y', 'x'],
      ],
      { x: 1, y: 1 },
    ],
    [
      'a rule after the last change of a pass, reached by a change earlier in the next',
      [
        ['y', 'x'],
        ['x', 'a'],
        ['z', 'y'],
      ],
      { x: 1, y: 1, z: 1 },
    ],
    [
      'a chain written backwards',
      [
        ['z', 'y'],
        ['y', 'x'],
        ['x', 'a'],
      ],
      { x: 1, y: 1, z: 1 },
    ],
  ])('settles %s', (_name, chain, expected) => {
    const list = chain.map(([set, when]) => ({
      id: `${set}-from-${when}`,
      when: { path: when!, equals: 1 },
      effects: [{ set: set!, to: 1 }],
    }));
    expect(applyRules(rules(...list), undefined, { a: 1 })).toEqual({ a: 1, ...expected });
  });

  test('rules that undo each other throw, naming them', () => {
    const fight = rules(
      { id: 'on', when: { path: 'flag', notEquals: true }, effects: [{ set: 'flag', to: true }] },
      { id: 'off', when: { path: 'flag', equals: true }, effects: [{ clear: 'flag' }] },
    );
    expect(() => applyRules(fight, undefined, {})).toThrow(RulesDidNotSettleError);
    expect(() => applyRules(fight, undefined, {})).toThrow(/after 5 passes: "on", "off"/);
  });

  test('a chain longer than maxPasses throws; within it, settles', () => {
    const chain = rules(
      { id: 'c', when: { path: 'b', equals: 1 }, effects: [{ set: 'c', to: 1 }] },
      { id: 'b', when: { path: 'a', equals: 1 }, effects: [{ set: 'b', to: 1 }] },
    );
    expect(applyRules(chain, undefined, { a: 1 })).toEqual({ a: 1, b: 1, c: 1 });
    expect(() => applyRules(chain, undefined, { a: 1 }, { maxPasses: 2 })).toThrow(/"c"/);
  });

  test('a forEach rule that does not settle is named with its place', () => {
    const toggle = rules(
      {
        id: 'toggle',
        forEach: ['p'],
        when: { path: '@.x', isEmpty: true },
        effects: [{ set: '@.x', to: 1 }],
      },
      { id: 'untoggle', when: { path: 'p.x', equals: 1 }, effects: [{ clear: 'p.x' }] },
    );
    expect(() => applyRules(toggle, undefined, { p: {} })).toThrow(/"toggle \(p\)", "untoggle"/);
  });
});

function answerNo(proposal: typeof fixture): typeof fixture {
  const copy = structuredClone(proposal);
  copy.risk.proposer.driver_details.has_claims = false;
  copy.risk.proposer.driver_details.licence.has_convictions = false;
  copy.risk.vehicle.is_modified = false;
  copy.risk.has_additional_drivers = false;
  copy.risk.has_previous_insurance = false;
  copy.risk.vehicle.keeper = false;
  return copy;
}

function withTwoDrivers(): typeof fixture {
  const copy = structuredClone(fixture);
  const first = copy.risk.additional_drivers[0];
  if (first)
    copy.risk.additional_drivers.unshift({
      ...structuredClone(first),
      name: { title: 'Mr', forenames: 'Sean', surname: "O'Connor" },
    });
  Object.assign(copy.risk.duqs, {
    marital_status_driver_2: copy.risk.duqs.marital_status_driver_1,
    relationship_to_proposer_driver_2: copy.risk.duqs.relationship_to_proposer_driver_1,
    marital_status_driver_1: 'S',
  });
  return copy;
}

describe('applyRules near a settled document', () => {
  // A settled document's rules are not applied again where the changed answers do not meet them:
  // the result must be what applying them all gives.
  const settled = applyRules(journeyRules, undefined, structuredClone(fixture));
  const changes: [string, (risk: Record<string, unknown>) => void][] = [
    ['nothing', () => {}],
    ['an answer no rule reads', (risk) => void (risk.voluntary_excess = 250)],
    ['an answer a rule acts on', (risk) => void (risk.has_previous_insurance = true)],
    [
      'an answer a rule resets',
      (risk) => void (risk.vehicle = { ...(risk.vehicle as object), cover_type: 'TPO' }),
    ],
    [
      'an answer a rule sets, removed',
      (risk) => void (risk.duqs = { ...(risk.duqs as object), vehicle_owner: undefined }),
    ],
    ['the additional drivers removed', (risk) => void (risk.additional_drivers = [])],
  ];

  test.each(changes)('%s changed', (_name, change) => {
    const risk = { ...(settled as { risk: Record<string, unknown> }).risk };
    change(risk);
    const next = { ...settled, risk: JSON.parse(JSON.stringify(risk)) as Record<string, unknown> };
    // The unchanged answers as the settled document's own objects, as a save gives them.
    for (const key of Object.keys(next.risk))
      if (
        JSON.stringify(next.risk[key]) ===
        JSON.stringify((settled as { risk: Record<string, unknown> }).risk[key])
      )
        next.risk[key] = (settled as { risk: Record<string, unknown> }).risk[key];
    const near = applyRules(journeyRules, undefined, next, { near: settled });
    expect(JSON.stringify(near)).toBe(
      JSON.stringify(applyRules(journeyRules, undefined, structuredClone(next))),
    );
  });
});
