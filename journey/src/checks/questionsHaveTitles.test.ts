import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { questionsHaveTitles } from './questionsHaveTitles';

const schemaFile = 'steps/01-about-van/schema.json';
const uiFile = 'steps/01-about-van/ui.json';
const sharedFile = 'steps/shared/questions.schema.json';
const van = ['properties', 'van'];
const question = (name: string) => [...van, 'properties', name];
const noTitle = (answer: string) =>
  `the question ${answer} has no title: customers would see no question text; add a "title"`;

const address = {
  type: 'object',
  properties: {
    postcode: { type: 'string' },
    line_1: { type: 'string' },
  },
};

describe('questionsHaveTitles', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(questionsHaveTitles, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string[]]>([
    [
      'a question without a title',
      (d) => setIn(d, schemaFile, [...question('use'), 'title'], undefined),
      [`${schemaFile}  properties.van.properties.use: ${noTitle('van.use')}`],
    ],
    [
      'a blank title',
      (d) => setIn(d, schemaFile, [...question('use'), 'title'], ' '),
      [`${schemaFile}  properties.van.properties.use: ${noTitle('van.use')}`],
    ],
    [
      "a question titled by its ui document's ui:title",
      (d) => {
        setIn(d, schemaFile, [...question('use'), 'title'], undefined);
        setIn(d, uiFile, ['van', 'use', 'ui:title'], 'What is the van used for?');
      },
      [],
    ],
    [
      'a question drawn hidden',
      (d) => {
        setIn(d, schemaFile, [...question('use'), 'title'], undefined);
        setIn(d, uiFile, ['van', 'use', 'ui:widget'], 'hidden');
      },
      [],
    ],
    [
      'a question asked only when a condition holds (in the then branch)',
      (d) => setIn(d, schemaFile, [...van, 'then', 'properties', 'axles'], { type: 'integer' }),
      [`${schemaFile}  properties.van.then.properties.axles: ${noTitle('van.axles')}`],
    ],
    [
      'an object that groups questions needs no title of its own',
      (d) =>
        setIn(d, schemaFile, [...question('trailer')], {
          type: 'object',
          properties: { make: { type: 'string', title: "What is the trailer's make?" } },
        }),
      [],
    ],
    [
      'an object a widget draws whole (an address) is one question: it needs a title, its answers do not',
      (d) => {
        setIn(d, schemaFile, [...question('address')], address);
        setIn(d, uiFile, ['van', 'address'], { 'ui:widget': 'postcodeAddress' });
      },
      [`${schemaFile}  properties.van.properties.address: ${noTitle('van.address')}`],
    ],
    [
      'the same address with its title',
      (d) => {
        setIn(d, schemaFile, [...question('address')], { ...address, title: 'Where is the van kept?' });
        setIn(d, uiFile, ['van', 'address'], { 'ui:widget': 'postcodeAddress' });
      },
      [],
    ],
    [
      "an object whose widget draws only some of its answers (a vehicle lookup's lookupFields): its other questions are questions",
      (d) => {
        setIn(d, schemaFile, [...question('tows'), 'title'], undefined);
        setIn(d, uiFile, ['van', 'ui:widget'], 'vehicleLookup');
        setIn(d, uiFile, ['van', 'ui:options'], { lookupFields: ['use'] });
      },
      [`${schemaFile}  properties.van.properties.tows: ${noTitle('van.tows')}`],
    ],
    [
      'a list drawn as a repeater, and a question of its items, without titles',
      (d) => {
        setIn(d, schemaFile, [...question('trailers')], {
          type: 'array',
          items: {
            type: 'object',
            properties: { axles: { type: 'integer' }, make: { type: 'string', title: 'Make' } },
          },
        });
        setIn(d, uiFile, ['van', 'trailers'], { 'ui:widget': 'repeater' });
      },
      [
        `${schemaFile}  properties.van.properties.trailers: ${noTitle('van.trailers')}`,
        `${schemaFile}  properties.van.properties.trailers.items.properties.axles: ${noTitle('van.trailers[*].axles')}`,
      ],
    ],
    [
      'a question of a shared group included twice, said once where it is written',
      (d) => {
        d[sharedFile] = { definitions: { hitch: { properties: { hitch_type: { type: 'string' } } } } };
        const include = {
          type: 'object',
          allOf: [{ $ref: '../shared/questions.schema.json#/definitions/hitch' }],
        };
        setIn(d, schemaFile, [...question('front')], include);
        setIn(d, schemaFile, [...question('rear')], include);
      },
      [`${sharedFile}  definitions.hitch.properties.hitch_type: ${noTitle('van.front.hitch_type')}`],
    ],
    [
      "a shared question titled by a shared ui document's ui:title (ui:extends)",
      (d) => {
        d[sharedFile] = { definitions: { hitch: { properties: { hitch_type: { type: 'string' } } } } };
        d['steps/shared/questions.ui.json'] = {
          hitch: { hitch_type: { 'ui:title': 'Which hitch is fitted?' } },
        };
        setIn(d, schemaFile, [...question('front')], {
          type: 'object',
          allOf: [{ $ref: '../shared/questions.schema.json#/definitions/hitch' }],
        });
        setIn(d, uiFile, ['van', 'front'], { 'ui:extends': '../shared/questions.ui.json#/hitch' });
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
            postcode: { type: 'string' },
          },
        };
        d['forms/recall/ui.json'] = {};
      },
      [`forms/recall/schema.json  properties.postcode: ${noTitle('postcode')}`],
    ],
  ])('%s', (_case, breakIt, findings) => {
    const d = fixtureDocuments();
    breakIt(d);
    expect(findingsOf(questionsHaveTitles, d)).toEqual(findings);
  });
});
