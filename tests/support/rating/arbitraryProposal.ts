// fast-check arbitraries of valid proposals for the property tests (not a test file): each starts
// from the fixture and varies what the engine rates, with codes taken from journey/lists.
import fc from 'fast-check';
import type { AdditionalDriver, Claim, Conviction, Proposal } from '../../../schemas/generated/index';
import { proposalFixture } from '../../fixtures/index';
import { postcodeAreas } from '../../../schemas/src/formats/ukPostcode';
import bodyStyles from '../../../journey/lists/vehicle_body_style.json';
import classesOfUse from '../../../journey/lists/class_of_use.json';
import claimCodes from '../../../journey/lists/motor_claim.json';
import convictionCodes from '../../../journey/lists/motor_convictions.json';
import daytimeLocations from '../../../journey/lists/duq_vehicle_daytime_location.json';
import fuelTypes from '../../../journey/lists/vehicle_fuel_type.json';
import insuranceTypes from '../../../journey/lists/insurance_type.json';
import licenceTypes from '../../../journey/lists/driving_license_type.json';
import maritalStatuses from '../../../journey/lists/duq_marital_status.json';
import medicalConditions from '../../../journey/lists/medical_condition.json';
import medicalStatuses from '../../../journey/lists/medical_condition_status.json';
import mileages from '../../../journey/lists/annual_mileage.json';
import modificationTypes from '../../../journey/lists/duq_vehicle_modification.json';
import nightLocations from '../../../journey/lists/duq_vehicle_night_location.json';

const values = (list: { options: { value: string }[] }) => list.options.map((option) => option.value);
const code = (list: { options: { value: string }[] }) => fc.constantFrom(...values(list));
/** True one time in twenty. */
const rarely = fc.integer({ min: 0, max: 19 }).map((n) => n === 0);
/** Mostly `usual`, one time in `odds` anything of `any`: most proposals are priced, all paths are reached. */
const mostly = <T>(usual: fc.Arbitrary<T>, any: fc.Arbitrary<T>, odds = 10) =>
  fc.oneof({ arbitrary: usual, weight: odds - 1 }, { arbitrary: any, weight: 1 });
/** Up to `max` items, usually none or few. */
const few = <T>(item: fc.Arbitrary<T>, max: number) =>
  fc.oneof(
    { arbitrary: fc.constant([] as T[]), weight: 5 },
    { arbitrary: fc.array(item, { minLength: 1, maxLength: 2 }), weight: 4 },
    { arbitrary: fc.array(item, { maxLength: max }), weight: 1 },
  );

/** A day between `from` and `to` (YYYY-MM-DD). */
const day = (from: string, to: string) =>
  fc
    .date({ min: new Date(`${from}T12:00:00Z`), max: new Date(`${to}T12:00:00Z`), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

/** The quote instant: any time from 2025 to 2030. */
export const arbitraryAsOf = fc.date({
  min: new Date('2025-01-01T00:00:00Z'),
  max: new Date('2030-12-31T23:59:59Z'),
  noInvalidDate: true,
});

const claim: fc.Arbitrary<Claim> = fc.record({
  description: mostly(fc.constantFrom('AN', 'AU', 'WS', 'TF', 'AF', 'MD'), code(claimCodes)),
  date: day('2018-01-01', '2030-12-31'),
  is_ncb_prejudiced: fc.boolean(),
});

const conviction: fc.Arbitrary<Conviction> = fc.record({
  code: mostly(
    fc.constantFrom('SP30', 'SP50', 'SP10', 'TS10', 'CU80', 'CD10', 'PC20'),
    code(convictionCodes),
    20,
  ),
  conviction_date: day('2015-01-01', '2030-12-31'),
  points: mostly(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 12 })),
  has_ban_months: rarely,
  ban_months: fc.integer({ min: 0, max: 600 }),
});

/** The driving answers of one driver, born `age` years before 2026 and licensed `years` after 17. */
const driving = fc.record({
  age: mostly(fc.integer({ min: 17, max: 85 }), fc.integer({ min: 15, max: 125 }), 20),
  licensedAfter17: fc.integer({ min: 0, max: 80 }),
  licenceType: mostly(fc.constant('F'), code(licenceTypes), 5),
  claims: few(claim, 5),
  convictions: few(conviction, 5),
  medical: mostly(
    fc.constant(undefined),
    fc.record({
      code: code(medicalConditions),
      status: code(medicalStatuses),
      is_dvla_notified: fc.boolean(),
    }),
  ),
  refused: rarely,
  nonRta: rarely,
  marital: code(maritalStatuses),
});
type Driving = typeof driving extends fc.Arbitrary<infer T> ? T : never;

