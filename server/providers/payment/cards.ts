/** The Luhn (mod 10) check every card number carries; catches a mistyped digit or a swap of two. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card scheme by its leading digits (enough for the page and the masked PAN). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'card';
}

/** The only form of a card number we keep or show: the last four digits. */
export function maskPan(digits: string): string {
  return `**** **** **** ${digits.slice(-4)}`;
}

export type DeclineReason = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc';

/** What the embedded provider does with a card: Stripe's test cards (DOMAIN.md section 8). */
export type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'decline'; reason: DeclineReason }
  /** A 3-D Secure challenge first; then this outcome if the customer passes it. */
  | { kind: 'challenge'; then: { kind: 'succeed' } | { kind: 'decline'; reason: DeclineReason } }
  /** Not a test card: the test page refuses it rather than pretend to charge a real card. */
  | { kind: 'unknown' };

const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'succeed' },
  '4000056655665556': { kind: 'succeed' },
  '5555555555554444': { kind: 'succeed' },
  '2223003122003222': { kind: 'succeed' },
  '378282246310005': { kind: 'succeed' },
  '4000000000000002': { kind: 'decline', reason: 'card_declined' },
  '4000000000009995': { kind: 'decline', reason: 'insufficient_funds' },
  '4000000000000069': { kind: 'decline', reason: 'expired_card' },
  '4000000000000127': { kind: 'decline', reason: 'incorrect_cvc' },
  '4000002500003155': { kind: 'challenge', then: { kind: 'succeed' } },
  '4000002760003184': { kind: 'challenge', then: { kind: 'succeed' } },
  '4000000000003220': { kind: 'challenge', then: { kind: 'succeed' } },
  '4000008260003178': { kind: 'challenge', then: { kind: 'decline', reason: 'insufficient_funds' } },
};

/** The outcome of a (Luhn-valid, digits only) card number on the embedded test page. */
export function testCardOutcome(digits: string): CardOutcome {
  return TEST_CARDS[digits] ?? { kind: 'unknown' };
}

/** The card numbers the test page lists for people trying the journey. */
export const TEST_CARD_HINTS: readonly { number: string; result: string }[] = [
  { number: '4242 4242 4242 4242', result: 'payment succeeds' },
  { number: '4000 0000 0000 0002', result: 'card declined' },
  { number: '4000 0025 0000 3155', result: '3-D Secure check, then success' },
];
