import { fillKnownAnswers, hideKnownQuestions, knownAnswerPaths } from './knownAnswers';

const ui = {
  van: {
    seats: { 'ui:widget': 'listSelect', 'ui:options': { hiddenWhenLookupKnown: true } },
    colour: { 'ui:widget': 'text' },
    parts: { items: { size: { 'ui:options': { hiddenWhenLookupKnown: true } } } },
  },
};

test('the marked questions are found by data path, not inside list items', () => {
  expect(knownAnswerPaths(ui)).toEqual(['van.seats']);
});

test('a marked question with a known answer is hidden; the others are left as they are', () => {
  expect(hideKnownQuestions(ui, { 'van.seats': '3' }).van).toEqual({
    ...ui.van,
    seats: { ...ui.van.seats, 'ui:widget': 'hidden' },
  });
  expect(hideKnownQuestions(ui, {})).toBe(ui);
  expect(hideKnownQuestions(ui, { 'van.colour': 'red' })).toBe(ui);
});

const paths = ['van.seats'];
type Doc = Record<string, unknown>;
test.each<[string, Doc, Doc, Doc, Doc]>([
  [
    'a known answer is filled in',
    { van: { colour: 'red' } },
    {},
    { 'van.seats': '3' },
    { van: { colour: 'red', seats: '3' } },
  ],
  [
    'it replaces an earlier answer',
    { van: { seats: '2' } },
    {},
    { 'van.seats': '3' },
    { van: { seats: '3' } },
  ],
  ['one no longer known is removed', { van: { seats: '3' } }, { 'van.seats': '3' }, {}, { van: {} }],
  [
    "the customer's own answer stays",
    { van: { seats: '5' } },
    { 'van.seats': '3' },
    {},
    { van: { seats: '5' } },
  ],
  ['nothing known, nothing changes', { van: { seats: '5' } }, {}, {}, { van: { seats: '5' } }],
])('%s', (_, data, previous, known, expected) => {
  expect(fillKnownAnswers(data, paths, previous, known)).toEqual(expected);
});

test('the same document comes back when nothing changes', () => {
  const data = { van: { seats: '3' } };
  expect(fillKnownAnswers(data, paths, { 'van.seats': '3' }, { 'van.seats': '3' })).toBe(data);
});
