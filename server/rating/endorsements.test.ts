import { describe, test, expect } from 'vitest';
import { applicableEndorsements } from './endorsements';
import { computeFacts } from './facts';
import {
  driverProfile,
  productRatebook,
  riskProfile,
  type RiskOverrides,
} from '../../tests/support/rating/ratingFixtures';

const ratebook = productRatebook();
const codesFor = (overrides: RiskOverrides) =>
  applicableEndorsements(ratebook, computeFacts(riskProfile(overrides)));

describe('the product endorsements', () => {
  test.each<[string, RiskOverrides, string[]]>([
    ['a clean commuter in a Transit Connect', {}, ['NO_HIRE_AND_REWARD']],
    ['a van worth £30,000', { vehicle: { value: 30000 } }, ['TRACKER', 'NO_HIRE_AND_REWARD']],
    ['a high-theft model', { vehicle: { model: 'TRANSIT CUSTOM' } }, ['TRACKER', 'NO_HIRE_AND_REWARD']],
    ['SDP use', { classOfUse: 'SDP' }, ['SDP_ONLY', 'NO_HIRE_AND_REWARD']],
    ['courier or haulage work', { classOfUse: 'LocalHaul' }, ['GOODS_IN_TRANSIT', 'LOCAL_HAUL_RADIUS']],
    ['a van kept on the road', { nightLocation: 'ROADHOME' }, ['NO_HIRE_AND_REWARD', 'OVERNIGHT_TOOLS']],
    ['hazardous goods', { hasHazardousGoods: true }, ['NO_HIRE_AND_REWARD', 'HAZARDOUS_GOODS']],
    [
      'a young driver',
      { drivers: [driverProfile({ age: 22, yearsLicensed: 4 })] },
      ['NO_HIRE_AND_REWARD', 'YOUNG_DRIVER_EXCESS'],
    ],
    ['a modified van', { vehicle: { modifications: ['LADDER'] } }, ['NO_HIRE_AND_REWARD', 'MODIFICATIONS']],
  ])('%s', (_description, overrides, codes) => {
    expect(codesFor(overrides).map((e) => e.code)).toEqual(codes);
  });

  test('the tracking device endorsement carries extra_info 41 for the journey warning', () => {
    const [tracker] = codesFor({ vehicle: { value: 45000 } });
    expect(tracker).toMatchObject({ code: 'TRACKER', extraInfo: 41 });
    // Its wording is the ratebook's, as the underwriter writes it.
    expect(tracker?.text).toBe(ratebook.endorsements.find((e) => e.code === 'TRACKER')?.text);
  });
});
