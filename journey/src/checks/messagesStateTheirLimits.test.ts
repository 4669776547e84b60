import { findingsOf, fixtureDocuments, setIn } from '../../../tests/support/journey/checkFixture';
import { unknownPlaceholders } from '../steps/keywordValues';
import { messagesStateTheirLimits } from './messagesStateTheirLimits';

const file = 'steps/01-about-van/schema.json';
const weight = ['properties', 'van', 'properties', 'trailer_weight'];
const at = `${file}  properties.van.properties.trailer_weight.errorMessage`;
const told = 'customers would be told a limit the form does not apply.';

/** The fixture with the trailer weight question's rules and messages as given. */
function withWeight(rules: Record<string, unknown>, messages: Record<string, string>) {
  const documents = fixtureDocuments();
  for (const [keyword, value] of Object.entries(rules)) setIn(documents, file, [...weight, keyword], value);
  setIn(documents, file, [...weight, 'errorMessage'], messages);
  return documents;
}

describe('messagesStateTheirLimits', () => {
  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['the number of the limit', { maximum: 3500 }, { maximum: 'No more than 3500 kg' }],
    [
      'a number written with a thousands separator',
      { maximum: 2000 },
      { maximum: 'No heavier than 2,000 kg' },
    ],
    ['no number at all', { minimum: 1 }, { minimum: 'Please enter at least one kilogram' }],
    ['the limit as a placeholder', { maximum: 3500 }, { maximum: 'No more than {maximum} kg' }],
    [
      'a date bound counted back, in years',
      { earliestDate: { from: 'today', years: -5 } },
      { earliestDate: 'Please provide a date within 5 years' },
    ],
    [
      'either of two date bounds',
      {
        earliestDate: [
          { from: '3/date_of_birth', years: 17 },
          { from: 'today', years: -120 },
        ],
      },
      { earliestDate: 'Not before the 17th birthday' },
    ],
    [
      'one of several date bounds as its placeholder',
      {
        earliestDate: [
          { from: '3/date_of_birth', years: 17 },
          { from: 'today', years: -120 },
        ],
      },
      { earliestDate: 'Not before the {earliestDate.0.years}th birthday' },
    ],
    [
      'a bound that is no count',
      { latestDate: 'today' },
      { latestDate: 'Please enter a date up to 1 day ago' },
    ],
  ])('finds nothing for %s', (_case, rules, messages) => {
    expect(findingsOf(messagesStateTheirLimits, withWeight(rules, messages))).toEqual([]);
  });

  test.each<[string, Record<string, unknown>, Record<string, string>, string]>([
    [
      'a maximum changed without its message',
      { maximum: 3000 },
      { maximum: 'No more than 3,500 kg' },
      `${at}.maximum: the message says 3500, but the maximum beside it is 3000: ${told} Write {maximum} in the message, which says the limit whatever it becomes`,
    ],
    [
      'a date bound in days',
      { latestDate: { from: 'today', days: 60 } },
      { latestDate: 'No later than 30 days ahead' },
      `${at}.latestDate: the message says 30, but the latestDate beside it is 60 days from today: ${told} Write {latestDate.days} in the message, which says the limit whatever it becomes`,
    ],
    [
      'one of several date bounds, named by its place in the list',
      {
        earliestDate: [
          { from: 'today', years: -120 },
          { from: '3/date_of_birth', years: 16 },
        ],
      },
      { earliestDate: 'Not before the 17th birthday' },
      `${at}.earliestDate: the message says 17, but the earliestDate beside it is 120 years from today or 16 years from date_of_birth: ${told} Write {earliestDate.0.years} or {earliestDate.1.years} in the message, which says the limit whatever it becomes`,
    ],
  ])('%s', (_case, rules, messages, finding) => {
    expect(findingsOf(messagesStateTheirLimits, withWeight(rules, messages))).toEqual([finding]);
  });

  test("a limit's other messages that still state its old number are found too", () => {
    const words = 'Please choose from £0 to £2,000 in steps of £25.';
    const documents = withWeight(
      { minimum: 0, maximum: 1500, multipleOf: 25 },
      {
        type: words,
        minimum: words,
        maximum: 'Please choose from £0 to £1,500 in steps of £25.',
        multipleOf: words,
      },
    );
    expect(findingsOf(messagesStateTheirLimits, documents)).toEqual(
      ['type', 'minimum', 'multipleOf'].map(
        (keyword) =>
          `${at}.${keyword}: the message says 2000, which is none of the limits beside it (minimum 0, maximum 1500, multipleOf 25): ${told} Write the limit it means, or its placeholder ({minimum}, {maximum}, {multipleOf}), which says the limit whatever it becomes`,
      ),
    );
  });

  test('the placeholder it advises is one the step fills in, for one date bound or several', () => {
    const documents = withWeight(
      {
        earliestDate: [
          { from: 'today', years: -120 },
          { from: '3/date_of_birth', years: 16 },
        ],
      },
      { earliestDate: 'Not before the 17th birthday' },
    );
    const [finding] = findingsOf(messagesStateTheirLimits, documents);
    const advised = [...(finding ?? '').matchAll(/\{[^}]+\}/g)].map(([placeholder]) => placeholder);
    expect(advised.length).toBeGreaterThan(0);
    const node = {
      earliestDate: [
        { from: 'today', years: -120 },
        { from: '3/date_of_birth', years: 16 },
      ],
    };
    for (const placeholder of advised) expect(unknownPlaceholders(node, placeholder)).toEqual([]);
  });
});
