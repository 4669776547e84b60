import { describe, expect, test } from 'vitest';
import { journeyForms } from './forms/forms';
import { lookedUpAddresses } from './lookedUpAddresses';
import { steps } from './steps/steps';

const lineMessage = (address: unknown) =>
  (address as { errorMessage: { required: { line_1: string } } }).errorMessage.required.line_1;

describe('lookedUpAddresses: the answers the form has the customer pick from the address lookup', () => {
  test("the journey's: the proposer's address on step 3, with its own message", () => {
    const found = steps.flatMap((step) => lookedUpAddresses(step, 'fallback'));
    const step3 = steps.find((step) => step.number === 3)!;
    const risk = (
      step3.schema.properties as Record<
        string,
        { properties: Record<string, { properties: Record<string, unknown> }> }
      >
    ).risk!;
    expect(found).toEqual([
      {
        path: 'risk.proposer.address',
        messagePath: 'risk.proposer.address.line_1',
        message: lineMessage(risk.properties.proposer!.properties.address),
      },
    ]);
  });

  test("the instalments page's: the account holder's, worded in its form's condition", () => {
    const [holder] = lookedUpAddresses(journeyForms['direct-debit'], 'fallback');
    expect(holder).toMatchObject({ path: 'direct_debit.third_party.address' });
    expect(holder!.message).not.toBe('fallback');
    expect(JSON.stringify(journeyForms['direct-debit'].schema)).toContain(JSON.stringify(holder!.message));
  });

  test.each([
    [
      'an address without a line_1 message takes the fallback',
      { properties: { home: { type: 'object' } } },
      { home: { 'ui:widget': 'postcodeAddress' } },
      [{ path: 'home', messagePath: 'home.line_1', message: 'fallback' }],
    ],
    [
      "an address in a list's items is not one",
      { properties: { homes: { type: 'array' } } },
      { homes: { items: { 'ui:widget': 'postcodeAddress' } } },
      [],
    ],
    ['another widget is not one', { properties: { home: {} } }, { home: { 'ui:widget': 'text' } }, []],
  ])('%s', (_case, schema, ui, expected) => {
    expect(lookedUpAddresses({ schema, ui }, 'fallback')).toEqual(expected);
  });
});
