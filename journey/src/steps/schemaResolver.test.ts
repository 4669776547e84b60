import { createAjv } from '../../../schemas/src/createAjv';
import casesSchema from '../../../schemas/journey/cases/hidden-answers-cases.schema.json';
import fixture from '../../../schemas/examples/proposal.json';
import casesDocument from '../../hidden-answers.cases.json';
import { compileOnce } from './compileOnce';
import {
  definitionsAt,
  everyQuestion,
  partsOf,
  questionsOf,
  withoutHidden,
  type Matches,
} from './schemaResolver';
import { journeyRules } from '../rules/journeyRules';
import { settleAnswers } from './settleAnswers';
import { steps } from './steps';
import type { JsonObject } from './stepTypes';

const ajv = createAjv();
const matches: Matches = (ifSchema, data) => compileOnce(ajv, ifSchema, true)(data) as boolean;
const stepSchemas = steps.map((step) => step.schema);
const settle = (answers: unknown) => settleAnswers(journeyRules, stepSchemas, undefined, answers, matches);

const cases = casesDocument.cases as Record<
  string,
  { description: string; answers: unknown; expected: unknown }
>;

describe('journey/hidden-answers.cases.json', () => {
  test('has the shape of schemas/journey/cases/hidden-answers-cases.schema.json', () => {
    const validate = createAjv().compile(casesSchema);
    expect(validate(casesDocument), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  test.each(Object.entries(cases))('%s', (_name, { answers, expected }) => {
    const once = settle(answers);
    expect(once).toEqual(expected);
    expect(settle(once)).toEqual(once);
  });
});

describe('withoutHidden with the parts it cleaned before', () => {
  // What a clean made of an answer is kept with the answer: met again in new answers, under the
  // same questions or others, it must come to what a clean of copies comes to.
  const all = Object.values(cases).map(({ answers }) => answers as { risk?: Record<string, unknown> });
  const clean = (answers: unknown) => withoutHidden(stepSchemas, answers, matches);

  test.each(Object.entries(cases))('%s, its parts in the answers of every case', (_name, { answers }) => {
    const given = answers as { risk?: Record<string, unknown> };
    clean(given);
    for (const other of all) {
      clean(other);
      for (const key of Object.keys(given.risk ?? {})) {
        const mixed = { ...other, risk: { ...other.risk, [key]: given.risk![key] } };
        expect(clean(mixed)).toEqual(clean(structuredClone(mixed)));
        expect(JSON.stringify(clean(mixed))).toBe(JSON.stringify(clean(structuredClone(mixed))));
      }
    }
  });
});

describe('withoutHidden over the seven steps', () => {
  test('with the rules after it, keeps the consistent example proposal as it is', () => {
    expect(settle(fixture)).toEqual(fixture);
  });

  test('with the rules after it, answers a settled proposal with the very answers given', () => {
    // Answers the clean removes and a rule sets again come back as they were: the caller's own.
    const settled = JSON.parse(JSON.stringify(settle(fixture))) as typeof fixture;
    expect(settle(settled)).toBe(settled);
    const changed = { ...settled, risk: { ...settled.risk, voluntary_excess: 250 } };
    const result = settle(changed) as typeof fixture;
    expect(result).toEqual(changed);
    expect(result.risk.proposer).toBe(settled.risk.proposer);
  });

  test('never changes its input', () => {
    const answers = structuredClone(fixture);
    answers.risk.proposer.driver_details.has_claims = false;
    const frozen = JSON.stringify(answers);
    withoutHidden(stepSchemas, answers, matches);
    expect(JSON.stringify(answers)).toBe(frozen);
  });

  test('keeps answers no step asks (the server and other documents own them)', () => {
    const answers = { uuid: 'x', risk: { quote_only: 1, duqs: { is_pay_monthly: true } } };
    expect(withoutHidden(stepSchemas, answers, matches)).toEqual(answers);
  });

  test('removes a hidden answer inside every list item, and only there', () => {
    const answers = structuredClone(fixture) as unknown as {
      risk: { additional_drivers: { driver_details: { has_claims: boolean; claims?: unknown[] } }[] };
    };
    const [driver] = answers.risk.additional_drivers;
    if (!driver) throw new Error('the example proposal has an additional driver');
    driver.driver_details.has_claims = false;
    driver.driver_details.claims = [{ date: '2023-02-14' }];
    const result = withoutHidden(stepSchemas, answers, matches) as typeof answers;
    expect(result.risk.additional_drivers[0]?.driver_details.claims).toBeUndefined();
    expect(result.risk.additional_drivers[0]?.driver_details.has_claims).toBe(false);
  });
});

describe('the resolver on a small schema', () => {
  const schema: JsonObject = {
    type: 'object',
    properties: {
      kind: { type: 'string' },
      group: { type: 'object', properties: { a: { type: 'string' } } },
    },
    allOf: [
      {
        if: { properties: { kind: { const: 'x' } }, required: ['kind'] },
        then: { properties: { x: { title: 'X?' }, group: { properties: { b: { title: 'B?' } } } } },
        else: { properties: { y: { title: 'Y?' } } },
      },
    ],
  };
  const small: Matches = (ifSchema, data) => compileOnce(ajv, ifSchema, true)(data) as boolean;

  test('without answers, every part applies', () => {
    expect(partsOf(schema)).toHaveLength(4);
    expect([...questionsOf([schema]).keys()]).toEqual(['kind', 'group', 'x', 'y']);
    expect(everyQuestion([schema]).map(({ path }) => path.join('.'))).toEqual([
      'kind',
      'group',
      'group.a',
      'group.b',
      'x',
      'y',
    ]);
  });

  test('with answers, only the branch taken', () => {
    expect([...questionsOf([schema], { data: { kind: 'x' }, matches: small }).keys()]).toEqual([
      'kind',
      'group',
      'x',
    ]);
    expect(definitionsAt([schema], ['y'], { kind: 'x' }, small)).toEqual([]);
    expect(definitionsAt([schema], ['y'], { kind: 'z' }, small)).toEqual([{ title: 'Y?' }]);
    expect(definitionsAt([schema], ['y'])).toEqual([{ title: 'Y?' }]);
  });

  test('a dropped answer that changes a condition above it is followed by the next pass', () => {
    // `detail` goes when `flag` is not true; then `group` takes the else branch, which asks `a`
    // alone, though the first pass left `group` as it was under the then branch.
    const cascade: JsonObject = {
      type: 'object',
      properties: {
        outer: {
          type: 'object',
          properties: { flag: { type: 'boolean' } },
          if: { properties: { flag: { const: true } }, required: ['flag'] },
          then: { properties: { detail: { type: 'string' } } },
        },
      },
      if: {
        properties: { outer: { type: 'object', required: ['detail'] } },
        required: ['outer'],
      },
      then: { properties: { group: { properties: { a: {}, b: {} } } } },
      else: { properties: { group: { properties: { a: {} } } } },
    };
    const answers = { outer: { flag: false, detail: 'x' }, group: { a: 1, b: 2 }, other: { b: 3 } };
    expect(withoutHidden([cascade], answers, small)).toEqual({
      outer: { flag: false },
      group: { a: 1 },
      other: { b: 3 },
    });
    const kept = { outer: { flag: true, detail: 'x' }, group: { a: 1, b: 2 } };
    expect(withoutHidden([cascade], kept, small)).toBe(kept);
  });

  test('keeps the order of the answers it keeps, and "__proto__" an answer', () => {
    const answers = JSON.parse('{"y": 2, "__proto__": {"a": 1}, "kind": "x", "other": 3}') as JsonObject;
    const result = withoutHidden([schema], answers, small) as JsonObject;
    expect(Object.keys(result)).toEqual(['__proto__', 'kind', 'other']);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toEqual({ a: 1 });
  });

  test('drops what the branch taken does not ask, at every level, and keeps the rest', () => {
    const answers = { kind: 'z', x: 1, y: 2, group: { a: 'a', b: 'b' }, other: 3 };
    expect(withoutHidden([schema], answers, small)).toEqual({ kind: 'z', y: 2, group: { a: 'a' }, other: 3 });
    expect(withoutHidden([schema], { ...answers, kind: 'x' }, small)).toEqual({
      kind: 'x',
      x: 1,
      group: { a: 'a', b: 'b' },
      other: 3,
    });
  });
});
