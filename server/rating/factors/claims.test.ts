import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import type { ClaimProfile } from '../types';
import { claims } from './claims';

const ratebook = productRatebook();
ratebook.history.claims = {
  default: 1.1,
  values: [
    { code: 'AF', relativity: 1.3 },
    { code: 'AN', relativity: 1.05 },
    { code: 'WS', relativity: 1 },
  ],
};
ratebook.history.ncb_prejudiced_relativity = 1.3;

const claim = (code: string, isNcbPrejudiced = false): ClaimProfile => ({
  code,
  date: '2024-01-01',
  isFault: code === 'AF' || isNcbPrejudiced,
  isNcbPrejudiced,
  driver: 'Proposer',
});

describe('claims', () => {
  test.each<[string, ClaimProfile[], number]>([
    ['no claim', [], 1],
    ['a fault claim', [claim('AF')], 1.3],
    ['two fault claims', [claim('AF'), claim('AF')], 1.69],
    ['a non-fault claim', [claim('AN')], 1.05],
    ['a windscreen claim', [claim('WS')], 1],
    ['an unlisted claim', [claim('TV')], 1.1],
    ['a non-fault claim that prejudiced the NCB', [claim('AN', true)], 1.3],
    ['a fault and a non-fault claim', [claim('AF'), claim('AN')], 1.365],
  ])('%s', (_description, list, relativity) => {
    const result = claims(factorContext({ claims: list }, {}, ratebook));
    expect(result.relativity).toBeCloseTo(relativity, 10);
  });

  test('the trace names the codes and counts the fault claims', () => {
    const result = claims(factorContext({ claims: [claim('AF'), claim('AN')] }, {}, ratebook));
    expect(result).toMatchObject({ input: 'AF,AN', note: '2 claims, 1 at fault' });
  });
});
