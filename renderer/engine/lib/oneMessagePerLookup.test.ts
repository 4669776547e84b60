import type { UiSchema } from '@rjsf/utils';
import { oneMessagePerLookup } from './oneMessagePerLookup';

const ui: UiSchema = {
  bikes: {
    items: {
      'ui:widget': 'bikeFinder',
      'ui:options': { lookupFields: ['frame_number', 'make', 'model'] },
    },
  },
  bike: { 'ui:widget': 'bikeFinder', 'ui:options': { lookupFields: ['frame_number', 'make', 'model'] } },
};
const error = (path: string, message = `${path} is wrong`) => ({ path, message });

test("a lookup's answers are one entry, with the message of the first of its fields, where the first stood", () => {
  const errors = [
    error('name'),
    error('bike.model'),
    error('bike.colour'),
    error('bike.make'),
    error('bike.frame_number'),
    error('age'),
  ];
  expect(oneMessagePerLookup(errors, ui)).toEqual([
    error('name'),
    error('bike.frame_number'),
    error('bike.colour'),
    error('age'),
  ]);
});

test('each item of a list has its own lookup', () => {
  const errors = [error('bikes.0.make'), error('bikes.0.model'), error('bikes.1.model')];
  expect(oneMessagePerLookup(errors, ui)).toEqual([error('bikes.0.make'), error('bikes.1.model')]);
});

test('errors of no lookup are kept as they are', () => {
  const errors = [error('name'), error('bike.colour')];
  expect(oneMessagePerLookup(errors, ui)).toEqual(errors);
});
