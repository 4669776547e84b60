import { describe, test, expect } from 'vitest';
import { proposalFixture } from '../../tests/fixtures/index';
import { computeFacts } from './facts';
import { buildProfile } from './profile';
import { AS_OF, productRatebook } from '../../tests/support/rating/ratingFixtures';

describe('computeFacts', () => {
  test('of the fixture', () => {
    const { risk } = buildProfile(proposalFixture(), productRatebook(), AS_OF);
    if (!risk) throw new Error('the fixture rates');
    expect(computeFacts(risk)).toEqual({
      proposer_age: 42,
      youngest_driver_age: 40,
      oldest_driver_age: 42,
      min_years_licensed: 21,
      additional_driver_count: 1,
      licence_types: ['F'],
      insurance_refused: false,
      non_rta_conviction: false,
      medical_conditions: [],
      medical_not_notified: false,
      medical_worsening: false,
      claims_count: 1,
      fault_claims_count: 0,
      claim_codes: ['AN'],
      conviction_codes: ['SP30'],
      conviction_points: 3,
      has_ban: false,
      cover_type: 'C',
      class_of_use: 'OwnGoods',
      annual_mileage: 12000,
      vehicle_value: 16500,
      vehicle_manufacturer: 'FORD',
      vehicle_model: 'TRANSIT CUSTOM',
      vehicle_age_years: 7,
      abi_code: '31010045',
      body_style: 'PV',
      fuel_type: 'D',
      engine_size: 1995,
      has_tracker: false,
      is_left_hand_drive: false,
      is_modified: true,
      modifications: ['LADDER'],
      has_hazardous_goods: false,
      is_refrigerated: false,
      is_sign_written: true,
      has_fitted_racking: true,
      night_location: 'DRIVE',
      daytime_location: 'CUSTSITE',
      postcode_area: 'LS',
      is_kept_at_proposer_postcode: true,
      ncd_years: 6,
      business_established_months: 96,
    });
  });
});
