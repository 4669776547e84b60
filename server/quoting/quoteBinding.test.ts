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

describe('answersDigest', () => {
  // Quotes already stored carry these digests: a change to the rating or to the recording of its
  // reads must give the same ones, or those quotes turn stale (and a payment under way is
  // refused). Taken before the recording was made faster; only a change of the fixture or of the
  // ratebook's rules may change them, and then from the code as it stood before.
  test.each<[string, (p: Proposal) => void, string]>([
    ['the fixture', () => {}, '2020e45f6650b9442bea93695f8187a2fbc2cae454388c4e7ed4329d94490c60'],
    [
      'no additional driver',
      (p) => setAnswer(p, 'risk.has_additional_drivers', false),
      '81e176a9b59e293f68e7b36d0b2d2721f986a37f7550c94cf169da4fda427cfb',
    ],
    [
      'no previous insurance',
      (p) => setAnswer(p, 'risk.has_previous_insurance', false),
      'a4c01200a080ccc9f1a2cc8fc8c70eacf031f0f26b87d0034af1ffe5763b0953',
    ],
    [
      'no claims, no convictions',
      (p) => {
        setAnswer(p, 'risk.proposer.driver_details.has_claims', false);
        setAnswer(p, 'risk.proposer.driver_details.licence.has_convictions', false);
      },
      'c8e89cb5ae5da64ba4871e955d7b9fe9c2f30595cdf2d0146a48d38a45dfebf3',
    ],
    [
      'the van kept elsewhere',
      (p) => {
        setAnswer(p, 'risk.vehicle.is_kept_at_proposer_postcode', false);
        setAnswer(p, 'risk.vehicle.kept_postcode', 'M1 1AA');
      },
      'e0bb19a5eada88c49a4bebfe94c9f09272dfb4875057f5c6a6772d2f46d1c5c8',
    ],
    [
      'a missing date of birth',
      (p) => setAnswer(p, 'risk.proposer.date_of_birth', undefined),
      '600add3ae0f9b7a2f7fa264be3e043022fe9c3cae27391763efc412d5e5d0422',
    ],
    [
      'add-on answers',
      (p) =>
        (p.addons = [
          { code: 'LE', is_selected: true },
          { code: 'PA', is_selected: false },
          { code: 'SAB1', is_selected: null },
        ]),
      'ce2877626cddc4f345e76996f6c05f45e3e0592635a7241d4fa77a3743489a62',
    ],
    [
      'a claim before the look-back and one that prejudiced the NCB',
      (p) =>
        setAnswer(p, 'risk.proposer.driver_details.claims', [
          { date: '2015-01-01', description: 'AN', is_ncb_prejudiced: false },
          { date: '2024-03-01', description: 'TF', is_ncb_prejudiced: true },
        ]),
      'aa61408065bb4fd0bb67297ce09d23d2c04bf7f9c7f32bb6b3faf5f95a9c0970',
    ],
    [
      'convictions dated by their offence, one with a ban',
      (p) =>
        setAnswer(p, 'risk.proposer.driver_details.licence.convictions', [
          { code: 'SP30', offence_date: '2023-01-02', points: 3, has_ban_months: true, ban_months: 2 },
          { code: 'CU80', offence_date: '2010-01-02', points: 3 },
        ]),
      'af64c222956113db7fd7088613d044725e8ea5398c9c8e27c17b214d530ed534',
    ],
    [
      'an additional driver with a claim and no forenames',
      (p) => {
        setAnswer(p, 'risk.additional_drivers.0.driver_details.has_claims', true);
        setAnswer(p, 'risk.additional_drivers.0.driver_details.claims', [
          { date: '2025-05-05', description: 'AN', is_ncb_prejudiced: false },
        ]);
        setAnswer(p, 'risk.additional_drivers.0.name.forenames', '');
      },
      '0fbdb7b15463fbdab825e11fb43df7d74ade0027afbeb54154d585d887564fdd',
    ],
  ])('%s: the digest quotes were stored with', (_case, change, digest) => {
    const document = proposalFixture();
    // The van (its names as the lookup wrote them then), the claim, the conviction and the
    // address of the proposals these digests were stored with (the fixture's claim and conviction
    // have since moved nearer its today, and its address is now one the embedded lookup finds).
    setAnswer(document, 'risk.vehicle.abi_code', '48570501');
    setAnswer(document, 'risk.vehicle.manufacturer', 'FORD');
    setAnswer(document, 'risk.vehicle.model', 'TRANSIT CUSTOM');
    setAnswer(document, 'risk.proposer.address', {
      line_1: '14 Brudenell Grove',
      line_2: 'Hyde Park',
      line_3: 'Leeds',
      line_4: 'West Yorkshire',
      postcode: 'LS6 1HR',
    });
    setAnswer(document, 'risk.proposer.driver_details.claims.0.date', '2023-02-14');
    setAnswer(document, 'risk.proposer.driver_details.licence.convictions.0.offence_date', '2022-03-28');
    setAnswer(document, 'risk.proposer.driver_details.licence.convictions.0.conviction_date', '2022-05-11');
    change(document);
    expect(answersDigest(document, ratebook, NOW)).toBe(digest);
  });
});
