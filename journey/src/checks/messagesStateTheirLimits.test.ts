import { findingsOf, fixtureDocuments, setIn } from '../../../tests/support/journey/checkFixture';
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
  ])('%s', (_case, rules, messages, finding) => {
    expect(findingsOf(messagesStateTheirLimits, withWeight(rules, messages))).toEqual([finding]);
  });
});
