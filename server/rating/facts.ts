import type { Facts, RiskProfile } from './types';

const min = (values: number[]): number | undefined => (values.length ? Math.min(...values) : undefined);
const max = (values: number[]): number | undefined => (values.length ? Math.max(...values) : undefined);
const unique = (values: (string | undefined)[]): string[] => [
  ...new Set(values.filter((value): value is string => value !== undefined)),
];

/**
 * The facts the ratebook's underwriting rules and endorsements test, computed once from the risk
 * (names in schemas/ratebook/ratebook-predicate.schema.json). Pure.
 */
export function computeFacts(risk: RiskProfile): Facts {
  const ages = risk.drivers.map((driver) => driver.age);
  const proposer = risk.drivers[0];
  return {
    proposer_age: proposer?.age,
    youngest_driver_age: min(ages),
    oldest_driver_age: max(ages),
    min_years_licensed: min(risk.drivers.map((driver) => driver.yearsLicensed)),
    additional_driver_count: Math.max(0, risk.drivers.length - 1),
    licence_types: unique(risk.drivers.map((driver) => driver.licenceType)),
    insurance_refused: risk.drivers.some((driver) => driver.insuranceRefused),
    non_rta_conviction: risk.drivers.some((driver) => driver.nonRtaConviction),
    medical_conditions: unique(risk.drivers.map((driver) => driver.medicalCondition)),
    medical_not_notified: risk.drivers.some((driver) => driver.medicalNotNotified),
    medical_worsening: risk.drivers.some((driver) => driver.medicalWorsening),
    claims_count: risk.claims.length,
    fault_claims_count: risk.claims.filter((claim) => claim.isFault).length,
    claim_codes: unique(risk.claims.map((claim) => claim.code)),
    conviction_codes: unique(risk.convictions.map((conviction) => conviction.code)),
    conviction_points: risk.convictions.reduce((sum, conviction) => sum + conviction.points, 0),
    has_ban: risk.convictions.some((conviction) => conviction.banMonths > 0),
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
