import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { conditionsRequireTheirAnswers } from './conditionsRequireTheirAnswers';

const schemaFile = 'steps/01-about-van/schema.json';
const condition = ['properties', 'van', 'if'];
const advice = (name: string) =>
  `but does not require it: a condition holds while its answer is not given, so what its "then" asks is asked, and required, before that question is answered. Add "${name}" to the condition's "required" beside "properties"`;

describe('conditionsRequireTheirAnswers', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(conditionsRequireTheirAnswers, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string[]]>([
    [
      'a condition on a question, without required',
      (d) => setIn(d, schemaFile, condition, { properties: { tows: { const: true } } }),
      [
        `${schemaFile}  properties.van.if.properties.tows: the condition tests "Is the van used to tow a trailer?" (tows) ${advice('tows')}`,
      ],
    ],
    [
      'a "not one of" condition on a list question, requiring another answer only',
      (d) =>
        setIn(d, schemaFile, condition, {
          properties: { tows: { const: true }, use: { not: { enum: ['1'] } } },
          required: ['tows'],
        }),
      [
        `${schemaFile}  properties.van.if.properties.use: the condition tests "What is the van used for?" (use) ${advice('use')}`,
      ],
    ],
    [
      'a condition requiring every question it tests',
      (d) =>
        setIn(d, schemaFile, condition, {
          properties: { tows: { const: true }, use: { not: { enum: ['1'] } } },
          required: ['tows', 'use'],
        }),
      [],
    ],
    [
      'a condition on an answer the customer is not asked (one the server sets)',
      (d) => setIn(d, schemaFile, condition, { properties: { source: { enum: ['Website', null] } } }),
      [],
    ],
  ])('%s', (_case, breakIt, findings) => {
    const documents = fixtureDocuments();
    breakIt(documents);
    expect(findingsOf(conditionsRequireTheirAnswers, documents)).toEqual(findings);
  });
});
