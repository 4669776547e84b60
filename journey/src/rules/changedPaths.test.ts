import { changedPaths } from './changedPaths';

const shared = { a: 1, b: [1, 2] };

describe('changedPaths', () => {
  // [name, document, reference, the places found]
  const cases: [string, unknown, unknown, (string | number)[][]][] = [
    ['the very same answers', { risk: shared }, { risk: shared }, []],
    ['the same answers in new objects', { risk: { a: 1, b: [1, 2] } }, { risk: { a: 1, b: [1, 2] } }, []],
    ['a value changed', { risk: { a: 2, b: [1, 2] } }, { risk: shared }, [['risk', 'a']]],
    ['an answer added', { risk: { ...shared, c: 3 } }, { risk: shared }, [['risk', 'c']]],
    ['an answer removed', { risk: { a: 1 } }, { risk: shared }, [['risk', 'b']]],
    ['an item changed', { risk: { a: 1, b: [1, 3] } }, { risk: shared }, [['risk', 'b', 1]]],
    ['an item added', { risk: { a: 1, b: [1, 2, 3] } }, { risk: shared }, [['risk', 'b']]],
    [
      'a list where there was an object',
      { risk: { a: [], b: [1, 2] } },
      { risk: { a: {}, b: [1, 2] } },
      [['risk', 'a']],
    ],
    ['the root gone', {}, { risk: shared }, [['risk']]],
    ['the root where there was none', { risk: shared }, {}, [['risk']]],
    ['answers outside the roots', { risk: shared, quote: 1 }, { risk: shared, quote: 2 }, []],
  ];

  test.each(cases)('%s', (_name, document, reference, found) => {
    expect(changedPaths(document, reference, ['risk'])).toEqual(found);
  });
});
