import { removedIndex } from './removedIndex';

const a = { name: 'a' };
const b = { name: 'b' };
const c = { name: 'c' };

describe('removedIndex', () => {
  test.each<[string, unknown, unknown, number | undefined]>([
    ['the first item', [a, b, c], [b, c], 0],
    ['a middle item', [a, b, c], [a, c], 1],
    ['the last item', [a, b, c], [a, b], 2],
    ['the only item', [a], [], 0],
    ['copies of the items (compared by value)', [a, b, c], [{ ...a }, { ...c }], 1],
    ['of two equal neighbours, the last', [a, b, b], [a, b], 2],
    ['nothing removed', [a, b], [a, b], undefined],
    ['an item added', [a], [a, b], undefined],
    ['two removed', [a, b, c], [a], undefined],
    ['one removed and another changed', [a, b, c], [{ name: 'x' }, c], undefined],
    ['no list before', undefined, [], undefined],
    ['no list after', [a], undefined, undefined],
  ])('%s', (_name, previous, next, expected) => {
    expect(removedIndex(previous, next)).toBe(expected);
  });
});
