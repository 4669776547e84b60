import { describe, expect, test } from 'vitest';
import journey from '../../journey.json';
import { loadSteps, stepFolder } from './loadSteps';
import { createSteps, stepDocuments, steps } from './steps';
import { thirdPerson } from '../../../tests/support/journey/stepTestHelpers';
import type { JsonObject, LoadedStep } from './stepTypes';

/** The value at a path of plain keys, e.g. at(schema, 'properties', 'risk'). */
function at(node: unknown, ...keys: string[]): JsonObject {
  return keys.reduce((value, key) => (value as JsonObject)[key], node) as JsonObject;
}

const risk = (step: LoadedStep) => at(step.schema, 'properties', 'risk');
const proposerIn = (step: LoadedStep) => at(risk(step), 'properties', 'proposer', 'properties');
/** The driver item of step 7: inside the branch taken when has_additional_drivers is true. */
const driverItem = (all: readonly LoadedStep[]) =>
  at(
    (risk(all[6] as LoadedStep).allOf as JsonObject[])[0],
    'then',
    'properties',
    'additional_drivers',
    'items',
  );

describe('loadSteps', () => {
  test('loads the seven steps in the order of journey.json', () => {
    expect(steps.map(({ id, number, title }) => ({ id, number, title }))).toEqual(
      journey.steps.map(({ id, title }, i) => ({ id, title, number: i + 1 })),
    );
  });

  test('finds each step in its numbered folder', () => {
    expect(stepFolder('your-details', 3)).toBe('steps/03-your-details');
  });

  test('the driver’s questions are the proposer’s, not copies', () => {
    const item = at(driverItem(steps), 'properties');
    const [aboutYou, , yourDetails, yourDriving] = steps as [LoadedStep, LoadedStep, LoadedStep, LoadedStep];
    expect(item.name).toEqual(proposerIn(aboutYou).name);
    expect(item.date_of_birth).toEqual(proposerIn(aboutYou).date_of_birth);
    expect(item.resident).toEqual(proposerIn(yourDetails).resident);
    expect(item.full_time_occupation).toEqual(proposerIn(yourDetails).full_time_occupation);
    expect(item.driver_details).toEqual(proposerIn(yourDriving).driver_details);
  });

  describe('with a wording function', () => {
    const reworded = createSteps(thirdPerson);
    const item = driverItem(reworded);
    // The same documents loaded without the wording function: the proposer's words.
    const original = driverItem(steps);
    const title = (...keys: string[]) => at(item, 'properties', ...keys).title;
    const originalTitle = (...keys: string[]) => at(original, 'properties', ...keys).title as string;

    test.each([
      [['name', 'properties', 'title']],
      [['date_of_birth']],
      [['has_insurance_refused']],
      [['resident', 'properties', 'is_uk_born']],
      [['full_time_occupation', 'properties', 'status']],
      [['driver_details', 'properties', 'has_medical_condition']],
    ])('the driver is asked %j in the third person', (keys) => {
      expect(originalTitle(...keys)).not.toBe(thirdPerson(originalTitle(...keys)));
      expect(title(...keys)).toBe(thirdPerson(originalTitle(...keys)));
    });

    test('the driver’s messages are reworded too', () => {
      const messages = at(original, 'properties', 'name', 'errorMessage', 'required') as Record<
        string,
        string
      >;
      expect(at(item, 'properties', 'name', 'errorMessage', 'required')).toEqual(
        Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, thirdPerson(text)])),
      );
      const minAge = at(original, 'properties', 'date_of_birth', 'errorMessage').minAge as string;
      expect(at(item, 'properties', 'date_of_birth', 'errorMessage').minAge).toBe(thirdPerson(minAge));
    });

    test('step 7’s own text is not reworded', () => {
      const own = originalTitle('relationship_to_proposer');
      expect(thirdPerson(own)).not.toBe(own);
      expect(title('relationship_to_proposer')).toBe(own);
    });

    test('the proposer keeps the second person', () => {
      const proposerTitle = (all: readonly LoadedStep[]) =>
        at(proposerIn(all[0] as LoadedStep), 'name', 'properties', 'title').title;
      expect(proposerTitle(reworded)).toBe(proposerTitle(steps));
    });

    test('the driver’s marital status is the proposer’s question, reworded, in the driver’s own form', () => {
      const proposerDuqs = (all: readonly LoadedStep[]) =>
        at(risk(all[2] as LoadedStep), 'properties', 'duqs', 'properties');
      const proposers = at(proposerDuqs(steps), 'marital_status_proposer').title as string;
      expect(title('marital_status')).toBe(thirdPerson(proposers));
      expect(proposerDuqs(reworded).marital_status_proposer).toMatchObject({ title: proposers });
      // Nothing of step 7 is asked beside the drivers' cards but whether there are any.
      expect(risk(reworded[6] as LoadedStep).allOf).toHaveLength(1);
    });

    test('the driver’s UI is the proposer’s, without the proposer’s autofill', () => {
      const itemUi = at(reworded[6]?.ui, 'risk', 'additional_drivers', 'items');
      expect(at(itemUi, 'name', 'title')).toEqual({ 'ui:widget': 'listSelect' });
      expect(at(itemUi, 'name', 'forenames')).toEqual({ 'ui:widget': 'text' });
      expect(at(reworded[0]?.ui, 'risk', 'proposer', 'name', 'forenames')).toEqual({
        'ui:widget': 'text',
        'ui:autocomplete': 'given-name',
      });
      expect(at(itemUi, 'relationship_to_proposer', 'ui:options')).toEqual({ exclude: ['P'] });
    });
  });

  describe('refuses broken documents, naming the file', () => {
    const order = [{ id: 'only', title: 'Only' }];
    const ui = { 'ui:order': ['*'] };
    const schema = (properties: JsonObject, extra: JsonObject = {}) => ({
      type: 'object',
      properties,
      ...extra,
    });

    test.each([
      ['a missing schema', { 'steps/01-only/ui.json': ui }, /steps\/01-only\/schema.json is missing/],
      ['a missing ui', { 'steps/01-only/schema.json': schema({}) }, /steps\/01-only\/ui.json is missing/],
      [
        'a reference to no document',
        {
          'steps/01-only/schema.json': schema({ a: { $ref: '../shared/none.json' } }),
          'steps/01-only/ui.json': ui,
        },
        /01-only\/schema.json: the reference '..\/shared\/none.json' names no document/,
      ],
      [
        'a reference to nothing in a document',
        {
          'steps/01-only/schema.json': schema({ a: { $ref: '../shared/q.json#/definitions/none' } }),
          'steps/01-only/ui.json': ui,
          'steps/shared/q.json': { definitions: {} },
        },
        /names nothing in steps\/shared\/q.json/,
      ],
      [
        'a wording mark without a reference',
        {
          'steps/01-only/schema.json': schema({ a: { type: 'string', 'x-wording': 'third-person' } }),
          'steps/01-only/ui.json': ui,
        },
        /"x-wording" belongs beside a "\$ref"/,
      ],
      [
        'an unknown wording',
        {
          'steps/01-only/schema.json': schema({ a: { $ref: '#/properties/b', 'x-wording': 'plural' } }),
          'steps/01-only/ui.json': ui,
        },
        /"x-wording" can only be "third-person"/,
      ],
      [
        'a question defined twice',
        {
          'steps/01-only/schema.json': schema(
            { a: { type: 'string' } },
            { allOf: [{ $ref: '../shared/q.json#/g' }] },
          ),
          'steps/01-only/ui.json': ui,
          'steps/shared/q.json': { g: { properties: { a: { type: 'number' } } } },
        },
        /the question 'a' is defined twice/,
      ],
      [
        'a ui wording mark without ui:extends',
        {
          'steps/01-only/schema.json': schema({}),
          'steps/01-only/ui.json': { 'ui:wording': 'third-person' },
        },
        /"ui:wording" can only be "third-person", beside "ui:extends"/,
      ],
    ])('%s', (_name, documents, message) => {
      expect(() => loadSteps(order, documents)).toThrow(message);
    });
  });

  test('merges included groups into one object: their questions first, conditions kept', () => {
    const documents = {
      'steps/01-only/schema.json': {
        type: 'object',
        allOf: [{ $ref: '../shared/q.json#/definitions/group' }],
        properties: { own: { type: 'string', title: 'Own?' } },
        required: ['own'],
        errorMessage: { required: { own: 'Own message' } },
      },
      'steps/01-only/ui.json': { 'ui:extends': '../shared/q.ui.json#/group', own: { 'ui:widget': 'text' } },
      'steps/shared/q.json': {
        definitions: {
          group: {
            type: 'object',
            properties: { shared: { type: 'boolean', title: 'Are you sure?' } },
            required: ['shared'],
            errorMessage: { required: { shared: 'Tell us if you are sure' } },
            allOf: [{ if: { required: ['shared'] }, then: { required: ['own'] } }],
          },
        },
      },
      'steps/shared/q.ui.json': { group: { shared: { 'ui:widget': 'yesNo', 'ui:help': 'Your answer' } } },
    };
    const [step] = loadSteps([{ id: 'only', title: 'Only' }], documents, { reword: thirdPerson });
    expect(step?.schema).toEqual({
      type: 'object',
      properties: {
        shared: { type: 'boolean', title: 'Are you sure?' },
        own: { type: 'string', title: 'Own?' },
      },
      required: ['shared', 'own'],
      errorMessage: { required: { shared: 'Tell us if you are sure', own: 'Own message' } },
      allOf: [{ if: { required: ['shared'] }, then: { required: ['own'] } }],
    });
    expect(step?.ui).toEqual({
      shared: { 'ui:widget': 'yesNo', 'ui:help': 'Your answer' },
      own: { 'ui:widget': 'text' },
    });
  });

  test('the documents are the files of journey/steps', () => {
    expect(Object.keys(stepDocuments)).toContain('steps/shared/driver-questions.schema.json');
  });
});
