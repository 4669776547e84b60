import { alwaysAskWords, askedWhen, conditionInWords, type ConditionContext } from './conditionInWords';

// Invented questions and lists: the words come from whatever the documents say.
const titles: Record<string, string> = {
  'van.kept': 'Where is the van kept?',
  'van.at_home': 'Is the van kept at home?',
  'van.mileage': 'How far does it go?',
  'driver.claims': 'Claims',
};
const lists: Record<string, { name: string; value: string }[]> = {
  'van.kept': [
    { name: 'Garage', value: 'GAR' },
    { name: 'Drive', value: 'DRV' },
    { name: 'Street', value: 'STR' },
  ],
};
const context: ConditionContext = {
  title: (path) => titles[path.join('.')],
  options: (path) => lists[path.join('.')],
};

test.each([
  {
    description: 'a yes/no answer',
    condition: { properties: { at_home: { const: false } }, required: ['at_home'] },
    base: ['van'],
    words: '“Is the van kept at home?” is No',
  },
  {
    description: 'a list answer by its option’s name',
    condition: { properties: { kept: { const: 'STR' } } },
    base: ['van'],
    words: '“Where is the van kept?” is Street',
  },
  {
    description: 'one of several options',
    condition: { properties: { kept: { enum: ['GAR', 'DRV'] } } },
    base: ['van'],
    words: '“Where is the van kept?” is Garage or Drive',
  },
  {
    description: 'none of several options',
    condition: { properties: { kept: { not: { enum: ['GAR', 'DRV', 'STR'] } } } },
    base: ['van'],
    words: '“Where is the van kept?” is not Garage, Drive or Street',
  },
  {
    description: 'a question named only as required',
    condition: { required: ['at_home'] },
    base: ['van'],
    words: '“Is the van kept at home?” is answered',
  },
  {
    description: 'a bound and a nested path',
    condition: { properties: { van: { properties: { mileage: { minimum: 10000 } } } } },
    base: [],
    words: '“How far does it go?” is at least 10000',
  },
  {
    description: 'a list with items',
    condition: { properties: { claims: { minItems: 1 } } },
    base: ['driver'],
    words: '“Claims” has an answer',
  },
  {
    description: 'two questions',
    condition: { properties: { at_home: { const: true }, kept: { const: 'GAR' } } },
    base: ['van'],
    words: '“Is the van kept at home?” is Yes and “Where is the van kept?” is Garage',
  },
  {
    description: 'a question without a title, by its name',
    condition: { properties: { fuel_type: { const: 'D' } } },
    base: ['van'],
    words: 'the answer fuel type is “D”',
  },
])('$description', ({ condition, base, words }) => {
  expect(conditionInWords(condition, context, base)).toBe(words);
});

test('asked when, unless, or always', () => {
  expect(askedWhen([])).toBeUndefined();
  expect(askedWhen([{ words: 'A', otherwise: false }])).toBe('asked when: A');
  expect(
    askedWhen([
      { words: 'A', otherwise: false },
      { words: 'B', otherwise: true },
    ]),
  ).toBe('asked when: A; asked unless: B');
});

test('the button taking a condition off says once what the question is now, an else as "asked unless"', () => {
  const words = conditionInWords(
    { properties: { at_home: { const: false } }, required: ['at_home'] },
    context,
    ['van'],
  );
  const taking = alwaysAskWords({ words, otherwise: false });
  expect(taking).toBe(`Always ask it (now asked when: ${words})`);
  expect(taking).not.toMatch(/““|””/);
  expect(alwaysAskWords({ words, otherwise: true })).toBe(`Always ask it (now asked unless: ${words})`);
});
