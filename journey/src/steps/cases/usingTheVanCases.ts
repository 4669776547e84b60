import { FALLBACK, type StepCases } from './stepCases';

export const usingTheVanCases: StepCases = {
  step: 'using-the-van',
  refused: [
    {
      description: 'no overnight location',
      answers: { 'risk.duqs.vehicle_night_location': undefined },
      path: 'risk.duqs.vehicle_night_location',
      message: FALLBACK,
    },
    {
      description: 'kept elsewhere, no postcode',
      answers: { 'risk.vehicle.is_kept_at_proposer_postcode': false },
      path: 'risk.vehicle.kept_postcode',
      message: FALLBACK,
    },
    {
      description: 'kept elsewhere, a postcode that is none',
      answers: { 'risk.vehicle.is_kept_at_proposer_postcode': false, 'risk.vehicle.kept_postcode': 'XYZ' },
      path: 'risk.vehicle.kept_postcode',
      message: 'This field must be a valid UK postcode.',
    },
    {
      description: 'night use not answered',
      answers: { 'risk.duqs.vehicle_used_during_night': undefined },
      path: 'risk.duqs.vehicle_used_during_night',
      message: FALLBACK,
    },
    {
      description: 'no daytime location',
      answers: { 'risk.duqs.vehicle_daytime_location': undefined },
      path: 'risk.duqs.vehicle_daytime_location',
      message: FALLBACK,
    },
    {
      description: 'no class of use',
      answers: { 'risk.vehicle.class_of_use': undefined },
      path: 'risk.vehicle.class_of_use',
      message: FALLBACK,
    },
    {
      description: 'no mileage',
      answers: { 'risk.duqs.annual_mileage': undefined },
      path: 'risk.duqs.annual_mileage',
      message: FALLBACK,
    },
    {
      description: 'a negative mileage',
      answers: { 'risk.duqs.annual_mileage': -1 },
      path: 'risk.duqs.annual_mileage',
      message: "The value can't be less than 0",
    },
    {
      description: 'trade body not answered',
      answers: { 'risk.duqs.is_trade_body_organisation_member': undefined },
      path: 'risk.duqs.is_trade_body_organisation_member',
      message: FALLBACK,
    },
  ],
  accepted: [
    {
      description: 'kept elsewhere, postcode given',
      answers: {
        'risk.vehicle.is_kept_at_proposer_postcode': false,
        'risk.vehicle.kept_postcode': 'LS1 4AP',
      },
    },
  ],
};
