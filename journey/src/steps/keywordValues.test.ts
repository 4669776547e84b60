import { fillKeywordValues, unknownPlaceholders } from './keywordValues';

describe('fillKeywordValues', () => {
  test.each<[string, Record<string, unknown>, unknown, unknown]>([
    [
      'a list limit',
      { type: 'array', maxItems: 5 },
      { maxItems: 'At most {maxItems} items' },
      { maxItems: 'At most 5 items' },
    ],
    [
      'an age, and a text with two',
      { type: 'string', minAge: 17, maxAge: 120 },
      { minAge: 'From {minAge}', maxAge: 'Between {minAge} and {maxAge}' },
      { minAge: 'From 17', maxAge: 'Between 17 and 120' },
    ],
    [
      "a date's offset, as its size",
      { type: 'string', earliestDate: { years: -5 }, latestDate: { from: 'today', days: 30 } },
      { earliestDate: 'Back {earliestDate.years}y', latestDate: 'Ahead {latestDate.days}d' },
      { earliestDate: 'Back 5y', latestDate: 'Ahead 30d' },
    ],
    [
      'one of several date bounds, by its place in the list',
      {
        type: 'string',
        earliestDate: [
          { from: 'today', years: -120 },
          { from: '3/date_of_birth', years: 17 },
        ],
      },
      { earliestDate: 'From your {earliestDate.1.years}th birthday, within {earliestDate.0.years} years' },
      { earliestDate: 'From your 17th birthday, within 120 years' },
    ],
    [
      'an amount after a pound sign, grouped as money; other numbers as written',
      { type: 'number', minimum: 1900, maximum: 2000, multipleOf: 12.5 },
      {
        minimum: 'From {minimum}',
        maximum: 'Up to £{maximum} in steps of £{multipleOf}',
        multipleOf: 'In steps of {multipleOf}',
      },
      {
        minimum: 'From 1900',
        maximum: 'Up to £2,000 in steps of £12.50',
        multipleOf: 'In steps of 12.5',
      },
    ],
    [
      'a required message map, and a placeholder that names nothing (left as written)',
      { type: 'object', minProperties: 1, required: ['a'] },
      { required: { a: 'At least {minProperties}, not {maxItems} or {brand}' } },
      { required: { a: 'At least 1, not {maxItems} or {brand}' } },
    ],
  ])('%s', (_case, node, messages, expected) => {
    expect(fillKeywordValues({ properties: { q: { ...node, errorMessage: messages } } })).toEqual({
      properties: { q: { ...node, errorMessage: expected } },
    });
  });

  test('a message is filled from its own object only, and titles and values are left alone', () => {
    const schema = {
      type: 'object',
      maxItems: 9,
      title: 'Up to {maxItems}',
      properties: { q: { type: 'array', enum: ['{maxItems}'], errorMessage: { enum: 'Max {maxItems}' } } },
    };
    expect(fillKeywordValues(schema)).toEqual(schema);
  });

  test('unknownPlaceholders names what a message writes that its object has no value for', () => {
    expect(
      unknownPlaceholders(
        { maxItems: 4, latestDate: { days: 30 } },
        '{maxItems} {maxItem} {latestDate.days} {latestDate.weeks}',
      ),
    ).toEqual(['maxItem', 'latestDate.weeks']);
  });

  test('a keyword naming another answer is no value a message can say: its pointer is never shown', () => {
    const node = { notBeforeAnswer: '1/offence_date', maximumAnswer: '1/annual_mileage' };
    expect(unknownPlaceholders(node, 'From {notBeforeAnswer}, up to {maximumAnswer}')).toEqual([
      'notBeforeAnswer',
      'maximumAnswer',
    ]);
  });
});
