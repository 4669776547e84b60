import { findingsOf, fixtureDocuments, setIn } from '../../../tests/support/journey/checkFixture';
import { formsAgreeWithSteps } from './formsAgreeWithSteps';

const form = 'forms/trailer/schema.json';
const step = 'steps/01-about-van/schema.json';
const sameQuestion = `in ${step}, which asks the same question: the page would take answers the step refuses, or refuse answers it takes.`;

/** The fixture's journey with a page form asking the trailer weight again, as `weight` says. */
function withForm(weight: Record<string, unknown>) {
  const documents = fixtureDocuments();
  documents[form] = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Trailer',
    type: 'object',
    properties: { van: { type: 'object', properties: { trailer_weight: weight } } },
  };
  documents['forms/trailer/ui.json'] = { 'ui:order': ['van', '*'] };
  return documents;
}

const weight = { type: 'integer', minimum: 0, title: 'Trailer weight' };

describe('formsAgreeWithSteps', () => {
  test('finds nothing when the form states what the step states, whatever its words', () => {
    expect(findingsOf(formsAgreeWithSteps, withForm(weight))).toEqual([]);
    expect(findingsOf(formsAgreeWithSteps, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, Record<string, unknown>, string]>([
    [
      'a limit that differs',
      { ...weight, minimum: 100 },
      `minimum is 100 here but 0 ${sameQuestion} Write the same minimum in both`,
    ],
    [
      'a limit the form adds',
      { ...weight, maximum: 3500 },
      `maximum is 3500 here but not set ${sameQuestion} Write the same maximum in both`,
    ],
    [
      'a rule between two answers the form adds',
      { ...weight, notAfterAnswer: '1/bought' },
      `notAfterAnswer is "1/bought" here but not set ${sameQuestion} Write the same notAfterAnswer in both`,
    ],
    [
      'a limit the form leaves out',
      { type: 'integer', title: 'Trailer weight' },
      `minimum is not set here but 0 ${sameQuestion} Write the same minimum in both`,
    ],
  ])('%s', (_case, given, message) => {
    expect(findingsOf(formsAgreeWithSteps, withForm(given))).toEqual([
      `${form}  van.trailer_weight: ${message}`,
    ]);
  });

  test('a limit changed in the step and not in the form is found in the form', () => {
    const documents = withForm(weight);
    setIn(documents, step, ['properties', 'van', 'properties', 'trailer_weight', 'minimum'], 50);
    expect(findingsOf(formsAgreeWithSteps, documents)).toEqual([
      `${form}  van.trailer_weight: minimum is 0 here but 50 ${sameQuestion} Write the same minimum in both`,
    ]);
  });
});
