import { describe, expect, test } from 'vitest';
import type { JsonObject } from '../steps/stepTypes';
import { formNumber } from './formNumber';
import { journeyForms } from './forms';

// Read from the forms as loaded: a form may name a step's limit (the start date's window is
// step 6's) instead of writing it again.
const startDateSchema = journeyForms['start-date'].schema;
const thirdPartyAuthoritySchema = journeyForms['third-party-authority'].schema;

const startDate = ['risk', 'start_date'];
const tpaBirthday = ['risk', 'userfields', 'tpa_date_of_birth'];
const changed = (schema: object, from: RegExp, to: string) =>
  JSON.parse(JSON.stringify(schema).replace(from, to)) as JsonObject;

describe('formNumber', () => {
  test.each([
    { schema: startDateSchema, path: startDate, keyword: 'latestDate.days', pattern: /"days":(\d+)/ },
    { schema: thirdPartyAuthoritySchema, path: tpaBirthday, keyword: 'minAge', pattern: /"minAge":(\d+)/ },
  ])('reads $keyword where the form writes it', ({ schema, path, keyword, pattern }) => {
    const written = Number(JSON.stringify(schema).match(pattern)?.[1]);
    expect(formNumber(schema as JsonObject, path, keyword)).toBe(written);
  });

  test('follows the form when a product person changes it', () => {
    expect(
      formNumber(changed(startDateSchema, /"days":\d+/, '"days":45'), startDate, 'latestDate.days'),
    ).toBe(45);
    expect(
      formNumber(changed(thirdPartyAuthoritySchema, /"minAge":\d+/, '"minAge":21'), tpaBirthday, 'minAge'),
    ).toBe(21);
  });

  test('a form stating none is refused, naming the form', () => {
    const none = changed(startDateSchema, /"latestDate":\{[^}]*\},?/, '');
    expect(() => formNumber(none, startDate, 'latestDate.days')).toThrow(/start-date/);
  });
});
