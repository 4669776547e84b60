import { describe, test, expect } from 'vitest';
import fc from 'fast-check';
import type { Proposal } from '../../schemas/generated/index';
import { createAjv, schemaId } from '../../schemas/src/createAjv';
import {
  arbitraryAsOf,
  arbitraryProposal,
  arbitrarySelection,
} from '../../tests/support/rating/arbitraryProposal';
import { monthlyFinance } from './finance';
import { rate } from './rate';
import { AS_OF, productRatebook } from '../../tests/support/rating/ratingFixtures';
import { toQuote } from './toQuote';

// Bad input never yields NaN, a negative or a fractional penny: over generated valid proposals,
// every amount the engine produces is a finite non-negative integer of pence, and the Quote it
// maps to is valid.

const ajv = createAjv();
const isProposal = ajv.getSchema(schemaId('entities/proposal.schema.json'))!;
const isQuote = ajv.getSchema(schemaId('entities/quote.schema.json'))!;
const ratebook = productRatebook();

/** Every number under a key ending in "Pence", with its path. */
function penceIn(node: unknown, path = ''): [string, number][] {
  if (Array.isArray(node)) return node.flatMap((item, i) => penceIn(item, `${path}.${i}`));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]): [string, number][] =>
    key.endsWith('Pence') && typeof value === 'number'
      ? [[`${path}.${key}`, value]]
      : penceIn(value, `${path}.${key}`),
  );
}

const isPence = (value: number) => Number.isSafeInteger(value) && value >= 0;

describe('properties of rate() over generated valid proposals', () => {
  test('the generator makes valid proposals', () => {
    fc.assert(
      fc.property(arbitraryProposal, (proposal) => {
        expect(isProposal(proposal) ? [] : isProposal.errors).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  test('the generator reaches every decision, so the properties cover priced risks too', () => {
    const decisions = fc
      .sample(arbitraryProposal, { numRuns: 300, seed: 42 })
      .map((p) => rate(p, ratebook, AS_OF).decision);
    for (const decision of ['quoted', 'referred', 'declined']) {
      expect(decisions.filter((d) => d === decision).length).toBeGreaterThan(30);
    }
  });

  test('every amount is a finite, non-negative whole number of pence; every relativity is finite and positive', () => {
    fc.assert(
      fc.property(arbitraryProposal, arbitraryAsOf, (proposal, asOf) => {
        const result = rate(proposal, ratebook, asOf);
        expect(['quoted', 'referred', 'declined']).toContain(result.decision);
        expect(penceIn(result).filter(([, value]) => !isPence(value))).toEqual([]);
        for (const entry of result.premium?.trace ?? []) {
          expect(Number.isFinite(entry.relativity) && entry.relativity > 0).toBe(true);
        }
        if (result.premium) {
          expect(result.premium.totalPence).toBe(result.premium.netPence + result.premium.iptPence);
          expect(result.premium.netPence).toBeGreaterThanOrEqual(ratebook.minimum_premium_pence);
        }
        expect(result.decision === 'declined').toBe(result.premium === undefined);
      }),
      { numRuns: 500 },
    );
  });

  test('the Quote of every rating, whatever add-ons are chosen, is valid and its pennies add up', () => {
    fc.assert(
      fc.property(arbitraryProposal, arbitrarySelection, (proposal, selectedAddons) => {
        const result = rate(proposal, ratebook, AS_OF);
        const quote = toQuote(result, {
          reference: '12345-67890-12345',
          asOf: AS_OF,
          ratebookVersion: '2026.11',
          selectedAddons,
        });
        expect(isQuote(quote) ? [] : isQuote.errors).toEqual([]);
        expect(quote.is_quoted).toBe(result.decision !== 'declined');
        if (!result.premium) return;
        const total = Math.round((quote.premium ?? 0) * 100);
        const plan = monthlyFinance(total, ratebook.finance);
        const paid =
          plan.depositPence +
          plan.firstInstalmentPence +
          plan.regularInstalmentPence * (plan.instalments - 1);
        expect(paid).toBe(plan.totalPayablePence);
        expect(Math.round((quote.monthly_total_payable ?? 0) * 100)).toBe(plan.totalPayablePence);
      }),
      { numRuns: 300 },
    );
  });

  test('a fault claim never makes a priced risk cheaper; a tracker never makes it dearer', () => {
    const priced = (proposal: Proposal) => rate(proposal, ratebook, AS_OF).premium?.totalPence;
    fc.assert(
      fc.property(arbitraryProposal, (proposal) => {
        const before = priced(proposal);
        const details = proposal.risk!.proposer!.driver_details!;
        const withClaim = structuredClone(proposal);
        const claimed = withClaim.risk!.proposer!.driver_details!;
        claimed.has_claims = true;
        claimed.claims = [...(details.claims ?? []).slice(0, 4), { description: 'AF', date: '2025-06-01' }];
        const withTracker = structuredClone(proposal);
        withTracker.risk!.vehicle!.has_tracker = true;
        const afterClaim = priced(withClaim);
        const afterTracker = priced(withTracker);
        if (before !== undefined && afterClaim !== undefined && (details.claims ?? []).length < 5) {
          expect(afterClaim).toBeGreaterThanOrEqual(before);
        }
        if (before !== undefined && afterTracker !== undefined)
          expect(afterTracker).toBeLessThanOrEqual(before);
      }),
      { numRuns: 200 },
    );
  });
});

describe('properties of monthlyFinance()', () => {
  test('any price and plan: non-negative whole pence that add up exactly, a finite APR', () => {
    const terms = fc.record({
      deposit_percent: fc.integer({ min: 0, max: 10000 }).map((bp) => bp / 100),
      instalments: fc.integer({ min: 1, max: 24 }),
      flat_interest_percent: fc.integer({ min: 0, max: 10000 }).map((bp) => bp / 100),
      term_months: fc.constant(12),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), terms, (pence, plan) => {
        const result = monthlyFinance(pence, plan);
        expect(penceIn(result).filter(([, value]) => !isPence(value))).toEqual([]);
        const paid =
          result.depositPence +
          result.firstInstalmentPence +
          result.regularInstalmentPence * (result.instalments - 1);
        expect(paid).toBe(result.totalPayablePence);
        expect(result.totalPayablePence).toBe(pence + result.interestPence);
        expect(Number.isFinite(result.aprPercent) && result.aprPercent >= 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
