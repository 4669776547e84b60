import { proposalFixture } from '../../../../tests/fixtures/index';
import { FALLBACK, driver, type StepCases } from './stepCases';

const firstDriver = () => proposalFixture().risk?.additional_drivers?.[0];
const twoDrivers = () => [firstDriver(), { ...firstDriver(), relationship_to_proposer: 'D' }];

export const additionalDriversCases: StepCases = {
  step: 'additional-drivers',
  refused: [
    {
      description: 'additional drivers not answered',
      answers: { 'risk.has_additional_drivers': undefined },
      path: 'risk.has_additional_drivers',
      message: FALLBACK,
    },
    {
      description: 'drivers, none listed',
      answers: { 'risk.additional_drivers': [] },
      path: 'risk.additional_drivers',
      message: 'Please add at least one driver',
    },
    {
      description: 'drivers, no list',
      answers: { 'risk.additional_drivers': undefined },
      path: 'risk.additional_drivers',
      message: 'Please add at least one driver',
    },
    {
      description: 'five drivers',
      answers: {
        'risk.additional_drivers': Array(5).fill(firstDriver()),
      },
      path: 'risk.additional_drivers',
      message: 'Please add no more than 4 drivers',
    },
    {
      description: 'a driver who is the proposer',
      answers: { [`${driver}.relationship_to_proposer`]: 'P' },
      path: `${driver}.relationship_to_proposer`,
      message: 'Please choose one of the options.',
    },
    {
      description: 'a driver without relationship',
      answers: { [`${driver}.relationship_to_proposer`]: undefined },
      path: `${driver}.relationship_to_proposer`,
      message: FALLBACK,
    },
    {
      description: 'a driver without title',
      answers: { [`${driver}.name.title`]: undefined },
      path: `${driver}.name.title`,
      message: 'Select your title',
    },
    {
      description: 'a driver without date of birth',
      answers: { [`${driver}.date_of_birth`]: undefined },
      path: `${driver}.date_of_birth`,
      message: 'Enter your date of birth',
    },
    {
      description: 'a driver under 17',
      answers: { [`${driver}.date_of_birth`]: '2010-01-01' },
      path: `${driver}.date_of_birth`,
      message: 'You need to be 17 years or over to take out insurance with us',
    },
    {
      description: 'a driver not UK-born, no date',
      answers: { [`${driver}.resident.since`]: undefined },
      path: `${driver}.resident.since`,
      message: FALLBACK,
    },
    {
      description: 'a driver’s licence before their own 17th birthday',
      answers: { [`${driver}.driver_details.licence.date`]: '2003-11-02' },
      path: `${driver}.driver_details.licence.date`,
      message: 'Please enter a date from your 17th birthday',
    },
    {
      description: 'a driver with claims, none listed',
      answers: { [`${driver}.driver_details.has_claims`]: true },
      path: `${driver}.driver_details.claims`,
      message: 'Please add at least one claim',
    },
    {
      description: 'the first driver’s marital status',
      answers: { 'risk.duqs.marital_status_driver_1': undefined },
      path: 'risk.duqs.marital_status_driver_1',
      message: FALLBACK,
    },
    {
      description: 'the second driver’s marital status',
      answers: { 'risk.additional_drivers': twoDrivers() },
      path: 'risk.duqs.marital_status_driver_2',
      message: FALLBACK,
    },
  ],
  accepted: [
    {
      description: 'no additional drivers: nothing more asked',
      answers: {
        'risk.has_additional_drivers': false,
        'risk.additional_drivers': undefined,
        'risk.duqs.marital_status_driver_1': undefined,
        'risk.duqs.relationship_to_proposer_driver_1': undefined,
      },
    },
    {
      description: 'a driver’s licence on their own 17th birthday (not the proposer’s)',
      answers: { [`${driver}.driver_details.licence.date`]: '2003-11-03' },
    },
    {
      description: 'two drivers, both marital statuses',
      answers: { 'risk.additional_drivers': twoDrivers(), 'risk.duqs.marital_status_driver_2': 'S' },
    },
  ],
};
