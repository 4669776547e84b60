import { describe, expect, test } from 'vitest';
import type { Proposal, Ratebook } from '../../schemas/generated/index';
import { bindQuote, proposalFixture, quoteFixture, setAnswer } from '../../tests/fixtures/index';
import { defaultRatebookJson } from '../rating/index';
import { answersDigest, quoteStanding, requireBoundQuote } from './quoteBinding';

const ratebook = defaultRatebookJson as Ratebook;
const NOW = new Date('2026-11-20T10:00:00Z');

/** The fixture proposal with its fixture quote bound to it, then `change` applied. */
function quoted(change: (p: Proposal) => void = () => {}): Proposal {
  const document = bindQuote({ ...proposalFixture(), is_quoted: true, quote: quoteFixture() });
  change(document);
  return document;
}

describe('quoteStanding', () => {
  test.each<[string, (p: Proposal) => void, Date, string]>([
    ['the answers it priced', () => {}, NOW, 'bound'],
    [
      'a changed answer the rating does not read',
      (p) => setAnswer(p, 'risk.proposer.email_address', 'a@b.uk'),
      NOW,
      'bound',
    ],
    ['a changed vehicle value', (p) => setAnswer(p, 'risk.vehicle.value', 60_000), NOW, 'stale'],
    [
      'a changed date of birth',
      (p) => setAnswer(p, 'risk.proposer.date_of_birth', '1984-06-15'),
      NOW,
      'stale',
    ],
    ['a changed start date', (p) => setAnswer(p, 'risk.start_date', '2026-12-02'), NOW, 'stale'],
    ['a changed add-on answer', (p) => (p.addons = [{ code: 'LE', is_selected: false }]), NOW, 'stale'],
    ['an additional driver removed', (p) => setAnswer(p, 'risk.additional_drivers', []), NOW, 'stale'],
    ['no quote', (p) => delete p.quote, NOW, 'missing'],
    ['a declined quote', (p) => (p.quote!.is_quoted = false), NOW, 'missing'],
    ['its start date passed', () => {}, new Date('2026-12-02T09:00:00Z'), 'lapsed'],
  ])('%s: %s', (_case, change, now, standing) => {
    expect(quoteStanding(quoted(change), ratebook, now)).toBe(standing);
  });

  test('a stale quote is refused with 409 quote_stale; a bound one is not', () => {
    expect(() => requireBoundQuote(quoted(), ratebook, NOW)).not.toThrow();
    expect(() =>
      requireBoundQuote(
        quoted((p) => setAnswer(p, 'risk.vehicle.value', 1)),
        ratebook,
        NOW,
      ),
    ).toThrow(expect.objectContaining({ status: 409, code: 'quote_stale' }));
  });

  test('a bought policy past its start date is still judged on its answers alone', () => {
    const bought = quoted((p) => (p.is_purchased = true));
    expect(() => requireBoundQuote(bought, ratebook, new Date('2026-12-05T09:00:00Z'))).not.toThrow();
  });

  test('the digest does not depend on the order of keys', () => {
    const document = proposalFixture();
    const reverse = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reverse)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reverse(v)]),
            )
          : value;
    const reordered = reverse(document) as Proposal;
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(document));
    expect(answersDigest(reordered, ratebook, NOW)).toBe(answersDigest(document, ratebook, NOW));
  });
});
