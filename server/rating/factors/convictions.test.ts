import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import type { ConvictionProfile } from '../types';
import { convictions } from './convictions';

const ratebook = productRatebook();
ratebook.history.convictions = {
  default: 1.2,
  values: [
    { code: 'SP', relativity: 1.08 },
    { code: 'CU', relativity: 1.1 },
    { code: 'CU80', relativity: 1.25 },
  ],
};

const conviction = (code: string, points = 3): ConvictionProfile => ({
  code,
  date: '2024-01-01',
  points,
  banMonths: 0,
  driver: 'Proposer',
});

describe('convictions', () => {
  test.each<[string, ConvictionProfile[], number]>([
    ['none', [], 1],
    ['a speeding offence (SP30, by its family SP)', [conviction('SP30')], 1.08],
    ['two speeding offences', [conviction('SP30'), conviction('SP50')], 1.1664],
    ['a mobile phone offence (CU80, its own entry)', [conviction('CU80', 6)], 1.25],
    ['a tyre offence (CU30, by family)', [conviction('CU30')], 1.1],
    ['an unlisted offence', [conviction('MW10')], 1.2],
  ])('%s', (_description, list, relativity) => {
    expect(convictions(factorContext({ convictions: list }, {}, ratebook)).relativity).toBeCloseTo(
      relativity,
      10,
    );
  });

  test('the trace names the codes and the points', () => {
    const result = convictions(
      factorContext({ convictions: [conviction('SP30'), conviction('CU80', 6)] }, {}, ratebook),
    );
    expect(result).toMatchObject({ input: 'SP30,CU80', note: '9 points' });
  });
});
