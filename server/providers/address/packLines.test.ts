import { describe, expect, test } from 'vitest';
import { packLines } from './packLines';

describe('packLines', () => {
  test.each([
    [
      'fills lines in order',
      ['14 Elm Road', 'Leeds', 'West Yorkshire'],
      { line_1: '14 Elm Road', line_2: 'Leeds', line_3: 'West Yorkshire' },
    ],
    ['drops blanks, leaving no gap', ['Flat 2', '', '  ', 'Leeds'], { line_1: 'Flat 2', line_2: 'Leeds' }],
    [
      'drops a repeated line',
      ['1 High Street', 'Hyde Park', 'hyde park', 'Leeds'],
      { line_1: '1 High Street', line_2: 'Hyde Park', line_3: 'Leeds' },
    ],
    [
      'ignores what is not a string',
      [42, '1 High Street', null, { x: 1 }, ['a'], 'Leeds'],
      { line_1: '1 High Street', line_2: 'Leeds' },
    ],
    ['tidies whitespace', ['  1   High\tStreet '], { line_1: '1 High Street' }],
    [
      'joins the first lines when there are more than five',
      ['Unit 3', 'The Mill', '1 High Street', 'Hyde Park', 'Headingley', 'Leeds', 'West Yorkshire'],
      {
        line_1: 'Unit 3, The Mill, 1 High Street',
        line_2: 'Hyde Park',
        line_3: 'Headingley',
        line_4: 'Leeds',
        line_5: 'West Yorkshire',
      },
    ],
    ['gives nothing for nothing', [], {}],
  ])('%s', (_name, parts, expected) => {
    expect(packLines(parts)).toEqual(expected);
  });

  test('cuts a line to the schema limit of 100 characters', () => {
    expect(packLines(['x'.repeat(150)]).line_1).toHaveLength(100);
  });
});
