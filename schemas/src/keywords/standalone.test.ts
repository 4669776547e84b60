import { createRequire } from 'node:module';
import type { ErrorObject } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { describe, expect, test } from 'vitest';
import { createAjv } from '../createAjv';
import { shiftIsoDate, ukToday } from '../ukDates';

// The keywords are code generators, so validators can be shipped precompiled (no `new Function`
// under the browser's Content-Security-Policy) as RJSF's compileSchemaValidatorsCode does.

interface Compiled {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

const schema = {
  type: 'object',
  properties: {
    date_of_birth: { type: 'string', minAge: 17, maxAge: 120 },
    licence: {
      type: 'object',
      properties: {
        date: { type: 'string', earliestDate: { from: '2/date_of_birth', years: 17 }, latestDate: 'today' },
      },
    },
    start_date: { type: 'string', earliestDate: 'today', latestDate: { from: 'today', days: 30 } },
    business: { type: 'integer', maximumAnswer: '1/total' },
  },
};

function load(code: string): Compiled {
  const module = { exports: {} as { default?: Compiled } };
  new Function('require', 'module', 'exports', code)(createRequire(import.meta.url), module, module.exports);
  return module.exports.default as Compiled;
}

describe('standalone code', () => {
  test('without an injected clock the code computes the UK day itself', () => {
    const ajv = createAjv({ code: { source: true } });
    const validate = load(standaloneCode(ajv, ajv.compile(schema)));
    const today = ukToday(new Date());
    const good = {
      date_of_birth: shiftIsoDate(today, -30),
      licence: { date: shiftIsoDate(today, -10) },
      // A day ahead, so a midnight passing during the test changes nothing.
      start_date: shiftIsoDate(today, 0, 0, 1),
      total: 10,
      business: 5,
    };
    expect(validate(good)).toBe(true);
    expect(validate({ ...good, date_of_birth: shiftIsoDate(today, -16) })).toBe(false);
    expect(validate({ ...good, start_date: shiftIsoDate(today, 0, 0, 40) })).toBe(false);
    expect(validate({ ...good, business: 11 })).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toEqual(['maximumAnswer']);
  });

  test('an injected clock with a `code` property is written into the module', () => {
    const today = Object.assign(() => '2026-11-20', { code: '() => "2026-11-20"' });
    const ajv = createAjv({ code: { source: true } }, { today });
    const validate = load(standaloneCode(ajv, ajv.compile(schema)));
    expect(validate({ start_date: '2026-11-19' })).toBe(false);
    expect(validate({ start_date: '2026-12-20' })).toBe(true);
  });

  test('the values of a named list are written into the module, once however many answers name it', () => {
    const lists = { occupation_role: ['A01', 'A02'], count_0_12: ['0', '1', '2'] };
    const ajv = createAjv({ code: { source: true } }, { lists });
    const code = standaloneCode(
      ajv,
      ajv.compile({
        type: 'object',
        properties: {
          role: { type: 'string', list: 'occupation_role' },
          second_role: { type: 'string', list: 'occupation_role' },
          points: { type: 'integer', list: 'count_0_12' },
        },
      }),
    );
    expect(code.split('["A01","A02"]')).toHaveLength(2);
    const validate = load(code);
    expect(validate({ role: 'A02', second_role: 'A01', points: 2 })).toBe(true);
    expect(validate({ role: 'ZZZ', second_role: 'A01', points: 3 })).toBe(false);
    expect(validate.errors?.map((e) => [e.instancePath, e.keyword])).toEqual([
      ['/role', 'list'],
      ['/points', 'list'],
    ]);
    // The counting list is written as its bounds.
    expect(code).not.toContain('["0","1","2"]');
  });

  test('an injected clock without `code` cannot be made standalone', () => {
    const ajv = createAjv({ code: { source: true } }, { today: () => '2026-11-20' });
    const validate = ajv.compile(schema);
    expect(() => standaloneCode(ajv, validate)).toThrow(/code/);
  });
});
