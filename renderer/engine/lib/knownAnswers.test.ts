import { fillKnownAnswers, hideKnownQuestions, knownAnswerPaths } from './knownAnswers';

const ui = {
  boat: {
    seats: { 'ui:widget': 'listSelect', 'ui:options': { hiddenWhenLookupKnown: true } },
    colour: { 'ui:widget': 'text' },
    parts: { items: { size: { 'ui:options': { hiddenWhenLookupKnown: true } } } },
  },
};

test('the marked questions are found by data path, not inside list items', () => {
  expect(knownAnswerPaths(ui)).toEqual(['boat.seats']);
});

test('a marked question with a known answer is hidden; the others are left as they are', () => {
  expect(hideKnownQuestions(ui, { 'boat.seats': '3' }).boat).toEqual({
    ...ui.boat,
    seats: { ...ui.boat.seats, 'ui:widget': 'hidden' },
  });
  expect(hideKnownQuestions(ui, {})).toBe(ui);
  expect(hideKnownQuestions(ui, { 'boat.colour': 'red' })).toBe(ui);
});

const paths = ['boat.seats'];
type Doc = Record<string, unknown>;
test.each<[string, Doc, Doc, Doc, Doc]>([
  [
    'a known answer is filled in',
    { boat: { colour: 'red' } },
    {},
    { 'boat.seats': '3' },
    { boat: { colour: 'red', seats: '3' } },
  ],
  [
    'it replaces an earlier answer',
    { boat: { seats: '2' } },
    {},
    { 'boat.seats': '3' },
    { boat: { seats: '3' } },
  ],
  ['one no longer known is removed', { boat: { seats: '3' } }, { 'boat.seats': '3' }, {}, { boat: {} }],
  [
    "the customer's own answer stays",
    { boat: { seats: '5' } },
    { 'boat.seats': '3' },
    {},
    { boat: { seats: '5' } },
  ],
  ['nothing known, nothing changes', { boat: { seats: '5' } }, {}, {}, { boat: { seats: '5' } }],
])('%s', (_, data, previous, known, expected) => {
  expect(fillKnownAnswers(data, paths, previous, known)).toEqual(expected);
});

test('the same document comes back when nothing changes', () => {
  const data = { boat: { seats: '3' } };
  expect(fillKnownAnswers(data, paths, { 'boat.seats': '3' }, { 'boat.seats': '3' })).toBe(data);
});
