import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { requiredHaveMessages } from './requiredHaveMessages';
import { requiredQuestionsExist } from './requiredQuestionsExist';

const schemaFile = 'steps/01-about-van/schema.json';
const van = ['properties', 'van'];
const stuck =
  'customers could never answer it and would be stuck. Correct the name, or add the question to "properties"';
const onlyInBranch = (name: string) =>
  `${JSON.stringify(name)} is required here, but it is asked only when a condition holds (in a then/else branch): customers who are not asked it could never answer it and would be stuck. Require it in that branch instead`;

describe('requiredQuestionsExist', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(requiredQuestionsExist, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string[]]>([
    [
      "the trial's question: 'tools' required of every van though asked only unless kept in a garage",
      (d) => {
        setIn(d, schemaFile, [...van, 'else'], { properties: { tools: { type: 'boolean' } } });
        setIn(d, schemaFile, [...van, 'required'], ['tows', 'tools']);
      },
      [`${schemaFile}  properties.van.required.1: ${onlyInBranch('tools')}`],
    ],
    [
      'the same question required in its branch',
      (d) =>
        setIn(d, schemaFile, [...van, 'else'], {
          properties: { tools: { type: 'boolean' } },
          required: ['tools'],
        }),
      [],
    ],
    [
      'a misspelt name in a branch',
      (d) => setIn(d, schemaFile, [...van, 'then', 'required'], ['trailer_wieght']),
      [
        `${schemaFile}  properties.van.then.required.0: "trailer_wieght" is required but no question of that name is asked here (did you mean "trailer_weight"?): ${stuck}`,
      ],
    ],
    [
      'a name that is no question at all',
      (d) => setIn(d, schemaFile, [...van, 'required'], ['tows', 'colour']),
      [
        `${schemaFile}  properties.van.required.1: "colour" is required but no question of that name is asked here: ${stuck}`,
      ],
    ],
    [
      'a group included from a shared document, requiring a question of its own and one of the including object',
      (d) => {
        d['steps/shared/questions.schema.json'] = {
          definitions: {
            towing: {
              properties: { hitch: { type: 'string' } },
              required: ['hitch', 'tows', 'axels'],
            },
          },
        };
        setIn(
          d,
          schemaFile,
          [...van, 'allOf'],
          [{ $ref: '../shared/questions.schema.json#/definitions/towing' }],
        );
      },
      [
        `steps/shared/questions.schema.json  definitions.towing.required.2: "axels" is required but no question of that name is asked here: ${stuck}`,
      ],
    ],
    [
      'a form',
      (d) => {
        d['forms/recall/schema.json'] = {
          type: 'object',
          properties: { email: { type: 'string' } },
          required: ['e_mail'],
        };
        d['forms/recall/ui.json'] = {};
      },
      [
        `forms/recall/schema.json  required.0: "e_mail" is required but no question of that name is asked here (did you mean "email"?): ${stuck}`,
      ],
    ],
  ])('%s', (_case, breakIt, findings) => {
    const d = fixtureDocuments();
    breakIt(d);
    expect(findingsOf(requiredQuestionsExist, d)).toEqual(findings);
  });

  test('a required question without a message is required-have-messages’ finding, not a second one here', () => {
    const d = fixtureDocuments();
    setIn(d, schemaFile, [...van, 'then', 'errorMessage'], undefined);
    expect(findingsOf(requiredQuestionsExist, d)).toEqual([]);
    expect(findingsOf(requiredHaveMessages, d)).toEqual([
      `${schemaFile}  van.trailer_weight: the required question has no message (errorMessage.required)`,
    ]);
  });
});
