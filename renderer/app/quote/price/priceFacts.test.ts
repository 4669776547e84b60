import price from '../../../../journey/content/price.json';
import type { Proposal, Quote } from '../../../../schemas/generated/index';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { ncdText } from './CoverDetails';
import { startDateHasPassed } from './startDateHasPassed';
import { bandYears } from './NcdProtectionModal';
import {
  cameThroughPartner,
  initialPayMonthly,
  ncdProtectionInfoOffered,
  needsTrackingDevice,
  registrationMissing,
  thirdPartyAuthority,
} from './priceFacts';
import { averageNcdDiscount, ncdStepBack } from './priceText';
import { keepThirdPartyAuthority } from './ThirdPartyAuthoritySection';

test.each<[string | undefined, boolean]>([
  ['2026-11-19', true],
  ['2026-11-20', false],
  ['2026-12-01', false],
  [undefined, false],
])('a start date of %s has passed on 2026-11-20: %s', (startDate, passed) => {
  expect(startDateHasPassed(startDate, '2026-11-20')).toBe(passed);
});

test.each<[string, Proposal, boolean]>([
  ['chosen on this page', { is_pay_monthly: true, risk: { duqs: { is_pay_monthly: false } } }, true],
  ['the form answer', { risk: { duqs: { is_pay_monthly: true } } }, true],
  ['nothing', {}, false],
])('the payment method starts as %s', (_name, proposal, monthly) => {
  expect(initialPayMonthly(proposal)).toBe(monthly);
});

test.each<[string, Proposal['risk'], boolean]>([
  ['with a registration', { vehicle: { has_registration: true, registration: 'AB12CDE' } }, false],
  ['quoted without one', { vehicle: { has_registration: false } }, true],
  ['no registration given', { vehicle: { has_registration: true } }, true],
])('registration missing %s: %s', (_name, risk, missing) => {
  expect(registrationMissing(risk)).toBe(missing);
});

test.each<[string | null | undefined, boolean]>([
  ['105', true],
  ['Direct', true],
  ['Website', false],
  ['', false],
  [null, false],
  [undefined, false],
])('source of business %s came through a partner: %s', (source, partner) => {
  expect(cameThroughPartner(source)).toBe(partner);
});

test.each<[string, Quote['endorsements'], boolean]>([
  ['code 41', [{ text: 'Tracker', extra_info: 41 }], true],
  ['code "41"', [{ text: 'Tracker', extra_info: '41' }], true],
  ['other codes', [{ text: 'Tools', extra_info: 'TOOLS' }, { text: 'None' }], false],
  ['none', undefined, false],
])('a tracking device is needed with %s: %s', (_name, endorsements, needed) => {
  expect(needsTrackingDevice({ endorsements })).toBe(needed);
});

test.each<[string, Proposal, boolean]>([
  ['protected NCD', { risk: { previous_insurance: { ncd: { years: 4, is_protected: true } } } }, true],
  ['protection priced', { quote: { protected_ncd_implied_price: 48.2 } }, true],
  ['neither', { risk: { previous_insurance: { ncd: { years: 4 } } }, quote: {} }, false],
])('NCD protection facts offered with %s: %s', (_name, proposal, offered) => {
  expect(ncdProtectionInfoOffered(proposal)).toBe(offered);
});

test.each<[string, Proposal, string]>([
  [
    'protected',
    { risk: { has_previous_insurance: true, previous_insurance: { ncd: { years: 6, is_protected: true } } } },
    fillTemplate(price.coverDetails.ncdProtected, { years: 6 }),
  ],
  [
    'not protected',
    { risk: { has_previous_insurance: true, previous_insurance: { ncd: { years: 3 } } } },
    fillTemplate(price.coverDetails.ncdYears, { years: 3 }),
  ],
  ['no insurance before', { risk: { has_previous_insurance: false } }, price.coverDetails.ncdNone],
])('the NCD line, %s: %s', (_name, proposal, line) => {
  expect(ncdText(proposal)).toBe(line);
});

const details = {
  tpa_title: 'Mrs',
  tpa_forename: 'Ann',
  tpa_surname: 'Smith',
  tpa_date_of_birth: '1970-02-03',
  tpa_email: 'ann@example.com',
  tpa_phone: '07700900123',
};

test('third party authority: No keeps none of the six details, Yes keeps them all', () => {
  expect(
    thirdPartyAuthority({ has_third_party_authority: false, ...details, has_email_consent: true }),
  ).toEqual({
    has_third_party_authority: false,
  });
  expect(thirdPartyAuthority({ has_third_party_authority: true, ...details, iovachek: 'x' })).toEqual({
    has_third_party_authority: true,
    ...details,
  });
  expect(thirdPartyAuthority(undefined)).toEqual({});
});

test('the third party authority form: No clears the details, other changes pass untouched', () => {
  const no = { risk: { userfields: { has_third_party_authority: false, ...details } } };
  expect(keepThirdPartyAuthority({}, no)).toEqual({
    risk: { userfields: { has_third_party_authority: false } },
  });
  const yes = { risk: { userfields: { has_third_party_authority: true, tpa_forename: 'Ann' } } };
  expect(keepThirdPartyAuthority({}, yes)).toBe(yes);
});

test('the average NCD discount table covers 0 to 17+ years as the constants say', () => {
  expect(averageNcdDiscount.map((band) => [bandYears(band), band.percent])).toEqual([
    ['0', 0],
    ['1-3', 8],
    ['4-7', 9],
    ['8', 12],
    ['9-10', 15],
    ['11', 16],
    ['12-13', 17],
    ['14-15', 18],
    ['16', 19],
    ['17+', 20],
  ]);
});

test('the step-back table covers 0 to 20 years and up to 5 claims, never adding years', () => {
  expect(ncdStepBack).toHaveLength(21);
  ncdStepBack.forEach((row, years) => {
    expect(row).toHaveLength(5);
    row.forEach((after, claims) => {
      expect(after).toBeLessThanOrEqual(years);
      if (claims > 0) expect(after).toBeLessThanOrEqual(row[claims - 1]!);
    });
  });
});