function applyDriving(person: AdditionalDriver, answers: Driving): void {
  const birthYear = 2026 - answers.age;
  person.date_of_birth = `${birthYear}-03-15`;
  person.has_insurance_refused = answers.refused;
  person.has_non_rta_conviction = answers.nonRta;
  const details = (person.driver_details ??= {});
  details.licence = {
    type: answers.licenceType,
    date: `${Math.min(2030, birthYear + 17 + answers.licensedAfter17)}-05-01`,
    has_convictions: answers.convictions.length > 0,
    convictions: answers.convictions,
  };
  details.has_claims = answers.claims.length > 0;
  details.claims = answers.claims;
  details.has_medical_condition = answers.medical !== undefined;
  if (answers.medical) details.medical_condition = answers.medical;
  else delete details.medical_condition;
}

/** A valid proposal: the fixture with its drivers, van, use, cover and history varied. */
export const arbitraryProposal: fc.Arbitrary<Proposal> = fc
  .record({
    proposer: driving,
    additional: few(driving, 4),
    startOffsetDays: fc.integer({ min: -10, max: 30 }),
    coverType: fc.constantFrom('C' as const, 'TPFT' as const, 'TPO' as const),
    voluntaryExcess: fc.integer({ min: 0, max: 80 }).map((steps) => steps * 25),
    value: mostly(fc.integer({ min: 1000, max: 60000 }), fc.integer({ min: 0, max: 1000000 })),
    engineSize: fc.oneof(fc.constant(0), fc.integer({ min: 600, max: 20000 })),
    bodyStyle: code(bodyStyles),
    fuelType: code(fuelTypes),
    modifications: mostly(
      fc.subarray(['LADDER', 'ROOFRACK', 'TOWBAR', 'RACKING', 'PLYLINE', 'DEADLOCK'], { maxLength: 5 }),
      fc.uniqueArray(code(modificationTypes), { maxLength: 5 }),
      5,
    ),
    tracker: fc.boolean(),
    leftHand: rarely,
    classOfUse: code(classesOfUse),
    mileage: code(mileages).map(Number),
    night: code(nightLocations),
    daytime: code(daytimeLocations),
    businessMonths: fc.integer({ min: 0, max: 999 }),
    flags: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean(), rarely),
    area: fc.constantFrom(...postcodeAreas),
    previous: fc.boolean(),
    ncdYears: fc.integer({ min: 0, max: 99 }),
    ncdProtected: fc.boolean(),
    insuranceType: code(insuranceTypes),
  })
  .map((a) => {
    const proposal = proposalFixture();
    const risk = proposal.risk!;
    const start = new Date(Date.UTC(2026, 10, 20 + a.startOffsetDays));
    risk.start_date = start.toISOString().slice(0, 10);
    applyDriving(risk.proposer!, a.proposer);
    risk.proposer!.address!.postcode = `${a.area}1 1AA`;
    const template = risk.additional_drivers![0]!;
    risk.has_additional_drivers = a.additional.length > 0;
    risk.additional_drivers = a.additional.map((answers) => {
      const driver = structuredClone(template);
      applyDriving(driver, answers);
      return driver;
    });
    const [signWritten, racking, refrigerated, hazardous] = a.flags;
    const duqs = { ...risk.duqs, annual_mileage: a.mileage, business_established_months: a.businessMonths };
    Object.assign(duqs, { vehicle_night_location: a.night, vehicle_daytime_location: a.daytime });
    Object.assign(duqs, {
      is_sign_written: signWritten,
      has_fitted_racking: racking,
      is_refrigerated: refrigerated,
    });
    Object.assign(duqs, { has_hazardous_goods: hazardous, marital_status_proposer: a.proposer.marital });
    a.additional.forEach((answers, i) =>
      Object.assign(duqs, { [`marital_status_driver_${i + 1}`]: answers.marital }),
    );
    risk.duqs = duqs;
    Object.assign(risk.vehicle!, {
      cover_type: a.coverType,
      value: a.value,
      engine_size: a.engineSize,
      body_style: a.bodyStyle,
      fuel_type: a.fuelType,
      is_modified: a.modifications.length > 0,
      modifications: a.modifications.map((type) => ({ type })),
      has_tracker: a.tracker,
      is_left_hand_drive: a.leftHand,
      class_of_use: a.classOfUse,
    });
    risk.voluntary_excess = a.coverType === 'C' ? a.voluntaryExcess : 0;
    risk.has_previous_insurance = a.previous;
    risk.previous_insurance = {
      ncd: { years: a.ncdYears, is_protected: a.ncdProtected },
      type: a.insuranceType,
    };
    return proposal;
  });

/** Codes of add-ons a customer might select, offered or not. */
export const arbitrarySelection = fc.subarray([
  'PA',
  'LE',
  'KEY',
  'TO',
  'SAB1',
  'SAB2',
  'SAB3',
  'SAB4',
  'SABEU',
  'MF',
]);
