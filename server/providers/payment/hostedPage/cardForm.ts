import type { HostedPaymentForm } from '../../../../schemas/generated/index';
import errorsJson from '../../../../journey/content/errors.json';
import { cardBrand, luhnValid } from '../cards';

export type CardField = 'card_number' | 'expiry' | 'cvc' | 'name';
export type CardFormErrors = Partial<Record<CardField, string>>;

/** A card that passed the page's checks. The digits live only as long as the request. */
export interface CheckedCard {
  digits: string;
  brand: string;
  last4: string;
}

const { _comment: _, testCardsOnly: __, challengeCode: ___, ...cardMessages } = errorsJson.hostedPayment;

/** The card form's messages, one per fault (journey/content/errors.json, hostedPayment). */
export const CARD_MESSAGES = cardMessages;

/**
 * Checks the hosted card form as the bank would before charging: Luhn, an expiry month not yet
 * past, a CVC of the card's length, a name. Errors are values, one message per field.
 */
export function checkCardForm(
  form: HostedPaymentForm,
  now: Date,
): { card: CheckedCard; errors?: undefined } | { errors: CardFormErrors } {
  const errors: CardFormErrors = {};
  const digits = form.card_number.replace(/[\s-]/g, '');
  if (digits === '') errors.card_number = CARD_MESSAGES.numberMissing;
  else if (!luhnValid(digits)) errors.card_number = CARD_MESSAGES.numberInvalid;

  const expiry = expiryProblem(form.expiry, now);
  if (expiry) errors.expiry = expiry;

  const brand = cardBrand(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(form.cvc.trim())) {
    errors.cvc = brand === 'amex' ? CARD_MESSAGES.cvcAmex : CARD_MESSAGES.cvc;
  }

  const name = form.name.trim();
  if (name.length < 2 || name.length > 100 || !/\p{L}/u.test(name)) errors.name = CARD_MESSAGES.name;

  if (Object.keys(errors).length > 0) return { errors };
  return { card: { digits, brand, last4: digits.slice(-4) } };
}

/**
 * A card is good until the end of its expiry month; further than 20 years ahead is a typing slip.
 * "04/29", "4/29", "04 29" or the four digits "0429": the field opens a phone's number pad, which
 * has no slash.
 */
function expiryProblem(value: string, now: Date): string | undefined {
  const match = /^\s*(?:(\d{1,2})\s*[/\s.-]\s*(\d{2})|(\d{2})(\d{2}))\s*$/.exec(value);
  if (!match) return CARD_MESSAGES.expiryInvalid;
  const month = Number(match[1] ?? match[3]);
  const year = 2000 + Number(match[2] ?? match[4]);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryInvalid;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const cardMonth = year * 12 + (month - 1);
  if (cardMonth < thisMonth) return CARD_MESSAGES.expiryPast;
  if (cardMonth > thisMonth + 20 * 12) return CARD_MESSAGES.expiryInvalid;
  return undefined;
}
