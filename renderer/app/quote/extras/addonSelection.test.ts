import { quoteFixture } from '../../../../tests/fixtures/index';
import {
  allAnswered,
  answerCover,
  chooseTier,
  deselect,
  selectionRequest,
  selectionsChanged,
  selectionsOf,
  type Selections,
} from './addonSelection';

describe('selectionsOf', () => {
  test("starts from the quote's answers as given, nothing chosen for the customer", () => {
    expect(selectionsOf(quoteFixture().addons ?? [])).toEqual({
      PA: null,
      LE: true,
      KEY: false,
      TO: null,
      SAB1: null,
    });
  });

  test('an answer the quote leaves out is unanswered', () => {
    expect(selectionsOf([{ code: 'PA' }])).toEqual({ PA: null });
  });
});

describe('answerCover: each cover is unanswered, added or declined', () => {
  test.each<[string, boolean | null, boolean, boolean]>([
    ['unanswered, Add to quote', null, true, true],
    ['unanswered, No Thanks', null, false, false],
    ['added, No Thanks', true, false, false],
    ['declined, Add to quote', false, true, true],
    ['added, Add to quote again', true, true, true],
  ])('%s', (_, before, answer, after) => {
    expect(answerCover({ PA: before, LE: true }, 'PA', answer)).toEqual({ PA: after, LE: true });
  });
});

describe('chooseTier: one breakdown tier at a time', () => {
  test.each<[string, Selections, string, Selections]>([
    ['the first pick adds it', { SAB1: null, SAB2: null }, 'SAB2', { SAB1: null, SAB2: true }],
    [
      'picking another deselects the current one',
      { SAB1: true, SAB2: null, SAB3: false },
      'SAB3',
      { SAB1: false, SAB2: null, SAB3: true },
    ],
    [
      'picking the selected one again deselects it',
      { SAB1: true, SAB2: null },
      'SAB1',
      { SAB1: false, SAB2: null },
    ],
    [
      'other covers stay as they are',
      { PA: true, LE: false, SAB1: true, SABEU: null },
      'SABEU',
      { PA: true, LE: false, SAB1: false, SABEU: true },
    ],
  ])('%s', (_, before, code, after) => {
    expect(chooseTier(before, code)).toEqual(after);
  });
});

test.each<[Selections, string, Selections]>([
  [{ SAB2: true }, 'SAB2', { SAB2: false }],
  [{ SAB2: null }, 'SAB2', { SAB2: false }],
  [{ LE: true }, 'LE', { LE: false }],
])('deselect (No Thanks on a tier, Remove in the basket): %o %s -> %o', (before, code, after) => {
  expect(deselect(before, code)).toEqual(after);
});

describe('allAnswered: Continue waits for an answer to every optional cover', () => {
  test.each<[string, Selections, boolean]>([
    ['one is unanswered', { PA: null, LE: true, KEY: false }, false],
    ['one is missing', { LE: true, KEY: false }, false],
    ['all answered, breakdown unanswered', { PA: false, LE: true, KEY: false, SAB1: null }, true],
  ])('%s -> %s', (_, selections, expected) => {
    expect(allAnswered(selections, ['PA', 'LE', 'KEY'])).toBe(expected);
  });
});

describe('selectionsChanged', () => {
  const original: Selections = { PA: null, LE: true, SAB1: null };
  test.each<[string, Selections, boolean]>([
    ['the same answers', { PA: null, LE: true, SAB1: null }, false],
    ['an unanswered cover answered', { PA: false, LE: true, SAB1: null }, true],
    ['an added cover removed', { PA: null, LE: false, SAB1: null }, true],
    ['a tier added', { PA: null, LE: true, SAB1: true }, true],
    ['a missing answer counts as unanswered', { LE: true }, false],
  ])('%s -> %s', (_, current, expected) => {
    expect(selectionsChanged(current, original)).toBe(expected);
  });
});

test('selectionRequest sends one answer for every add-on the quote offers, in its order', () => {
  const addons = [{ code: 'PA' }, { code: 'MF' }, { code: 'LE' }, { code: 'SAB1' }];
  expect(selectionRequest(addons, { PA: true, MF: null, SAB1: false })).toEqual([
    { code: 'PA', is_selected: true },
    { code: 'MF', is_selected: null },
    { code: 'LE', is_selected: null },
    { code: 'SAB1', is_selected: false },
  ]);
});
