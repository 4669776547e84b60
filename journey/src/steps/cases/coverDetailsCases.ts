import { FALLBACK, type StepCases } from './stepCases';

export const coverDetailsCases: StepCases = {
  step: 'cover-details',
  refused: [
    {
      description: 'no start date',
      answers: { 'risk.start_date': undefined },
      path: 'risk.start_date',
      message: 'Cover start date is required',
    },
    {
      description: 'starting yesterday',
      answers: { 'risk.start_date': '2026-11-19' },
      path: 'risk.start_date',
      message: 'Please enter a date from today',
    },
    {
      description: 'starting in 31 days',
      answers: { 'risk.start_date': '2026-12-21' },
      path: 'risk.start_date',
      message: 'Please enter a date up to 30 days from today',
    },
    {
      description: 'no cover type',
      answers: { 'risk.vehicle.cover_type': undefined },
      path: 'risk.vehicle.cover_type',
      message: 'Please select the level of cover you require',
    },
    {
      description: 'comprehensive, no voluntary excess',
      answers: { 'risk.voluntary_excess': undefined },
      path: 'risk.voluntary_excess',
      message: FALLBACK,
    },
    {
      description: 'an excess off the steps of 25',
      answers: { 'risk.voluntary_excess': 30 },
      path: 'risk.voluntary_excess',
      message: 'Please enter a multiple of 25.',
    },
    {
      description: 'an excess past 2000',
      answers: { 'risk.voluntary_excess': 2025 },
      path: 'risk.voluntary_excess',
      message: 'Please enter a value between 0 and 2000.',
    },
    {
      description: 'previous insurance not answered',
      answers: { 'risk.has_previous_insurance': undefined },
      path: 'risk.has_previous_insurance',
      message: FALLBACK,
    },
    {
      description: 'previous insurance, no years of NCD',
      answers: { 'risk.previous_insurance': undefined },
      path: 'risk.previous_insurance.ncd.years',
      message: FALLBACK,
    },
    {
      description: 'no years of NCD: the list of NCD years starts at 1',
      answers: { 'risk.previous_insurance.ncd': { years: 0 } },
      path: 'risk.previous_insurance.ncd.years',
      message: FALLBACK,
    },
    {
      description: 'NCD years, protection not answered',
      answers: { 'risk.previous_insurance.ncd': { years: 6 } },
      path: 'risk.previous_insurance.ncd.is_protected',
      message: FALLBACK,
    },
    {
      description: 'payment type not answered',
      answers: { 'risk.duqs.is_pay_monthly': undefined },
      path: 'risk.duqs.is_pay_monthly',
      message: FALLBACK,
    },
  ],
  accepted: [
    { description: 'starting today', answers: { 'risk.start_date': '2026-11-20' } },
    { description: 'starting on the 30th day', answers: { 'risk.start_date': '2026-12-20' } },
    {
      description: 'third party only: no voluntary excess asked',
      answers: { 'risk.vehicle.cover_type': 'TPO', 'risk.voluntary_excess': undefined },
    },
    {
      description: 'third party, fire and theft: likewise',
      answers: { 'risk.vehicle.cover_type': 'TPFT', 'risk.voluntary_excess': undefined },
    },
    {
      description: 'no previous insurance: nothing more asked',
      answers: { 'risk.has_previous_insurance': false, 'risk.previous_insurance': undefined },
    },
  ],
};
