import { withoutUnsaved } from './unsavedItems';

test.each<[string, Record<string, unknown>, [string, number][], Record<string, unknown>]>([
  ['no unsaved item: the same answers', { trips: [{ to: 'A' }] }, [], { trips: [{ to: 'A' }] }],
  [
    'the unsaved item goes, the saved ones stay',
    { home: { trips: [{ to: 'A' }, { to: '' }] }, name: 'Sam' },
    [['home.trips', 1]],
    { home: { trips: [{ to: 'A' }] }, name: 'Sam' },
  ],
  [
    'an item unsaved inside a saved one goes; the one it is in stays an array item',
    { people: [{ trips: [{ to: 'A' }, {}] }] },
    [['people.0.trips', 1]],
    { people: [{ trips: [{ to: 'A' }] }] },
  ],
  [
    'an item unsaved inside an unsaved one goes with it',
    { people: [{ trips: [] }, { trips: [{}] }] },
    [
      ['people', 1],
      ['people.1.trips', 0],
    ],
    { people: [{ trips: [] }] },
  ],
  [
    'a list no longer holding the item is left as it is',
    { trips: [{ to: 'A' }] },
    [['trips', 1]],
    { trips: [{ to: 'A' }] },
  ],
])('%s', (_, data, unsaved, expected) => {
  const result = withoutUnsaved(data, new Map(unsaved));
  expect(result).toEqual(expected);
  if (unsaved.length === 0) expect(result).toBe(data);
});
