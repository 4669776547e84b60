import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { questionsHaveTypes } from './questionsHaveTypes';

const schemaFile = 'steps/01-about-van/schema.json';
const uiFile = 'steps/01-about-van/ui.json';
const sharedFile = 'steps/shared/questions.schema.json';
const van = ['properties', 'van'];
const question = (name: string) => [...van, 'properties', name];
const noType = (answer: string) =>
  `the question ${answer} states no type: it accepts any answer (a text, a number, a yes/no, a list) and the check against the Proposal cannot compare it; add a "type" (or the values it takes as "enum" or "const")`;

describe('questionsHaveTypes', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(questionsHaveTypes, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string[]]>([
    [
      'a question without a type',
      (d) => setIn(d, schemaFile, [...question('use'), 'type'], undefined),
      [`${schemaFile}  properties.van.properties.use: ${noType('van.use')}`],
    ],
    [
      'questions stating their values instead (enum, const)',
      (d) => {
        setIn(d, schemaFile, [...question('use')], { enum: ['1', '2'], title: 'What is the van used for?' });
        setIn(d, schemaFile, [...question('agreed')], { const: true, title: 'I agree' });
      },
      [],
    ],
    [
      'a question asked only when a condition holds (in the then branch)',
      (d) => setIn(d, schemaFile, [...van, 'then', 'properties', 'axles'], { title: 'How many axles?' }),
      [`${schemaFile}  properties.van.then.properties.axles: ${noType('van.axles')}`],
    ],
    [
      'a question whose type is in another of its definitions (a branch adding a limit)',
      (d) => setIn(d, schemaFile, [...van, 'then', 'properties', 'trailer_weight'], { maximum: 3500 }),
      [],
    ],
    [
      'a question drawn hidden still takes an answer',
      (d) => {
        setIn(d, schemaFile, [...question('use'), 'type'], undefined);
        setIn(d, uiFile, ['van', 'use', 'ui:widget'], 'hidden');
      },
      [`${schemaFile}  properties.van.properties.use: ${noType('van.use')}`],
    ],
    [
      'an object of questions states what it takes through its questions',
      (d) =>
        setIn(d, schemaFile, [...question('trailer')], {
          properties: { make: { type: 'string', title: "What is the trailer's make?" } },
        }),
      [],
    ],
    [
      'a list without a type, and a list whose items state none',
      (d) => {
        setIn(d, schemaFile, [...question('trailers')], {
          title: 'Your trailers',
          items: { type: 'object', properties: { axles: { type: 'integer', title: 'Axles' } } },
        });
        setIn(d, schemaFile, [...question('tools')], { type: 'array', title: 'Your tools', items: {} });
      },
      [
        `${schemaFile}  properties.van.properties.trailers: ${noType('van.trailers')}`,
        `${schemaFile}  properties.van.properties.tools.items: the items of van.tools state no type: they accept any answer (a text, a number, a yes/no, a list) and the check against the Proposal cannot compare them; add a "type" (or the values they take as "enum" or "const")`,
      ],
    ],
    [
      'a question of a shared group included twice, said once where it is written',
      (d) => {
        d[sharedFile] = {
          definitions: { hitch: { properties: { hitch_type: { title: 'Which hitch is fitted?' } } } },
        };
        const include = {
          type: 'object',
          allOf: [{ $ref: '../shared/questions.schema.json#/definitions/hitch' }],
        };
        setIn(d, schemaFile, [...question('front')], include);
        setIn(d, schemaFile, [...question('rear')], include);
      },
      [`${sharedFile}  definitions.hitch.properties.hitch_type: ${noType('van.front.hitch_type')}`],
    ],
    [
      'a question whose type comes from the shared definition it references',
      (d) => {
        d[sharedFile] = { definitions: { weight: { type: 'integer', minimum: 0 } } };
        setIn(d, schemaFile, [...question('trailer_weight')], {
          $ref: '../shared/questions.schema.json#/definitions/weight',
          title: 'What is the maximum trailer weight?',
        });
      },
      [],
    ],
    [
      'a form',
      (d) => {
        d['forms/recall/schema.json'] = {
          type: 'object',
          properties: {
            reference: { type: 'string', title: 'Quote reference' },
            dob: { title: 'Date of birth' },
          },
        };
        d['forms/recall/ui.json'] = {};
      },
      [`forms/recall/schema.json  properties.dob: ${noType('dob')}`],
    ],
  ])('%s', (_case, breakIt, findings) => {
    const d = fixtureDocuments();
    breakIt(d);
    expect(findingsOf(questionsHaveTypes, d)).toEqual(findings);
  });
});
