import { findingsOf } from '../../../tests/support/journey/checkFixture';
import { questionsInProposal } from './questionsInProposal';

const file = 'steps/01-about-van/schema.json';
/** The finding's words: the entity file the answer belongs in, the one that keeps the answers of `group`. */
const notAnswer = (path: string, group: string, entity: string) =>
  `the question ${path} is not an answer of the Proposal; add it first to ${entity}, which holds the answers of ${group}, then run npm run types (the types and openapi.json are made from it), or correct its name`;

/** A one-step journey over the Proposal whose risk asks `risk` (a JSON Schema object's keywords). */
function journeyAsking(risk: Record<string, unknown>) {
  return {
    'journey.json': { steps: [{ id: 'about-van', title: 'About the Van' }] },
    [file]: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { risk: { type: 'object', ...risk } },
    },
    'steps/01-about-van/ui.json': { 'ui:order': ['*'] },
  };
}

const value = { type: 'number', title: 'What is the van worth?' };
const text = { type: 'string', title: 'A question' };

describe('questionsInProposal', () => {
  test.each<[string, Record<string, unknown>, string[]]>([
    ['answers of the Proposal', { properties: { vehicle: { type: 'object', properties: { value } } } }, []],
    [
      'an answer the Proposal does not have',
      { properties: { vehicle: { type: 'object', properties: { value, colour: text } } } },
      [
        `${file}  risk.vehicle.colour: ${notAnswer('risk.vehicle.colour', 'risk.vehicle', 'schemas/entities/vehicle.schema.json')}`,
      ],
    ],
    [
      'a group the Proposal does not have, reported once (not its questions too)',
      { properties: { trailer: { type: 'object', properties: { weight: text, axles: text } } } },
      [`${file}  risk.trailer: ${notAnswer('risk.trailer', 'risk', 'schemas/entities/risk.schema.json')}`],
    ],
    [
      'a question inside a condition',
      {
        properties: { has_additional_drivers: { type: 'boolean', title: 'Other drivers?' } },
        if: { properties: { has_additional_drivers: { const: true } } },
        then: { properties: { drivers: { type: 'array', items: text } } },
      },
      [`${file}  risk.drivers: ${notAnswer('risk.drivers', 'risk', 'schemas/entities/risk.schema.json')}`],
    ],
    [
      'a question of a list item, through allOf',
      {
        properties: {
          additional_drivers: {
            type: 'array',
            items: {
              type: 'object',
              allOf: [{ properties: { is_smoker: { type: 'boolean' }, shoe_size: text } }],
            },
          },
        },
      },
      [
        `${file}  risk.additional_drivers.items.shoe_size: ${notAnswer(
          'risk.additional_drivers[*].shoe_size',
          'risk.additional_drivers[*]',
          'schemas/entities/additional-driver.schema.json',
        )}`,
      ],
    ],
    [
      'a question of a list inside a list item (the claim of an additional driver)',
      {
        properties: {
          additional_drivers: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                driver_details: {
                  type: 'object',
                  properties: {
                    claims: {
                      type: 'array',
                      items: {
                        properties: { is_under_policyholders_cover: { type: 'boolean' }, fault: text },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      [
        `${file}  risk.additional_drivers.items.driver_details.claims.items.fault: ${notAnswer(
          'risk.additional_drivers[*].driver_details.claims[*].fault',
          'risk.additional_drivers[*].driver_details.claims[*]',
          'schemas/entities/claim.schema.json',
        )}`,
      ],
    ],
  ])('%s', (_case, risk, findings) => {
    expect(findingsOf(questionsInProposal, journeyAsking(risk))).toEqual(findings);
  });

  test('finds nothing when the steps cannot be loaded (stepsLoad says why)', () => {
    expect(findingsOf(questionsInProposal, { 'journey.json': { steps: [{ id: 'x', title: 'X' }] } })).toEqual(
      [],
    );
  });
});
