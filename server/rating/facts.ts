import type { Facts, RiskProfile } from './types';

const min = (values: number[]): number | undefined => (values.length ? Math.min(...values) : undefined);
const max = (values: number[]): number | undefined => (values.length ? Math.max(...values) : undefined);

/**
 * The facts the ratebook's underwriting rules and endorsements test, computed once from the risk
 * (names in schemas/ratebook/ratebook-predicate.schema.json). Pure.
 */
export function computeFacts(risk: RiskProfile): Facts {
  // One pass over the drivers, claims and convictions rather than a callback a fact: the facts
  // are computed on every quote. Each list keeps the order its values were first met.
  const { drivers, claims, convictions } = risk;
  const ages: number[] = [];
  const yearsLicensed: number[] = [];
  const licenceTypes = new Set<string>();
  const medicalConditions = new Set<string>();
  let insuranceRefused = false;
  let nonRtaConviction = false;
  let medicalNotNotified = false;
  let medicalWorsening = false;
  for (const driver of drivers) {
    ages.push(driver.age);
    yearsLicensed.push(driver.yearsLicensed);
    if (driver.licenceType !== undefined) licenceTypes.add(driver.licenceType);
    if (driver.medicalCondition !== undefined) medicalConditions.add(driver.medicalCondition);
    if (driver.insuranceRefused) insuranceRefused = true;
    if (driver.nonRtaConviction) nonRtaConviction = true;
    if (driver.medicalNotNotified) medicalNotNotified = true;
    if (driver.medicalWorsening) medicalWorsening = true;
  }
  let faultClaims = 0;
  const claimCodes = new Set<string>();
  for (const claim of claims) {
    if (claim.isFault) faultClaims += 1;
    if (claim.code !== undefined) claimCodes.add(claim.code);
  }
  let points = 0;
  let hasBan = false;
  const convictionCodes = new Set<string>();
  for (const conviction of convictions) {
    points += conviction.points;
    if (conviction.banMonths > 0) hasBan = true;
    if (conviction.code !== undefined) convictionCodes.add(conviction.code);
  }
  const proposer = drivers[0];
  return {
    proposer_age: proposer?.age,
    youngest_driver_age: min(ages),
    oldest_driver_age: max(ages),
    min_years_licensed: min(yearsLicensed),
    additional_driver_count: Math.max(0, drivers.length - 1),
    licence_types: [...licenceTypes],
    insurance_refused: insuranceRefused,
    non_rta_conviction: nonRtaConviction,
    medical_conditions: [...medicalConditions],
    medical_not_notified: medicalNotNotified,
    medical_worsening: medicalWorsening,
    claims_count: claims.length,
    fault_claims_count: faultClaims,
    claim_codes: [...claimCodes],
    conviction_codes: [...convictionCodes],
    conviction_points: points,
    has_ban: hasBan,
    cover_type: risk.coverType,
    class_of_use: risk.classOfUse,
    annual_mileage: risk.annualMileage,
    vehicle_value: risk.vehicle.value,
    vehicle_manufacturer: risk.vehicle.manufacturer,
    vehicle_model: risk.vehicle.model,
    vehicle_age_years: risk.vehicle.ageYears,
    abi_code: risk.vehicle.abiCode,
    body_style: risk.vehicle.bodyStyle,
    fuel_type: risk.vehicle.fuelType,
    engine_size: risk.vehicle.engineSize,
    has_tracker: risk.vehicle.hasTracker,
    is_left_hand_drive: risk.vehicle.isLeftHandDrive,
    is_modified: risk.vehicle.modifications.length > 0,
    modifications: risk.vehicle.modifications,
    has_hazardous_goods: risk.hasHazardousGoods,
    is_refrigerated: risk.isRefrigerated,
    is_sign_written: risk.isSignWritten,
    has_fitted_racking: risk.hasFittedRacking,
    night_location: risk.nightLocation,
    daytime_location: risk.daytimeLocation,
    postcode_area: risk.postcodeArea,
    is_kept_at_proposer_postcode: risk.isKeptAtProposerPostcode,
    ncd_years: risk.ncdYears,
    business_established_months: risk.businessEstablishedMonths,
  };
}
