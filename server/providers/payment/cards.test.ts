import { describe, expect, test } from 'vitest';
import { cardBrand, luhnValid, maskPan, testCardOutcome } from './cards';
import { CARD_MESSAGES, checkCardForm } from './hostedPage/cardForm';

describe('luhnValid', () => {
  test.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4000002500003155', true],
    ['4000002760003184', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['4242424242424224', false],
    ['1234567812345678', false],
    ['42424242', false],
    ['42424242424242424242', false],
    ['4242 4242 4242 4242', false],
    ['', false],
  ])('%s -> %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});

describe('the test cards of DOMAIN.md section 8', () => {
  test.each([
    ['4242424242424242', 'succeed', undefined],
    ['4000000000000002', 'decline', 'card_declined'],
    ['4000000000009995', 'decline', 'insufficient_funds'],
    ['4000002500003155', 'challenge', 'succeed'],
    ['4000002760003184', 'challenge', 'succeed'],
    ['4000008260003178', 'challenge', 'decline'],
    ['4111111111111111', 'unknown', undefined],
  ])('%s -> %s', (digits, kind, detail) => {
    const outcome = testCardOutcome(digits);
    expect(outcome.kind).toBe(kind);
    if (outcome.kind === 'decline') expect(outcome.reason).toBe(detail);
    if (outcome.kind === 'challenge') expect(outcome.then.kind).toBe(detail);
  });

  test.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['9999999999999995', 'card'],
  ])('brand of %s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  test('the masked PAN keeps the last four digits only', () => {
    expect(maskPan('4242424242424242')).toBe('**** **** **** 4242');
  });
});

describe('checkCardForm', () => {
  const now = new Date('2026-11-20T10:00:00Z');
  const good = {
    token: 't',
    card_number: '4242 4242 4242 4242',
    expiry: '04/29',
    cvc: '123',
    name: 'J O Connor',
  };

  test('a good form gives the card, with brand and last4', () => {
    expect(checkCardForm(good, now)).toEqual({
      card: { digits: '4242424242424242', brand: 'visa', last4: '4242' },
    });
  });

  test.each([
    { field: 'card_number', value: '', message: CARD_MESSAGES.numberMissing },
    { field: 'card_number', value: '4242 4242 4242 4241', message: CARD_MESSAGES.numberInvalid },
    { field: 'card_number', value: '4242-abcd', message: CARD_MESSAGES.numberInvalid },
    { field: 'expiry', value: '10/26', message: CARD_MESSAGES.expiryPast },
    { field: 'expiry', value: '13/29', message: CARD_MESSAGES.expiryInvalid },
    { field: 'expiry', value: '00/29', message: CARD_MESSAGES.expiryInvalid },
    { field: 'expiry', value: '429', message: CARD_MESSAGES.expiryInvalid },
    { field: 'expiry', value: '04/9', message: CARD_MESSAGES.expiryInvalid },
    { field: 'expiry', value: '04/99', message: CARD_MESSAGES.expiryInvalid },
    { field: 'cvc', value: '12', message: CARD_MESSAGES.cvc },
    { field: 'cvc', value: 'abc', message: CARD_MESSAGES.cvc },
    { field: 'name', value: '  ', message: CARD_MESSAGES.name },
    { field: 'name', value: '12', message: CARD_MESSAGES.name },
  ])('$field "$value": $message', ({ field, value, message }) => {
    const result = checkCardForm({ ...good, [field]: value }, now);
    expect(result.errors).toEqual({ [field]: message });
  });

  test('the current month is still good; an Amex wants 4 digits of CVC', () => {
    expect(checkCardForm({ ...good, expiry: '11/26' }, now).errors).toBeUndefined();
    // A phone's number pad has no slash: the four digits, or a space, say the same month.
    for (const expiry of ['0429', '04 29', '4/29', ' 04 / 29 '])
      expect(checkCardForm({ ...good, expiry }, now).errors).toBeUndefined();
    const amex = { ...good, card_number: '3782 822463 10005' };
    expect(checkCardForm(amex, now).errors).toEqual({ cvc: CARD_MESSAGES.cvcAmex });
    expect(checkCardForm({ ...amex, cvc: '1234' }, now).errors).toBeUndefined();
  });
});
