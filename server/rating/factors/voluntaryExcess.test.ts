import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook, riskProfile } from '../../../tests/support/rating/ratingFixtures';
import type { CoverType } from '../types';
import { grantedVoluntaryExcess, voluntaryExcess } from './voluntaryExcess';

const ratebook = productRatebook();
ratebook.voluntary_excess = {
  cover_types: ['C'],
  maximum_pence: 200000,
  step_pence: 2500,
  relativities: [
    { excess_pence: 0, relativity: 1 },
    { excess_pence: 10000, relativity: 0.97 },
    { excess_pence: 50000, relativity: 0.89 },
    { excess_pence: 100000, relativity: 0.82 },
  ],
};

describe('voluntaryExcess', () => {
  test.each<[CoverType, number, number, number]>([
    ['C', 0, 0, 1],
    ['C', 10000, 10000, 0.97],
    ['C', 30000, 30000, 0.93],
    ['C', 50000, 50000, 0.89],
    ['C', 100000, 100000, 0.82],
    ['C', 200000, 200000, 0.82],
    ['C', 26000, 25000, 0.94],
    ['C', 500000, 200000, 0.82],
    ['TPFT', 25000, 0, 1],
    ['TPO', 100000, 0, 1],
  ])('cover %s asking %ip grants %ip: relativity %d', (coverType, asked, granted, relativity) => {
    const risk = riskProfile({ coverType, voluntaryExcessPence: asked });
    expect(grantedVoluntaryExcess(risk, ratebook)).toBe(granted);
    const result = voluntaryExcess(factorContext({ coverType, voluntaryExcessPence: asked }, {}, ratebook));
    expect(result.input).toBe(granted / 100);
    expect(result.relativity).toBeCloseTo(relativity, 10);
  });

  test('a voluntary excess asked for outside cover C is noted', () => {
    const result = voluntaryExcess(
      factorContext({ coverType: 'TPFT', voluntaryExcessPence: 25000 }, {}, ratebook),
    );
    expect(result.note).toBe('not available for cover TPFT');
  });
});
