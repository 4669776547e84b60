import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { conditionsAreIfThen } from './conditionsAreIfThen';

const schemaFile = 'steps/01-about-van/schema.json';
const van = ['properties', 'van'];
const weight = { properties: { trailer_weight: { type: 'integer', title: 'Weight' } } };
const unread =
  'which the form and the server do not read as a condition: a hidden answer would not be cleared and the summary would not show the question.';

describe('conditionsAreIfThen', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(conditionsAreIfThen, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string[]]>([
    [
      'a question asked through oneOf',
      (d) => setIn(d, schemaFile, [...van, 'oneOf'], [weight, {}]),
      [
        `${schemaFile}  properties.van.oneOf: chooses what is asked with "oneOf", ${unread} Write the choice as "if"/"then"/"else" inside "allOf"`,
      ],
    ],
    [
      'anyOf inside an allOf member',
      (d) => setIn(d, schemaFile, [...van, 'allOf'], [{ anyOf: [weight, {}] }]),
      [
        `${schemaFile}  properties.van.allOf.0.anyOf: chooses what is asked with "anyOf", ${unread} Write the choice as "if"/"then"/"else" inside "allOf"`,
      ],
    ],
    [
      'a schema dependency',
      (d) => setIn(d, schemaFile, [...van, 'dependencies'], { tows: weight }),
      [
        `${schemaFile}  properties.van.dependencies.tows: asks questions when "tows" is answered through "dependencies", ${unread} Write it as "if": { "required": ["tows"] } with "then", inside "allOf"`,
      ],
    ],
    [
      'dependentSchemas in a shared definition',
      (d) => {
        d['steps/shared/questions.schema.json'] = {
          definitions: { van: { dependentSchemas: { tows: weight } } },
        };
      },
      [
        `steps/shared/questions.schema.json  definitions.van.dependentSchemas: chooses what is asked with "dependentSchemas", ${unread} Write the choice as "if"/"then"/"else" inside "allOf"`,
      ],
    ],
    [
      'anyOf and oneOf inside a condition only test the answers',
      (d) =>
        setIn(d, schemaFile, [...van, 'if'], {
          anyOf: [{ required: ['tows'] }, { required: ['use'] }],
          not: { oneOf: [{ required: ['use'] }] },
        }),
      [],
    ],
    [
      'a dependency that only requires another answer',
      (d) => setIn(d, schemaFile, [...van, 'dependencies'], { tows: ['use'] }),
      [],
    ],
  ])('%s', (_case, breakIt, findings) => {
    const documents = fixtureDocuments();
    breakIt(documents);
    expect(findingsOf(conditionsAreIfThen, documents)).toEqual(findings);
  });
});
