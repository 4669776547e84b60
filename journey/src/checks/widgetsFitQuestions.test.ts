import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { widgetsFitQuestions } from './widgetsFitQuestions';

const schemaFile = 'steps/01-about-van/schema.json';
const uiFile = 'steps/01-about-van/ui.json';
const advice =
  "in its schema: customers could not give an answer the step accepts. Choose a widget for this kind of answer, or correct the question's schema";

describe('widgetsFitQuestions', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(widgetsFitQuestions, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string[]]>([
    [
      'a list widget on a yes/no question',
      (d) => setIn(d, uiFile, ['van', 'tows', 'ui:widget'], 'listSelect'),
      [
        `${uiFile}  van.tows.ui:widget: the widget "listSelect" offers a list's options, but the question tows takes boolean and names no list (nor enum) ${advice}`,
      ],
    ],
    [
      'yes/no on a number',
      (d) => setIn(d, uiFile, ['van', 'trailer_weight', 'ui:widget'], 'yesNo'),
      [
        `${uiFile}  van.trailer_weight.ui:widget: the widget "yesNo" asks yes or no (true or false, or a two-option list), but the question trailer_weight takes integer and names no list (nor enum) ${advice}`,
      ],
    ],
    [
      'a repeater on a question that is no list of items',
      (d) => setIn(d, uiFile, ['van', 'tows', 'ui:widget'], 'repeater'),
      [
        `${uiFile}  van.tows.ui:widget: the widget "repeater" adds and removes the items of a list, but the question tows takes boolean ${advice}`,
      ],
    ],
    [
      'a number widget on a list question',
      (d) => setIn(d, uiFile, ['van', 'use', 'ui:widget'], 'number'),
      [
        `${uiFile}  van.use.ui:widget: the widget "number" takes a number, but the question use takes string ${advice}`,
      ],
    ],
    [
      'a list widget on a question whose enum is in a branch',
      (d) => {
        setIn(d, schemaFile, ['properties', 'van', 'properties', 'size'], {
          type: 'string',
          title: 'Size',
          allOf: [{ enum: ['S', 'L'] }],
        });
        setIn(d, uiFile, ['van', 'size'], { 'ui:widget': 'listSelect' });
      },
      [],
    ],
    ['yes/no on a list question', (d) => setIn(d, uiFile, ['van', 'use', 'ui:widget'], 'yesNo'), []],
  ])('%s', (_case, breakIt, findings) => {
    const documents = fixtureDocuments();
    breakIt(documents);
    expect(findingsOf(widgetsFitQuestions, documents)).toEqual(findings);
  });
});
