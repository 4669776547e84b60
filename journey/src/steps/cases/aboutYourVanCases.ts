import { FALLBACK, type StepCases } from './stepCases';

export const aboutYourVanCases: StepCases = {
  step: 'about-your-van',
  refused: [
    {
      description: 'registration known not answered',
      answers: { 'risk.vehicle.has_registration': undefined },
      path: 'risk.vehicle.has_registration',
      message: FALLBACK,
    },
    {
      description: 'registration known left unset (null)',
      answers: { 'risk.vehicle.has_registration': null },
      path: 'risk.vehicle.has_registration',
      message: FALLBACK,
    },
    {
      description: 'no registration when it is known',
      answers: { 'risk.vehicle.registration': undefined },
      path: 'risk.vehicle.registration',
      message: 'Please enter your registration',
    },
    {
      description: 'a registration that is no plate',
      answers: { 'risk.vehicle.registration': 'HELLO' },
      path: 'risk.vehicle.registration',
      message: 'Please enter your registration',
    },
    {
      description: 'no van found yet',
      answers: { 'risk.vehicle.manufacturer': undefined },
      path: 'risk.vehicle.manufacturer',
      message: FALLBACK,
    },
    {
      description: 'no value',
      answers: { 'risk.vehicle.value': undefined },
      path: 'risk.vehicle.value',
      message: FALLBACK,
    },
    {
      description: 'a negative value',
      answers: { 'risk.vehicle.value': -1 },
      path: 'risk.vehicle.value',
      message: "The value can't be less than 0",
    },
    {
      description: 'a value past the limit',
      answers: { 'risk.vehicle.value': 2000000 },
      path: 'risk.vehicle.value',
      message: 'Please enter a value between 0 and 1000000.',
    },
    {
      description: 'purchased not answered',
      answers: { 'risk.vehicle.purchased.is_purchased': undefined },
      path: 'risk.vehicle.purchased.is_purchased',
      message: FALLBACK,
    },
    {
      description: 'purchased, no date',
      answers: { 'risk.vehicle.purchased.date_purchased': undefined },
      path: 'risk.vehicle.purchased.date_purchased',
      message: FALLBACK,
    },
    {
      description: 'bought before it was made',
      answers: { 'risk.vehicle.purchased.date_purchased': '2018-12-31' },
      path: 'risk.vehicle.purchased.date_purchased',
      message: 'Purchase date cannot be before vehicle manufacturer date',
    },
    {
      description: 'bought tomorrow',
      answers: { 'risk.vehicle.purchased.date_purchased': '2026-11-21' },
      path: 'risk.vehicle.purchased.date_purchased',
      message: 'Please enter a date up to today',
    },
    {
      description: 'keeper not answered',
      answers: { 'risk.vehicle.keeper': undefined },
      path: 'risk.vehicle.keeper',
      message: FALLBACK,
    },
    {
      description: 'not the keeper, no owner',
      answers: { 'risk.vehicle.keeper': false, 'risk.duqs.vehicle_owner': undefined },
      path: 'risk.duqs.vehicle_owner',
      message: FALLBACK,
    },
    {
      description: 'seats unknown after the lookup',
      answers: { 'risk.vehicle.seats': '0' },
      path: 'risk.vehicle.seats',
      message: FALLBACK,
    },
    {
      description: 'body style unknown after the lookup',
      answers: { 'risk.vehicle.body_style': 'BLANK' },
      path: 'risk.vehicle.body_style',
      message: FALLBACK,
    },
    {
      description: 'tracker not answered',
      answers: { 'risk.vehicle.has_tracker': undefined },
      path: 'risk.vehicle.has_tracker',
      message: FALLBACK,
    },
    {
      description: 'left-hand drive not answered',
      answers: { 'risk.vehicle.is_left_hand_drive': undefined },
      path: 'risk.vehicle.is_left_hand_drive',
      message: FALLBACK,
    },
    {
      description: 'modified, no modification',
      answers: { 'risk.vehicle.modifications': [] },
      path: 'risk.vehicle.modifications',
      message: 'Please add at least one modification',
    },
    {
      description: 'modified, no list',
      answers: { 'risk.vehicle.modifications': undefined },
      path: 'risk.vehicle.modifications',
      message: 'Please add at least one modification',
    },
    {
      description: 'six modifications',
      answers: { 'risk.vehicle.modifications': Array(6).fill({ type: 'LADDER' }) },
      path: 'risk.vehicle.modifications',
      message: 'Please add no more than 5 modifications',
    },
    {
      description: 'a modification without its type',
      answers: { 'risk.vehicle.modifications': [{ description: 'rack' }] },
      path: 'risk.vehicle.modifications.0.type',
      message: FALLBACK,
    },
    {
      description: 'hazardous goods not answered',
      answers: { 'risk.duqs.has_hazardous_goods': undefined },
      path: 'risk.duqs.has_hazardous_goods',
      message: FALLBACK,
    },
    {
      description: 'sign-written not answered',
      answers: { 'risk.duqs.is_sign_written': undefined },
      path: 'risk.duqs.is_sign_written',
      message: FALLBACK,
    },
    {
      description: 'refrigerated not answered',
      answers: { 'risk.duqs.is_refrigerated': undefined },
      path: 'risk.duqs.is_refrigerated',
      message: FALLBACK,
    },
  ],
  accepted: [
    {
      description: 'registration not known: no registration asked',
      answers: { 'risk.vehicle.has_registration': false, 'risk.vehicle.registration': undefined },
    },
    {
      description: 'not purchased: no date asked',
      answers: { 'risk.vehicle.purchased': { is_purchased: false } },
    },
    { description: 'the keeper: no owner asked', answers: { 'risk.duqs.vehicle_owner': undefined } },
    {
      description: 'not the keeper, owner given',
      answers: { 'risk.vehicle.keeper': false, 'risk.duqs.vehicle_owner': '3' },
    },
    {
      description: 'not modified: no list asked',
      answers: { 'risk.vehicle.is_modified': false, 'risk.vehicle.modifications': undefined },
    },
    {
      description: 'bought on 1 January of the van’s year',
      answers: { 'risk.vehicle.purchased.date_purchased': '2019-01-01' },
    },
  ],
};
