import { describe, expect, it } from 'vitest';
import type { RouteName } from '../../../journey/src/journeyTypes';
import type { Proposal } from '../api/apiTypes';
import { needsRequote, redirectFor } from './useQuoteProposal';

const quoted: Proposal = { quote: { is_quoted: true } } as Proposal;
const confirmed: Proposal = {
  consent_to_auto_renew: true,
  quote: { is_quoted: true, is_confirmed: true },
} as Proposal;
const purchased: Proposal = {
  is_purchased: true,
  quote: { is_quoted: true, is_purchased: true },
} as Proposal;
/** Paying monthly, confirmed, before pay-monthly stored the Direct Debit (the server shows it masked once stored). */
const monthly: Proposal = { ...confirmed, is_pay_monthly: true } as Proposal;
const monthlyWithMandate: Proposal = {
  ...monthly,
  direct_debit: { account_number: '******58', sort_code: '**-**-99' },
} as Proposal;
const declined: Proposal = { quote: { is_quoted: false } } as Proposal;
const referred: Proposal = { quote: { is_quoted: true, is_referred: true } } as Proposal;

describe('redirectFor', () => {
  it.each<[RouteName, Proposal, RouteName | undefined]>([
    ['PricePresentation', quoted, undefined],
    ['Summary', quoted, undefined],
    ['Payment', confirmed, undefined],
    ['Instalments', confirmed, undefined],
    // Not confirmed on the summary page for this quote: the summary first.
    ['Payment', quoted, 'Summary'],
    ['Instalments', quoted, 'Summary'],
    ['Addons', quoted, undefined],
    ['PricePresentation', purchased, 'ThankYou'],
    ['Payment', purchased, 'ThankYou'],
    ['Instalments', purchased, 'ThankYou'],
    ['ThankYou', purchased, undefined],
    ['Complete', purchased, undefined],
    ['QuoteEditForm', purchased, undefined],
    ['PricePresentation', declined, 'Declined'],
    ['Addons', {} as Proposal, undefined],
    ['Payment', referred, 'SiraDeclined'],
    ['Instalments', referred, 'SiraDeclined'],
    ['Summary', referred, undefined],
    ['Payment', { ...purchased, is_referred: true } as Proposal, 'ThankYou'],
    ['ThankYou', quoted, undefined],
    // Paying monthly: the deposit only once the Direct Debit is stored, so its page comes first.
    ['Payment', monthly, 'Instalments'],
    ['Instalments', monthly, undefined],
    ['Payment', monthlyWithMandate, undefined],
    ['Payment', { ...monthly, is_pay_monthly: false } as Proposal, undefined],
    ['Payment', { ...monthly, is_purchased: true } as Proposal, 'ThankYou'],
  ])('%s with %o -> %s', (route, proposal, expected) => {
    expect(redirectFor(route, proposal)).toBe(expected);
  });
});

describe('needsRequote', () => {
  it.each<[RouteName, Proposal, boolean]>([
    ['PricePresentation', {} as Proposal, true],
    ['Summary', { is_quoted: false } as Proposal, true],
    ['PricePresentation', quoted, false],
    ['PricePresentation', declined, false],
    ['ThankYou', {} as Proposal, false],
    ['Payment', { is_purchased: true } as Proposal, false],
  ])('%s with %o -> %s', (route, proposal, expected) => {
    expect(needsRequote(route, proposal)).toBe(expected);
  });
});
