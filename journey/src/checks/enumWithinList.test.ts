import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { enumWithinList } from './enumWithinList';

const schemaFile = 'steps/01-about-van/schema.json';
const use = ['properties', 'van', 'properties', 'use'];
const notAnOption = (value: string, near = '') =>
  `${JSON.stringify(value)} is not an option of the list class_of_use this question names${near}: no customer could choose it. Correct it, or add the option to journey/lists/class_of_use.json`;

describe('enumWithinList', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(enumWithinList, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string[]]>([
    ['an enum within the list', (d) => setIn(d, schemaFile, [...use, 'enum'], ['2']), []],
    [
      "an enum beside the list with a value it does not have (the trial's DRIVEWAY for DRIVE)",
      (d) => setIn(d, schemaFile, [...use, 'enum'], ['1', 'Business']),
      [
        `${schemaFile}  properties.van.properties.use.enum.1: ${notAnOption('Business', ' (did you mean "2"?)')}`,
      ],
    ],
    [
      'a const beside the list',
      (d) => setIn(d, schemaFile, [...use, 'const'], '3'),
      [`${schemaFile}  properties.van.properties.use.const: ${notAnOption('3')}`],
    ],
    [
      'an enum in a branch narrowing the question the list is named on',
      (d) => setIn(d, schemaFile, ['properties', 'van', 'then', 'properties', 'use'], { enum: ['1', '9'] }),
      [`${schemaFile}  properties.van.then.properties.use.enum.1: ${notAnOption('9')}`],
    ],
    [
      'an enum on list items in a shared definition',
      (d) => {
        d['steps/shared/questions.schema.json'] = {
          definitions: {
            uses: { type: 'array', items: { type: 'string', list: 'class_of_use', enum: ['1', '5'] } },
          },
        };
      },
      [`steps/shared/questions.schema.json  definitions.uses.items.enum.1: ${notAnOption('5')}`],
    ],
    [
      'an enum in a form',
      (d) => {
        d['forms/use/schema.json'] = {
          type: 'object',
          properties: { use: { list: 'class_of_use', enum: ['x'] } },
        };
        d['forms/use/ui.json'] = {};
      },
      [`forms/use/schema.json  properties.use.enum.0: ${notAnOption('x')}`],
    ],
    ['an enum on a question without a list', (d) => setIn(d, schemaFile, [...use, 'list'], undefined), []],
  ])('%s', (_case, breakIt, findings) => {
    const d = fixtureDocuments();
    setIn(d, schemaFile, [...use, 'enum'], ['1', '2']);
    breakIt(d);
    expect(findingsOf(enumWithinList, d)).toEqual(findings);
  });
});
