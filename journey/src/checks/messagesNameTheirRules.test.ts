import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { messagesNameTheirRules } from './messagesNameTheirRules';

const schemaFile = 'steps/01-about-van/schema.json';
const sharedFile = 'steps/shared/questions.schema.json';
const van = ['properties', 'van'];
const question = (name: string) => [...van, 'properties', name];
const noRule = (keyword: string, hint = '') =>
  `the message for ${keyword} is never shown: this question has no ${keyword}${hint}, so the message replaces nothing. Add the rule beside the message, or remove the message`;
const notRequired = (name: string, requires: string) =>
  `the message for required.${name} is never shown: "${name}" is not in the "required" list beside it ${requires}: only a "required" list in the same place shows it. Require the question here, or move the message beside the list that requires it`;

/** A group of towing questions in a shared document, included by the van with allOf/$ref. */
function withSharedGroup(d: Record<string, unknown>, group: Record<string, unknown>) {
  d[sharedFile] = { definitions: { towing: group } };
  setIn(d, schemaFile, [...van, 'allOf'], [{ $ref: '../shared/questions.schema.json#/definitions/towing' }]);
}

describe('messagesNameTheirRules', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(messagesNameTheirRules, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string[]]>([
    [
      'a minimum message on a yes/no question, which has no minimum',
      (d) => setIn(d, schemaFile, [...question('tows'), 'errorMessage'], { minimum: 'Too small' }),
      [`${schemaFile}  properties.van.properties.tows.errorMessage.minimum: ${noRule('minimum')}`],
    ],
    [
      'a misspelt keyword',
      (d) =>
        setIn(d, schemaFile, [...question('trailer_weight'), 'errorMessage'], {
          minimun: 'The weight cannot be negative',
        }),
      [
        `${schemaFile}  properties.van.properties.trailer_weight.errorMessage.minimun: ${noRule('minimun', ' (did you mean "minimum"?)')}`,
      ],
    ],
    [
      'messages for the rules the question has, the journey keywords and formats included',
      (d) => {
        setIn(d, schemaFile, [...question('trailer_weight'), 'errorMessage'], {
          minimum: 'The weight cannot be negative',
          type: 'Please enter a number',
        });
        setIn(d, schemaFile, [...question('use'), 'errorMessage'], { list: 'Please choose a use' });
        setIn(d, schemaFile, [...question('bought')], {
          type: 'string',
          format: 'date',
          latestDate: 'today',
          title: 'When did you buy it?',
          errorMessage: {
            format: 'Please enter a valid date',
            latestDate: 'Please enter a date up to today',
          },
        });
      },
      [],
    ],
    [
      'a format message on a list question, which has no format',
      (d) =>
        setIn(d, schemaFile, [...question('use'), 'errorMessage'], { list: 'Choose one', format: 'Bad' }),
      [`${schemaFile}  properties.van.properties.use.errorMessage.format: ${noRule('format')}`],
    ],
    [
      'a minAge message on a date of birth that states only a maxAge',
      (d) =>
        setIn(d, schemaFile, [...question('born')], {
          type: 'string',
          format: 'date',
          maxAge: 120,
          title: 'Date of birth',
          errorMessage: { minAge: 'You must be 17 or over', maxAge: 'Please check the date' },
        }),
      [`${schemaFile}  properties.van.properties.born.errorMessage.minAge: ${noRule('minAge')}`],
    ],
    [
      "a message for a question required only in the then branch, written beside the object's list",
      (d) =>
        setIn(
          d,
          schemaFile,
          [...van, 'errorMessage', 'required', 'trailer_weight'],
          'Please enter the weight',
        ),
      [
        `${schemaFile}  properties.van.errorMessage.required.trailer_weight: ${notRequired('trailer_weight', '(it requires "tows")')}`,
      ],
    ],
    [
      'a message in the then branch for a question that branch does not require',
      (d) => setIn(d, schemaFile, [...van, 'then', 'errorMessage', 'required', 'use'], 'Please choose a use'),
      [
        `${schemaFile}  properties.van.then.errorMessage.required.use: ${notRequired('use', '(it requires "trailer_weight")')}`,
      ],
    ],
    [
      'a misspelt name in the required messages',
      (d) => setIn(d, schemaFile, [...van, 'errorMessage', 'required'], { towz: 'Please tell us' }),
      [
        `${schemaFile}  properties.van.errorMessage.required.towz: ${notRequired('towz', '(did you mean "tows"?) (it requires "tows")')}`,
      ],
    ],
    [
      'required messages where nothing is required',
      (d) => setIn(d, schemaFile, [...question('tows'), 'errorMessage'], { required: 'Please answer' }),
      [`${schemaFile}  properties.van.properties.tows.errorMessage.required: ${noRule('required')}`],
    ],
    [
      'a single text, a message for every other error (_) and a message per question (properties) that all name what is there',
      (d) => {
        setIn(d, schemaFile, [...question('use'), 'errorMessage'], 'Please choose a use');
        setIn(d, schemaFile, [...van, 'errorMessage', '_'], 'Please check the van');
        setIn(d, schemaFile, [...van, 'errorMessage', 'properties'], {
          use: 'Please choose a use',
          trailer_weight: 'Please check the weight',
        });
      },
      [],
    ],
    [
      'a message per question naming no question of the object',
      (d) =>
        setIn(d, schemaFile, [...van, 'errorMessage', 'properties'], { trailer_wieght: 'Check the weight' }),
      [
        `${schemaFile}  properties.van.errorMessage.properties.trailer_wieght: the message for properties.trailer_wieght is never shown: no question "trailer_wieght" is asked here (did you mean "trailer_weight"?). Correct the name, or remove the message`,
      ],
    ],
    [
      'a message for the items of a question that is not a list',
      (d) => setIn(d, schemaFile, [...question('use'), 'errorMessage'], { items: ['Choose one'] }),
      [
        `${schemaFile}  properties.van.properties.use.errorMessage.items: the message for items is never shown: this question is not a list (it has no "items"). Remove the message, or move it to the list`,
      ],
    ],
    [
      'a shared group whose message names a question the including object requires (merged into one object)',
      (d) => {
        withSharedGroup(d, {
          properties: { hitch: { type: 'string', title: 'Which hitch?' } },
          errorMessage: { required: { hitch: 'Please tell us the hitch' } },
        });
        setIn(d, schemaFile, [...van, 'required'], ['tows', 'hitch']);
      },
      [],
    ],
    [
      'a shared group whose message names a question nobody requires, said once (as its including object reads it)',
      (d) =>
        withSharedGroup(d, {
          properties: { hitch: { type: 'string', title: 'Which hitch?' } },
          errorMessage: { required: { hitch: 'Please tell us the hitch' } },
        }),
      [
        `${sharedFile}  definitions.towing.errorMessage.required.hitch: ${notRequired('hitch', '(it requires "tows")')}`,
      ],
    ],
    [
      'a condition (an allOf member with an if) is an object of its own, not merged',
      (d) =>
        setIn(
          d,
          schemaFile,
          [...van, 'allOf'],
          [
            {
              if: { properties: { tows: { const: false } }, required: ['tows'] },
              then: {},
              errorMessage: { required: { tows: 'Please tell us if the van tows a trailer' } },
            },
          ],
        ),
      [
        `${schemaFile}  properties.van.allOf.0.errorMessage.required.tows: ${notRequired('tows', '(there is none here)')}`,
      ],
    ],
    [
      'a form',
      (d) => {
        d['forms/recall/schema.json'] = {
          type: 'object',
          properties: {
            postcode: {
              type: 'string',
              title: 'Postcode',
              maxLength: 8,
              errorMessage: { maxLength: 'Too long', minLength: 'Too short' },
            },
          },
        };
        d['forms/recall/ui.json'] = {};
      },
      [
        `forms/recall/schema.json  properties.postcode.errorMessage.minLength: ${noRule('minLength', ' (did you mean "maxLength"?)')}`,
      ],
    ],
  ])('%s', (_case, breakIt, findings) => {
    const d = fixtureDocuments();
    breakIt(d);
    expect(findingsOf(messagesNameTheirRules, d)).toEqual(findings);
  });
});
