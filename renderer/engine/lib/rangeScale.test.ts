import { rangeScale, type RangeSources } from './rangeScale';

test.each<[string, RangeSources, [number, number, number]]>([
  ['the browser’s defaults', { options: {}, schema: {} }, [0, 100, 1]],
  ['the schema', { options: {}, schema: { minimum: 10, maximum: 90, multipleOf: 5 } }, [10, 90, 5]],
  [
    'ui:options over the schema',
    { options: { min: 20, max: 40, step: 10 }, schema: { minimum: 10, maximum: 90, multipleOf: 5 } },
    [20, 40, 10],
  ],
  ['listed values: one position each', { options: { step: 10 }, schema: {}, listed: [5, 1, 50] }, [0, 2, 1]],
])('bounds and step: %s', (_, sources, expected) => {
  const { min, max, step } = rangeScale(sources);
  expect([min, max, step]).toEqual(expected);
});

test('listed values are stored by position, in order, and a value between stops sits on the nearest', () => {
  const scale = rangeScale({ options: {}, schema: {}, listed: [1000, 0, 100] });
  expect([0, 1, 2].map(scale.valueAt)).toEqual([0, 100, 1000]);
  expect([0, 100, 1000, 90, 700].map(scale.positionOf)).toEqual([0, 1, 2, 1, 2]);
  expect(scale.valueAt(9)).toBe(1000);
});

test('unlisted values are their own positions', () => {
  const scale = rangeScale({ options: {}, schema: { minimum: 0, maximum: 2000 } });
  expect([scale.valueAt(250), scale.positionOf(250)]).toEqual([250, 250]);
});
