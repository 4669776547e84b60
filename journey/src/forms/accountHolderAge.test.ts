import { describe, expect, test } from 'vitest';
import directDebitSchema from '../../forms/direct-debit/schema.json';
import type { JsonObject } from '../steps/stepTypes';
import { accountHolderMinAge } from './accountHolderAge';

describe('accountHolderMinAge', () => {
  test("is the direct debit form's minAge for the holder's date of birth", () => {
    expect(JSON.stringify(directDebitSchema)).toContain(`"minAge":${accountHolderMinAge()}`);
  });

  test('follows the form when a product person changes it', () => {
    const changed = JSON.parse(
      JSON.stringify(directDebitSchema).replace(/"minAge":\d+/, '"minAge":21'),
    ) as JsonObject;
    expect(accountHolderMinAge(changed)).toBe(21);
  });

  test('a form stating none is refused, naming the file', () => {
    const none = JSON.parse(JSON.stringify(directDebitSchema).replace(/"minAge":\d+,?/g, '')) as JsonObject;
    expect(() => accountHolderMinAge(none)).toThrow(/direct-debit/);
  });
});
