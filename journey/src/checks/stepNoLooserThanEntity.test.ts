import { findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import type { JsonObject } from '../steps/stepTypes';
import { proposalPlaces } from './proposalPlaces';
import { stepNoLooserThan, stepNoLooserThanEntity } from './stepNoLooserThanEntity';

const file = 'steps/01-about-van/schema.json';
const shared = 'steps/shared/driving.schema.json';
const fails = 'so an answer the step accepts would fail to save on the server';
const claimsAt = ['definitions', 'driving', 'properties', 'driver_details', 'properties', 'claims'];
const licenceAt = [
  'definitions',
  'driving',
  'properties',
  'driver_details',
  'properties',
  'licence',
  'properties',
];
const birthAt = ['definitions', 'driving', 'properties', 'date_of_birth'];
const licencePattern = '^([A-Z0-9]{5}[0-9]{6}[A-Z0-9]{5}|[0-9]{8})$';
const fromBirth = { from: '3/date_of_birth', years: 17 };

/**
 * A one-step journey over the Proposal: the van's cover, mileage and overnight place, and the
 * proposer's claims from a shared definition (as the real steps include the driver's questions).
 */
function journey(): Record<string, unknown> {
  return structuredClone({
    'journey.json': { steps: [{ id: 'about-van', title: 'About the Van' }] },
    [file]: {
      type: 'object',
      properties: {
        risk: {
          type: 'object',
          properties: {
            start_date: {
              type: 'string',
              format: 'date',
              maxLength: 10,
              earliestDate: 'today',
              latestDate: { from: 'today', days: 30 },
            },
            voluntary_excess: { type: 'integer', minimum: 0, maximum: 2000, multipleOf: 25 },
            vehicle: {
              type: 'object',
              properties: {
                cover_type: { type: 'string', list: 'cover_type', maxLength: 4 },
                is_kept_at_proposer_postcode: { type: 'boolean' },
              },
            },
            duqs: {
              type: 'object',
              properties: {
                annual_mileage: { type: 'integer', minimum: 0, maximum: 200000 },
                vehicle_night_location: { type: 'string', maxLength: 50 },
              },
            },
            proposer: {
              type: 'object',
              allOf: [{ $ref: '../shared/driving.schema.json#/definitions/driving' }],
            },
          },
        },
      },
    },
    'steps/01-about-van/ui.json': { 'ui:order': ['*'] },
    [shared]: {
      definitions: {
        driving: {
          type: 'object',
          properties: {
            date_of_birth: { type: 'string', format: 'date', maxLength: 10, minAge: 17, maxAge: 120 },
            driver_details: {
              type: 'object',
              properties: {
                claims: { type: 'array', minItems: 1, maxItems: 5, items: { type: 'object' } },
                licence: {
                  type: 'object',
                  properties: {
                    date: {
                      type: 'string',
                      format: 'date',
                      maxLength: 10,
                      earliestDate: [fromBirth, { from: 'today', years: -120 }],
                      latestDate: 'today',
                    },
                    number: { type: 'string', maxLength: 16, pattern: licencePattern },
                  },
                },
              },
            },
          },
        },
      },
    },
    'lists/cover_type.json': {
      name: 'insurer.cover_type',
      options: [
        { name: 'Comprehensive', value: 'C' },
        { name: 'Third party, fire and theft', value: 'TPFT' },
        { name: 'Third party only', value: 'TPO' },
      ],
    },
  });
}

const vehicle = ['properties', 'risk', 'properties', 'vehicle', 'properties'];
const start = ['properties', 'risk', 'properties', 'start_date'];
const mileage = ['properties', 'risk', 'properties', 'duqs', 'properties', 'annual_mileage'];
const night = ['properties', 'risk', 'properties', 'duqs', 'properties', 'vehicle_night_location'];
const excess = ['properties', 'risk', 'properties', 'voluntary_excess'];

describe('stepNoLooserThanEntity', () => {
  test('finds nothing in a step within its entity', () => {
    expect(findingsOf(stepNoLooserThanEntity, journey())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string[]]>([
    [
      "the trial's mistake: claims raised to 6 in the step while the entity says 5",
      (d) => setIn(d, shared, [...claimsAt, 'maxItems'], 6),
      [
        `${shared}  ${claimsAt.join('.')}.maxItems: the step allows up to 6 items (maxItems 6) for risk.proposer.driver_details.claims, but the Proposal allows at most 5 items (schemas/entities/driver-details.schema.json), ${fails}. Keep the step within the entity, or change both`,
      ],
    ],
    ['claims lowered to 4: stricter is fine', (d) => setIn(d, shared, [...claimsAt, 'maxItems'], 4), []],
    [
      'the step states no maximum of claims while the entity does',
      (d) => setIn(d, shared, [...claimsAt, 'maxItems'], undefined),
      [
        `${shared}  ${claimsAt.join('.')}: the step states no maxItems for risk.proposer.driver_details.claims, but the Proposal allows at most 5 items (schemas/entities/driver-details.schema.json), ${fails}. State the entity's limit in the step`,
      ],
    ],
    [
      'a longer text than the entity takes (through its $ref to a common schema)',
      (d) => setIn(d, file, [...night, 'maxLength'], 60),
      [
        `${file}  ${night.join('.')}.maxLength: the step allows up to 60 characters (maxLength 60) for risk.duqs.vehicle_night_location, but the Proposal allows at most 50 characters (schemas/common/list-value.schema.json), ${fails}. Keep the step within the entity, or change both`,
      ],
    ],
    [
      'amounts in steps the entity does not take (10 where it takes multiples of 25)',
      (d) => setIn(d, file, [...excess, 'multipleOf'], 10),
      [
        `${file}  ${excess.join('.')}.multipleOf: the step allows amounts in steps of 10 (multipleOf 10) for risk.voluntary_excess, but the Proposal takes only multiples of 25 (schemas/entities/risk.schema.json), ${fails}. Make the step's multipleOf a multiple of the entity's, or change both`,
      ],
    ],
    [
      'steps of 50, each a multiple of 25: stricter is fine',
      (d) => setIn(d, file, [...excess, 'multipleOf'], 50),
      [],
    ],
    [
      'no steps where the entity takes only multiples of 25',
      (d) => setIn(d, file, [...excess, 'multipleOf'], undefined),
      [
        `${file}  ${excess.join('.')}: the step states no multipleOf for risk.voluntary_excess, but the Proposal takes only multiples of 25 (schemas/entities/risk.schema.json), ${fails}. State the entity's limit in the step`,
      ],
    ],
    [
      'a larger number than the entity takes',
      (d) => setIn(d, file, [...mileage, 'maximum'], 300000),
      [
        `${file}  ${mileage.join('.')}.maximum: the step allows up to 300000 (maximum 300000) for risk.duqs.annual_mileage, but the Proposal allows at most 200000 (schemas/entities/duqs.schema.json), ${fails}. Keep the step within the entity, or change both`,
      ],
    ],
    [
      'a smaller number than the entity takes',
      (d) => setIn(d, file, [...mileage, 'minimum'], -1),
      [
        `${file}  ${mileage.join('.')}.minimum: the step allows as few as -1 (minimum -1) for risk.duqs.annual_mileage, but the Proposal allows at least 0 (schemas/entities/duqs.schema.json), ${fails}. Keep the step within the entity, or change both`,
      ],
    ],
    [
      'an enum value the entity refuses',
      (d) => setIn(d, file, [...vehicle, 'cover_type', 'enum'], ['C', 'FULL']),
      [
        `${file}  ${vehicle.join('.')}.cover_type.enum.1: the step allows "FULL" for risk.vehicle.cover_type, which the Proposal refuses (schemas/entities/vehicle.schema.json), ${fails}`,
      ],
    ],
    [
      "an option of the question's list that the entity's enum refuses",
      (d) =>
        ((d['lists/cover_type.json'] as { options: unknown[] }).options as unknown[]).push({
          name: 'Fully comprehensive',
          value: 'FC',
        }),
      [
        `${file}  ${vehicle.join('.')}.cover_type.list: the list cover_type offers "FC" for risk.vehicle.cover_type, which the Proposal's enum refuses (schemas/entities/vehicle.schema.json), ${fails}`,
      ],
    ],
    [
      'a type the entity refuses',
      (d) => setIn(d, file, [...vehicle, 'is_kept_at_proposer_postcode', 'type'], ['boolean', 'null']),
      [
        `${file}  ${vehicle.join('.')}.is_kept_at_proposer_postcode.type: the step takes answers of type null for risk.vehicle.is_kept_at_proposer_postcode, which the Proposal refuses (schemas/entities/vehicle.schema.json), ${fails}`,
      ],
    ],
    [
      'a shorter text than the entity takes',
      (d) => setIn(d, file, [...start, 'minLength'], 8),
      [
        `${file}  ${start.join('.')}.minLength: the step allows as few as 8 characters (minLength 8) for risk.start_date, but the Proposal allows at least 10 characters (schemas/common/date.schema.json), ${fails}. Keep the step within the entity, or change both`,
      ],
    ],
    [
      "a pattern other than the entity's",
      (d) => setIn(d, shared, [...licenceAt, 'number', 'pattern'], '^[A-Z0-9]{5,16}$'),
      [
        `${shared}  ${licenceAt.join('.')}.number.pattern: the step's pattern "^[A-Z0-9]{5,16}$" for risk.proposer.driver_details.licence.number is not the Proposal's ${JSON.stringify(licencePattern)} (schemas/entities/licence.schema.json), and a different pattern may accept answers the entity refuses, ${fails}. State the entity's pattern in the step, or change both`,
      ],
    ],
    [
      'no pattern where the entity states one',
      (d) => setIn(d, shared, [...licenceAt, 'number', 'pattern'], undefined),
      [
        `${shared}  ${licenceAt.join('.')}.number: the step states no pattern for risk.proposer.driver_details.licence.number, but the Proposal requires ${JSON.stringify(licencePattern)} (schemas/entities/licence.schema.json), ${fails}. State the entity's limit in the step`,
      ],
    ],
    [
      "a format other than the entity's",
      (d) => setIn(d, file, [...start, 'format'], 'uk-postcode'),
      [
        `${file}  ${start.join('.')}.format: the step's format "uk-postcode" for risk.start_date is not the Proposal's "date" (schemas/common/date.schema.json), and a different format may accept answers the entity refuses, ${fails}. State the entity's format in the step, or change both`,
      ],
    ],
    [
      'no format where the entity states one',
      (d) => setIn(d, file, [...start, 'format'], undefined),
      [
        `${file}  ${start.join('.')}: the step states no format for risk.start_date, but the Proposal requires "date" (schemas/common/date.schema.json), ${fails}. State the entity's limit in the step`,
      ],
    ],
    [
      'a question the Proposal does not have is left to questions-in-proposal',
      (d) => setIn(d, file, [...vehicle, 'colour'], { type: 'string', maxLength: 500 }),
      [],
    ],
  ])('%s', (_case, breakIt, findings) => {
    const d = journey();
    breakIt(d);
    expect(findingsOf(stepNoLooserThanEntity, d)).toEqual(findings);
  });
});

/**
 * The Proposal's own subschemas with limits the entity does not state today, for the limits a
 * step can break only against an entity that states them (date bounds, minItems).
 */
const strictEntity = stepNoLooserThan((answer) => {
  const extra: Record<string, JsonObject> = {
    'risk.proposer.date_of_birth': { minAge: 17, maxAge: 120 },
    'risk.proposer.driver_details.claims': { minItems: 1 },
    'risk.proposer.driver_details.licence.date': { earliestDate: fromBirth, latestDate: 'today' },
    'risk.start_date': { earliestDate: 'today', latestDate: { from: 'today', days: 30 } },
  };
  return proposalPlaces(answer).map((place) => ({
    ...place,
    schema: { ...place.schema, ...extra[answer.join('.')] },
  }));
});

describe('stepNoLooserThanEntity: date bounds and minItems, against an entity stating them', () => {
  const birth = 'risk.proposer.date_of_birth';
  const licence = 'risk.proposer.driver_details.licence.date';
  const looser = (at: string[], answer: string, allows: string, entity: string, source = shared) =>
    `${source}  ${at.join('.')}: the step allows ${allows} for ${answer}, but the Proposal allows ${entity} (schemas/common/date.schema.json), ${fails}. Keep the step within the entity, or change both`;
  const missing = (at: string[], keyword: string, answer: string, entity: string, source = shared) =>
    `${source}  ${at.join('.')}: the step states no ${keyword} for ${answer}, but the Proposal requires ${entity} (schemas/common/date.schema.json), ${fails}. State the entity's limit in the step`;

  test('finds nothing in a step within its entity', () => {
    expect(findingsOf(strictEntity, journey())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string[]]>([
    [
      'a younger minimum age than the entity',
      (d) => setIn(d, shared, [...birthAt, 'minAge'], 16),
      [looser([...birthAt, 'minAge'], birth, 'ages from 16 (minAge)', 'only ages from 17')],
    ],
    ['an older minimum age: stricter is fine', (d) => setIn(d, shared, [...birthAt, 'minAge'], 18), []],
    [
      'an older maximum age than the entity',
      (d) => setIn(d, shared, [...birthAt, 'maxAge'], 121),
      [looser([...birthAt, 'maxAge'], birth, 'ages up to 121 (maxAge)', 'only ages up to 120')],
    ],
    [
      'no minimum age where the entity states one',
      (d) => setIn(d, shared, [...birthAt, 'minAge'], undefined),
      [missing(birthAt, 'minAge', birth, '17')],
    ],
    [
      'a licence from the 16th birthday where the entity says the 17th',
      (d) =>
        setIn(d, shared, [...licenceAt, 'date', 'earliestDate'], [{ from: '3/date_of_birth', years: 16 }]),
      [
        looser(
          [...licenceAt, 'date', 'earliestDate'],
          licence,
          'dates from [{"from":"3/date_of_birth","years":16}] (earliestDate)',
          `only dates from ${JSON.stringify(fromBirth)}`,
        ),
      ],
    ],
    [
      'the same bound by an absolute pointer',
      (d) =>
        setIn(d, shared, [...licenceAt, 'date', 'earliestDate'], {
          from: '/risk/proposer/date_of_birth',
          years: 17,
        }),
      [],
    ],
    [
      'a bound on another answer: not provably as strict',
      (d) => setIn(d, shared, [...licenceAt, 'date', 'earliestDate'], { from: 'today', years: -50 }),
      [
        looser(
          [...licenceAt, 'date', 'earliestDate'],
          licence,
          'dates from {"from":"today","years":-50} (earliestDate)',
          `only dates from ${JSON.stringify(fromBirth)}`,
        ),
      ],
    ],
    [
      'no earliest date where the entity states one',
      (d) => setIn(d, shared, [...licenceAt, 'date', 'earliestDate'], undefined),
      [missing([...licenceAt, 'date'], 'earliestDate', licence, JSON.stringify(fromBirth))],
    ],
    [
      'a cover start 31 days ahead where the entity says 30',
      (d) => setIn(d, file, [...start, 'latestDate'], { from: 'today', days: 31 }),
      [
        looser(
          [...start, 'latestDate'],
          'risk.start_date',
          'dates up to {"from":"today","days":31} (latestDate)',
          'only dates up to {"from":"today","days":30}',
          file,
        ),
      ],
    ],
    [
      'a cover start at most 29 days ahead: stricter is fine',
      (d) => setIn(d, file, [...start, 'latestDate'], { from: 'today', days: 29 }),
      [],
    ],
    [
      'a cover start from yesterday',
      (d) => setIn(d, file, [...start, 'earliestDate'], { from: 'today', days: -1 }),
      [
        looser(
          [...start, 'earliestDate'],
          'risk.start_date',
          'dates from {"from":"today","days":-1} (earliestDate)',
          'only dates from "today"',
          file,
        ),
      ],
    ],
    [
      'no latest date where the entity states one',
      (d) => setIn(d, file, [...start, 'latestDate'], undefined),
      [missing(start, 'latestDate', 'risk.start_date', '{"from":"today","days":30}', file)],
    ],
    [
      'no claims required where the entity asks for one',
      (d) => setIn(d, shared, [...claimsAt, 'minItems'], 0),
      [
        `${shared}  ${claimsAt.join('.')}.minItems: the step allows as few as 0 items (minItems 0) for risk.proposer.driver_details.claims, but the Proposal allows at least 1 items (schemas/entities/driver-details.schema.json), ${fails}. Keep the step within the entity, or change both`,
      ],
    ],
  ])('%s', (_case, breakIt, findings) => {
    const d = journey();
    breakIt(d);
    expect(findingsOf(strictEntity, d)).toEqual(findings);
  });
});
