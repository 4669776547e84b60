// Test helpers of the rating engine (not a test file): the checked ratebook, risk profiles for
// factor tests, and proposals built from the shared fixture.
import type { Proposal, Ratebook } from '../../../schemas/generated/index';
import { proposalFixture } from '../../fixtures/index';
import ratebookJson from '../../../server/rating/ratebook.json';
import type { DriverProfile, FactorContext, RiskProfile } from '../../../server/rating/types';

/** The quote date of the calibration: the fixture's cover starts on 2026-12-01. */
export const AS_OF = new Date('2026-11-20T10:15:00Z');

// validateRatebook.test.ts checks this file; the other tests skip ajv to start fast.
const product = ratebookJson as unknown as Ratebook;

/** A fresh copy of the product's ratebook, which a test may change freely. */
export function productRatebook(): Ratebook {
  return structuredClone(product);
}

/** A 40-year-old proposer licensed 20 years: every driver factor at its neutral value. */
export function driverProfile(overrides: Partial<DriverProfile> = {}): DriverProfile {
  return {
    role: 'Proposer',
    name: 'Alex Smith',
    age: 40,
    yearsLicensed: 20,
    licenceType: 'F',
    maritalStatus: 'M',
    medicalCondition: undefined,
    medicalNotNotified: false,
    medicalWorsening: false,
    insuranceRefused: false,
    nonRtaConviction: false,
    ...overrides,
  };
}

/** Changes to riskProfile(); the vehicle's fields may be given one by one. */
export type RiskOverrides = Omit<Partial<RiskProfile>, 'vehicle'> & {
  vehicle?: Partial<RiskProfile['vehicle']>;
};

/** A clean risk: one driver, no history, a £15,000 diesel panel van, SDPC, 10,000 miles, RG. */
export function riskProfile(overrides: RiskOverrides = {}): RiskProfile {
  return {
    ratingDate: '2026-12-01',
    coverType: 'C',
    classOfUse: 'SDPC',
    annualMileage: 10000,
    postcodeArea: 'RG',
    drivers: [driverProfile()],
    claims: [],
    convictions: [],
    nightLocation: 'DRIVE',
    daytimeLocation: 'WORKCP',
    businessEstablishedMonths: undefined,
    isSignWritten: false,
    hasFittedRacking: false,
    isRefrigerated: false,
    hasHazardousGoods: false,
    isKeptAtProposerPostcode: true,
    ncdYears: 5,
    ncdProtected: false,
    previousInsuranceType: 'VAN',
    voluntaryExcessPence: 0,
    ...overrides,
    vehicle: {
      value: 15000,
      abiCode: '31010045',
      manufacturer: 'FORD',
      model: 'TRANSIT CONNECT',
      ageYears: 5,
      engineSize: 1995,
      bodyStyle: 'PV',
      fuelType: 'D',
      hasTracker: false,
      isLeftHandDrive: false,
      modifications: [],
      ...overrides.vehicle,
    },
  };
}

/** A factor context over riskProfile() and the product ratebook, with the given changes. */
export function factorContext(
  risk: RiskOverrides = {},
  driver: Partial<DriverProfile> = {},
  ratebook: Ratebook = productRatebook(),
): FactorContext {
  const profile = riskProfile(risk);
  return { risk: profile, ratebook, driver: { ...(profile.drivers[0] as DriverProfile), ...driver } };
}

/** A date of birth giving `age` on the fixture's start date, 2026-12-01. */
export function bornAged(age: number): string {
  return `${2026 - age}-06-14`;
}

/**
 * The fixture proposal made a clean 40-year-old: no claims, convictions or additional drivers,
 * 5 years' NCD unprotected, SDP with commuting, 10,000 miles, a £15,000 van without
 * modifications, kept in Reading (RG, a mid-risk area), no voluntary excess.
 */
export function cleanFortyYearOld(): Proposal {
  const proposal = proposalFixture();
  const risk = proposal.risk!;
  const proposer = risk.proposer!;
  const details = proposer.driver_details!;
  proposer.date_of_birth = bornAged(40);
  proposer.address = { line_1: '3 Eldon Square', line_3: 'Reading', postcode: 'RG1 4DL' };
  details.licence = { type: 'F', date: '2004-09-20', has_convictions: false };
  details.has_claims = false;
  delete details.claims;
  risk.has_additional_drivers = false;
  delete risk.additional_drivers;
  risk.previous_insurance = { ncd: { years: 5, is_protected: false }, type: 'VAN' };
  risk.voluntary_excess = 0;
  const vehicle = risk.vehicle!;
  Object.assign(vehicle, { value: 15000, is_modified: false, class_of_use: 'SDPC' });
  delete vehicle.modifications;
  const duqs = risk.duqs!;
  Object.assign(duqs, { annual_mileage: 10000, is_sign_written: false, has_fitted_racking: false });
  Object.assign(duqs, { vehicle_daytime_location: 'WORKCP' });
  delete duqs.vehicle_modification_1;
  delete duqs.marital_status_driver_1;
  delete duqs.relationship_to_proposer_driver_1;
  return proposal;
}

/** cleanFortyYearOld() as a single 19-year-old licensed for a year, without previous insurance. */
export function nineteenYearOld(): Proposal {
  const proposal = cleanFortyYearOld();
  const risk = proposal.risk!;
  risk.proposer!.date_of_birth = bornAged(19);
  risk.proposer!.driver_details!.licence = { type: 'F', date: '2025-07-01', has_convictions: false };
  risk.has_previous_insurance = false;
  delete risk.previous_insurance;
  risk.duqs!.marital_status_proposer = 'S';
  return proposal;
}

/** cleanFortyYearOld() as a courier (hire and reward) doing up to 30,000 miles. */
export function courier(): Proposal {
  const proposal = cleanFortyYearOld();
  proposal.risk!.vehicle!.class_of_use = 'LocalHaul';
  proposal.risk!.duqs!.annual_mileage = 30000;
  proposal.risk!.duqs!.vehicle_daytime_location = 'CUSTSITE';
  return proposal;
}
