import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { repeatersHaveMaxItems } from './repeatersHaveMaxItems';

const schemaFile = 'steps/01-about-van/schema.json';
const uiFile = 'steps/01-about-van/ui.json';
const trips = ['properties', 'van', 'properties', 'trips'];
const list = (extra: Record<string, unknown> = {}) => ({
  type: 'array',
  title: 'Your trips',
  items: { type: 'object', properties: { when: { type: 'string', title: 'When?' } } },
  ...extra,
});

describe('repeatersHaveMaxItems', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(repeatersHaveMaxItems, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string[]]>([
    [
      'a repeater without maxItems',
      (d) => {
        setIn(d, schemaFile, trips, list());
        setIn(d, uiFile, ['van', 'trips'], { 'ui:widget': 'repeater' });
      },
      [
        `${schemaFile}  properties.van.properties.trips: the list van.trips is drawn as a repeater but states no maxItems: its Add button would never hide; write the most items it takes (the specification's default is 5) as "maxItems"`,
      ],
    ],
    [
      'a repeater with its maximum',
      (d) => {
        setIn(d, schemaFile, trips, list({ maxItems: 5 }));
        setIn(d, uiFile, ['van', 'trips'], { 'ui:widget': 'repeater' });
      },
      [],
    ],
    [
      'a repeater whose maximum is written in the branch that asks it',
      (d) => {
        setIn(d, schemaFile, trips, list());
        setIn(d, schemaFile, ['properties', 'van', 'then', 'properties', 'trips'], { maxItems: 3 });
        setIn(d, uiFile, ['van', 'trips'], { 'ui:widget': 'repeater' });
      },
      [],
    ],
    ['a list no repeater draws', (d) => setIn(d, schemaFile, trips, list()), []],
  ])('%s', (_description, change, expected) => {
    const documents = fixtureDocuments();
    change(documents);
    expect(findingsOf(repeatersHaveMaxItems, documents)).toEqual(expected);
  });
});
