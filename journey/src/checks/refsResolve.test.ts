import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { refsResolve } from './refsResolve';

const schemaFile = 'steps/01-about-van/schema.json';
const sharedFile = 'steps/shared/driver-questions.schema.json';
const use = ['properties', 'van', 'properties', 'use'];

/** The fixture with a shared document of questions its step includes, as the real steps do. */
function documents(): Record<string, unknown> {
  const d = fixtureDocuments();
  d[sharedFile] = {
    definitions: {
      'marital-status': { type: 'string', title: 'What is your marital status?' },
      'about-you': { type: 'object', properties: { name: { type: 'string' } } },
    },
  };
  d['steps/shared/driver-questions.ui.json'] = { 'about-you': { name: { 'ui:widget': 'text' } } };
  setIn(d, schemaFile, [...use.slice(0, -1), 'marital_status'], {
    $ref: '../shared/driver-questions.schema.json#/definitions/marital-status',
  });
  return d;
}

const ref = (d: Record<string, unknown>, reference: unknown) =>
  setIn(d, schemaFile, [...use, '$ref'], reference);

describe('refsResolve', () => {
  test('finds nothing when every reference names something', () => {
    expect(findingsOf(refsResolve, documents())).toEqual([]);
  });

  test('a reference may name an item of a list by its place, as a JSON pointer does (allOf/0)', () => {
    const naming = (pointer: string) => {
      const d = documents();
      setIn(d, sharedFile, ['definitions', 'marital-status', 'allOf'], [{ type: 'string' }]);
      ref(d, `../shared/driver-questions.schema.json#/definitions/marital-status/${pointer}`);
      return findingsOf(refsResolve, d);
    };
    expect(naming('allOf/0')).toEqual([]);
    expect(naming('allOf/1')).toEqual([
      `${schemaFile}  properties.van.properties.use.$ref: the reference "../shared/driver-questions.schema.json#/definitions/marital-status/allOf/1" does not exist: journey/${sharedFile} has no "1" in definitions.marital-status.allOf`,
    ]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string[]]>([
    [
      'a reference to a definition that is not there (a letter short)',
      (d) =>
        setIn(
          d,
          schemaFile,
          [...use.slice(0, -1), 'marital_status', '$ref'],
          '../shared/driver-questions.schema.json#/definitions/marital-statu',
        ),
      [
        `${schemaFile}  properties.van.properties.marital_status.$ref: the reference "../shared/driver-questions.schema.json#/definitions/marital-statu" does not exist: journey/${sharedFile} has no "marital-statu" in definitions (did you mean "marital-status"?)`,
      ],
    ],
    [
      'a reference to a file that is not there',
      (d) => ref(d, '../shared/driver-question.schema.json#/definitions/about-you'),
      [
        `${schemaFile}  properties.van.properties.use.$ref: the reference "../shared/driver-question.schema.json#/definitions/about-you" does not exist: there is no file journey/steps/shared/driver-question.schema.json (did you mean "driver-questions.schema.json"?)`,
      ],
    ],
    [
      'a reference without the "/" after "#"',
      (d) => ref(d, '../shared/driver-questions.schema.json#definitions/about-you'),
      [
        `${schemaFile}  properties.van.properties.use.$ref: the reference "../shared/driver-questions.schema.json#definitions/about-you" does not exist: what follows "#" must start with "/" ("#/definitions/...")`,
      ],
    ],
    [
      'a reference outside journey/',
      (d) => ref(d, '../../../schemas/common/postcode.schema.json'),
      [
        `${schemaFile}  properties.van.properties.use.$ref: the reference "../../../schemas/common/postcode.schema.json" points outside journey/: a journey document can only include other journey documents`,
      ],
    ],
    [
      'a reference that is not a text',
      (d) => ref(d, 7),
      [
        `${schemaFile}  properties.van.properties.use.$ref: a reference must be a text naming a schema, not 7`,
      ],
    ],
    [
      'a reference to a title, not a schema',
      (d) => ref(d, '../shared/driver-questions.schema.json#/definitions/marital-status/title'),
      [
        `${schemaFile}  properties.van.properties.use.$ref: the reference "../shared/driver-questions.schema.json#/definitions/marital-status/title" names definitions.marital-status.title of journey/${sharedFile}, which is not a schema or a number`,
      ],
    ],
    [
      'a broken reference in a shared document, named where it is written',
      (d) =>
        setIn(
          d,
          sharedFile,
          ['definitions', 'about-you', 'properties', 'title', '$ref'],
          '#/definitions/title',
        ),
      [
        `${sharedFile}  definitions.about-you.properties.title.$ref: the reference "#/definitions/title" does not exist: journey/${sharedFile} has no "title" in definitions`,
      ],
    ],
    [
      'a broken reference in a form',
      (d) => {
        d['forms/recall/schema.json'] = { properties: { email: { $ref: '../../steps/shared/email.json' } } };
        d['forms/recall/ui.json'] = {};
      },
      [
        'forms/recall/schema.json  properties.email.$ref: the reference "../../steps/shared/email.json" does not exist: there is no file journey/steps/shared/email.json',
      ],
    ],
    [
      'a reference that includes itself',
      (d) =>
        setIn(
          d,
          sharedFile,
          ['definitions', 'about-you', 'properties', 'again', '$ref'],
          '#/definitions/about-you',
        ),
      [
        `${sharedFile}  definitions.about-you.properties.again.$ref: the reference "#/definitions/about-you" includes itself (it leads back to where it is written): the journey would never finish loading`,
      ],
    ],
    [
      'a ui:extends that names nothing',
      (d) =>
        setIn(
          d,
          'steps/01-about-van/ui.json',
          ['ui:extends'],
          '../shared/driver-questions.ui.json#/about-yuo',
        ),
      [
        'steps/01-about-van/ui.json  ui:extends: the reference "../shared/driver-questions.ui.json#/about-yuo" does not exist: journey/steps/shared/driver-questions.ui.json has no "about-yuo" at its top level (did you mean "about-you"?)',
      ],
    ],
    [
      'a limit that names a number written once elsewhere is no problem',
      (d) => {
        setIn(d, sharedFile, ['definitions', 'about-you', 'properties', 'name', 'maxLength'], 50);
        setIn(d, schemaFile, [...use.slice(0, -1), 'trailer_weight', 'maximum'], {
          $ref: '../shared/driver-questions.schema.json#/definitions/about-you/properties/name/maxLength',
        });
      },
      [],
    ],
    [
      'a ui:extends to a number is still refused',
      (d) => {
        setIn(d, 'steps/shared/driver-questions.ui.json', ['size'], 3);
        setIn(d, 'steps/01-about-van/ui.json', ['ui:extends'], '../shared/driver-questions.ui.json#/size');
      },
      [
        'steps/01-about-van/ui.json  ui:extends: the reference "../shared/driver-questions.ui.json#/size" names size of journey/steps/shared/driver-questions.ui.json, which is not a schema',
      ],
    ],
    [
      '"$ref" inside an enum is data, not a reference',
      (d) => setIn(d, schemaFile, [...use, 'enum'], [{ $ref: 'x' }]),
      [],
    ],
  ])('%s', (_case, breakIt, findings) => {
    const d = documents();
    breakIt(d);
    expect(findingsOf(refsResolve, d)).toEqual(findings);
  });
});
