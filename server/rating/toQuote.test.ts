import { describe, test, expect } from 'vitest';
import type { Quote } from '../../schemas/generated/index';
import { createAjv, schemaId } from '../../schemas/src/createAjv';
import { proposalFixture } from '../../tests/fixtures/index';
import { rate } from './rate';
import { AS_OF, cleanFortyYearOld, productRatebook } from '../../tests/support/rating/ratingFixtures';
import catalogue from '../../journey/addons.json';
import { effectiveSelection, toQuote } from './toQuote';
import { journeyText } from '../../tests/support/journey/journeyText';

/** An add-on's title in journey/addons.json. */
const titleOf = (code: string) => catalogue.addons.find((addon) => addon.code === code)?.title;

const ratebook = productRatebook();
const validate = createAjv().getSchema(schemaId('entities/quote.schema.json'))!;
const options = { reference: '10482-55317-90264', asOf: AS_OF, ratebookVersion: ratebook.version };
const pence = (pounds: number | undefined) => Math.round((pounds ?? Number.NaN) * 100);

/** deposit + first instalment + the other instalments, in pence. */
function instalmentsAddUp(quote: Quote): boolean {
  const n = quote.monthly_installments ?? 0;
  const first = quote.monthly_initial_payment
    ? pence(quote.monthly_initial_payment)
    : pence(quote.monthly_payment);
  const paid = pence(quote.monthly_deposit) + first + (n - 1) * pence(quote.monthly_payment);
  return paid === pence(quote.monthly_total_payable);
}

describe('toQuote', () => {
  const result = rate(proposalFixture(), ratebook, AS_OF);
  const quote = toQuote(result, { ...options, selectedAddons: ['LE'] });
  // The fixture's voluntary excess, as the ratebook grants it.
  const grantedVoluntaryPence = result.excesses?.grantedVoluntaryPence ?? Number.NaN;

  test('fills a valid Quote', () => {
    expect(validate(quote) ? [] : validate.errors).toEqual([]);
    expect(quote).toMatchObject({
      is_quoted: true,
      is_referred: false,
      is_accepted: false,
      is_purchased: false,
      reference: '10482-55317-90264',
      monthly_installments: ratebook.finance.instalments,
      monthly_interest_percent: ratebook.finance.flat_interest_percent,
      compulsory_excess: ratebook.excesses.compulsory_pence / 100,
      granted_voluntary_excess: proposalFixture().risk!.voluntary_excess,
      metadata: { ratebook_version: ratebook.version, quoted_at: '2026-11-20T10:15:00.000Z', reasons: [] },
      ipids: ratebook.documents.ipids,
      wordings: ratebook.documents.wordings.map((wording) => ({ type: 'policyDocumentUrl', ...wording })),
    });
  });

  test('premium is the subtotal (premium with IPT) plus the selected add-ons', () => {
    expect(pence(quote.premium_subtotal)).toBe(result.premium?.totalPence);
    const legal = ratebook.addons.find((addon) => addon.code === 'LE');
    expect(pence(quote.premium)).toBe(pence(quote.premium_subtotal) + (legal?.premium_pence ?? Number.NaN));
    expect(pence(quote.protected_ncd_implied_price)).toBe(result.premium?.protectedNcdImpliedPricePence);
  });

  test('the pennies of the monthly plan add up, with add-ons and without', () => {
    expect(instalmentsAddUp(quote)).toBe(true);
    expect(pence(quote.monthly_total_payable)).toBe(pence(quote.premium) + pence(quote.monthly_interest));
    const deposit = ratebook.finance.deposit_percent / 100;
    expect(pence(quote.monthly_deposit)).toBe(Math.floor(pence(quote.premium) * deposit + 0.5));
    // A flat rate charges interest on the whole sum while less and less is owed: the APR is above
    // it, though not several times it.
    const flat = ratebook.finance.flat_interest_percent;
    expect(quote.monthly_apr).toBeGreaterThan(flat);
    expect(quote.monthly_apr).toBeLessThan(3 * flat);
    expect(pence(quote.monthly_total_payable_subtotal)).toBeLessThan(pence(quote.monthly_total_payable));
  });

  test('lists every offered add-on: selected true, else unanswered (null)', () => {
    expect(quote.addons?.map((a) => [a.code, a.is_selected])).toEqual(
      result.addons.map(({ code }) => [code, code === 'LE' ? true : null]),
    );
    const legal = ratebook.addons.find((addon) => addon.code === 'LE');
    expect(quote.addons?.find((addon) => addon.code === 'LE')).toEqual({
      code: 'LE',
      description: titleOf('LE'),
      premium: (legal?.premium_pence ?? Number.NaN) / 100,
      is_selected: true,
      ipid: { url: catalogue.addons.find((addon) => addon.code === 'LE')?.ipid?.url },
    });
    expect(quote.addons?.find((addon) => addon.code === 'SAB1')?.description).toBe(
      journeyText('content/extras.json#/addons/breakdownQuoteLine', { title: titleOf('SAB1')! }),
    );
  });

  test('maps endorsements and excesses', () => {
    expect(quote.endorsements?.[0]).toMatchObject({ extra_info: 41 });
    // The ratebook's sections, then the windscreen, each for every driver, as the copy words them.
    const allDrivers = journeyText('content/price.json#/excesses/allDrivers');
    expect(quote.excesses).toEqual([
      ...ratebook.excesses.sections.map((section) => ({
        policy_section: section.name,
        driver: allDrivers,
        value: (ratebook.excesses.compulsory_pence + grantedVoluntaryPence) / 100,
      })),
      {
        policy_section: journeyText('content/price.json#/excesses/windscreenSection'),
        driver: allDrivers,
        value: ratebook.excesses.windscreen_pence / 100,
      },
    ]);
  });

  test('a referred quote is quoted and referred', () => {
    const referred = cleanFortyYearOld();
    referred.risk!.vehicle!.is_left_hand_drive = true;
    const q = toQuote(rate(referred, ratebook, AS_OF), options);
    expect(q).toMatchObject({
      is_quoted: true,
      is_referred: true,
      metadata: { reasons: [{ code: 'LEFT_HAND_DRIVE' }] },
    });
    expect(validate(q)).toBe(true);
  });

  test('a declined quote carries its reasons and no price', () => {
    const declined = cleanFortyYearOld();
    declined.risk!.proposer!.has_insurance_refused = true;
    const q = toQuote(rate(declined, ratebook, AS_OF), options);
    expect(q).toMatchObject({
      is_quoted: false,
      is_referred: false,
      addons: [],
      endorsements: [],
      excesses: [],
    });
    expect(q.metadata?.reasons?.map((reason) => reason.code)).toEqual(['INSURANCE_REFUSED']);
    expect(q.premium).toBeUndefined();
    expect(validate(q)).toBe(true);
  });
});

describe('effectiveSelection', () => {
  const offered = ['PA', 'LE', 'SAB1', 'SAB2', 'SABEU'].map((code) => ({ code, premiumPence: 100 }));
  test.each([
    [
      ['PA', 'LE'],
      ['PA', 'LE'],
    ],
    [['SAB1', 'SAB2'], ['SAB2']],
    [
      ['SAB2', 'PA', 'SAB1'],
      ['PA', 'SAB1'],
    ],
    [['MF', 'KEY', 'PA'], ['PA']],
    [[], []],
  ])('%j selects %j', (selected, expected) => {
    expect([...effectiveSelection(offered, selected)].sort()).toEqual([...expected].sort());
  });
});
