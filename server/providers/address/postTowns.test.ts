import { describe, expect, test } from 'vitest';
import { postcodeAreas } from '../../../schemas/src/formats/ukPostcode';
import { postTowns } from './postTowns';

describe('postTowns', () => {
  test('names a town for each of the 124 postcode areas', () => {
    expect(postcodeAreas).toHaveLength(124);
    expect(postcodeAreas.filter((area) => !postTowns[area])).toEqual([]);
  });

  test.each([
    ['LS', 'Leeds'],
    ['M', 'Manchester'],
    ['SW', 'London'],
    ['EH', 'Edinburgh'],
    ['CF', 'Cardiff'],
    ['BT', 'Belfast'],
    ['JE', 'Jersey'],
  ])('%s is %s', (area, town) => {
    expect(postTowns[area]?.town).toBe(town);
  });
});
