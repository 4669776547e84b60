import { itemTitle } from './itemTitle';

test.each<[object, number, string]>([
  [{ itemTitle: 'Additional Guest', numbered: true }, 0, 'Additional Guest 1'],
  [{ itemTitle: 'Trip' }, 1, 'Trip 2'],
  [{ itemTitle: 'Your home', numbered: false }, 0, 'Your home'],
  [{ itemTitle: 'Guest {n} of 4' }, 2, 'Guest 3 of 4'],
  [{}, 0, 'Guests 1'],
])('%j, item %i: "%s"', (options, index, title) => {
  expect(itemTitle(options, index, 'Guests')).toBe(title);
});
