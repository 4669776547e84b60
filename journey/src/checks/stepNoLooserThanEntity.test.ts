import { findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { stepNoLooserThanEntity } from './stepNoLooserThanEntity';

const file = 'steps/01-about-van/schema.json';
const shared = 'steps/shared/driving.schema.json';
const fails = 'so an answer the step accepts would fail to save on the server';
const claimsAt = ['definitions', 'driving', 'properties', 'driver_details', 'properties', 'claims'];

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
            driver_details: {
              type: 'object',
              properties: { claims: { type: 'array', minItems: 1, maxItems: 5, items: { type: 'object' } } },
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
const mileage = ['properties', 'risk', 'properties', 'duqs', 'properties', 'annual_mileage'];
const night = ['properties', 'risk', 'properties', 'duqs', 'properties', 'vehicle_night_location'];

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
