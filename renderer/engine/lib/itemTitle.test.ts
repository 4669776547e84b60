import { itemTitle } from './itemTitle';

test.each<[object, number, string]>([
  [{ itemTitle: 'Additional Driver', numbered: true }, 0, 'Additional Driver 1'],
  [{ itemTitle: 'Claim' }, 1, 'Claim 2'],
  [{ itemTitle: 'Your van', numbered: false }, 0, 'Your van'],
  [{ itemTitle: 'Driver {n} of 4' }, 2, 'Driver 3 of 4'],
  [{}, 0, 'Drivers 1'],
])('%j, item %i: "%s"', (options, index, title) => {
  expect(itemTitle(options, index, 'Drivers')).toBe(title);
});
