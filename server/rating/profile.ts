import type { Proposal, Ratebook } from '../../schemas/generated/index';
import { postcodeArea } from '../../schemas/src/formats/ukPostcode';
import { ukToday } from '../../schemas/src/ukDates';
import { dateOf, laterDate, lookBackStart } from './dates';
import { toPence } from './money';
import { type DriverAnswers, profileDriver } from './profileDrivers';
import type { ClaimProfile, ConvictionProfile, CoverType, DriverProfile, RiskProfile } from './types';

/** The profile of a proposal, or the answers it lacks (dotted paths) when it cannot be rated. */
export type ProfileOutcome = { risk: RiskProfile; missing: [] } | { risk?: undefined; missing: string[] };

const COVER_TYPES: readonly string[] = ['C', 'TPFT', 'TPO'];

const finite = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) ? value : undefined;

/**
 * Normalises a proposal once into what the factors read. The rating date is the cover start date,
 * or the London calendar day of `asOf` when the start is missing or already past: ages and
 * look-backs are taken at the start of cover, as insurers rate them. Pure.
 */
export function buildProfile(proposal: Proposal, ratebook: Ratebook, asOf: Date): ProfileOutcome {
  const risk = proposal.risk ?? {};
  const vehicle = risk.vehicle ?? {};
  const duqs = risk.duqs ?? {};
  const proposer = risk.proposer ?? {};
  const today = ukToday(asOf);
  const ratingDate = laterDate(dateOf(risk.start_date) ?? today, today);
  const lookBack = lookBackStart(ratingDate, ratebook.look_back_years);
  const missing: string[] = [];

  // The proposer, then each additional driver (walked as map walks the list: `in`, then the
  // driver, so the recorded reads are those map made), with loops rather than callbacks.
  const faultCodes = ratebook.history.fault_claim_codes;
  const answers: DriverAnswers[] = [
    profileDriver(proposer, 0, 'risk.proposer', duqs, ratingDate, lookBack, faultCodes),
  ];
  const others = risk.has_additional_drivers === false ? undefined : risk.additional_drivers;
  const otherCount = others == null ? 0 : others.length;
  for (let i = 0; i < otherCount; i += 1) {
    if (!(i in others!)) continue;
    const path = `risk.additional_drivers.${i}`;
    answers.push(profileDriver(others![i]!, i + 1, path, duqs, ratingDate, lookBack, faultCodes));
  }
  const drivers: DriverProfile[] = [];
  const claims: ClaimProfile[] = [];
  const convictions: ConvictionProfile[] = [];
  for (const answer of answers) {
    for (const path of answer.missing) missing.push(path);
    if (answer.driver !== undefined) drivers.push(answer.driver);
    for (const claim of answer.claims) claims.push(claim);
    for (const conviction of answer.convictions) convictions.push(conviction);
  }

  // Each answer read once: a quote records the rating's reads, each one a proxy's trap.
  const coverType = vehicle.cover_type;
  if (!coverType || !COVER_TYPES.includes(coverType)) missing.push('risk.vehicle.cover_type');
  const classOfUse = vehicle.class_of_use;
  if (!classOfUse) missing.push('risk.vehicle.class_of_use');
  const value = finite(vehicle.value);
  if (value === undefined || value < 0) missing.push('risk.vehicle.value');
  const mileage = finite(duqs.annual_mileage);
  if (mileage === undefined || mileage < 0) missing.push('risk.duqs.annual_mileage');
  const keptElsewhere = vehicle.is_kept_at_proposer_postcode === false && vehicle.kept_postcode !== undefined;
  const postcodePath = keptElsewhere ? 'risk.vehicle.kept_postcode' : 'risk.proposer.address.postcode';
  const postcode = keptElsewhere ? vehicle.kept_postcode : proposer.address?.postcode;
  const area = postcode === undefined ? null : postcodeArea(postcode);
  if (area === null) missing.push(postcodePath);
  if (missing.length > 0) return { missing };

  // Previous insurance counts unless denied: the journey's rules clear it when the answer is no.
  const previous = risk.has_previous_insurance === false ? undefined : risk.previous_insurance;
  const ncd = previous?.ncd;
  const year = finite(vehicle.year);
  return {
    missing: [],
    risk: {
      ratingDate,
      coverType: coverType as CoverType,
      classOfUse: classOfUse as string,
      annualMileage: mileage as number,
      postcodeArea: area as string,
      drivers,
      claims,
      convictions,
      vehicle: {
        value: value as number,
        abiCode: vehicle.abi_code,
        manufacturer: vehicle.manufacturer?.toUpperCase(),
        model: vehicle.model?.toUpperCase(),
        ageYears: year === undefined ? undefined : Math.max(0, Number(ratingDate.slice(0, 4)) - year),
        engineSize: finite(vehicle.engine_size),
        bodyStyle: vehicle.body_style,
        fuelType: vehicle.fuel_type,
        hasTracker: vehicle.has_tracker === true,
        isLeftHandDrive: vehicle.is_left_hand_drive === true,
        modifications:
          vehicle.is_modified === true ? [...new Set((vehicle.modifications ?? []).map((m) => m.type))] : [],
      },
      nightLocation: duqs.vehicle_night_location,
      daytimeLocation: duqs.vehicle_daytime_location,
      businessEstablishedMonths: finite(duqs.business_established_months),
      isSignWritten: duqs.is_sign_written === true,
      hasFittedRacking: duqs.has_fitted_racking === true,
      isRefrigerated: duqs.is_refrigerated === true,
      hasHazardousGoods: duqs.has_hazardous_goods === true,
      isKeptAtProposerPostcode: !keptElsewhere,
      ncdYears: Math.max(0, Math.floor(finite(ncd?.years) ?? 0)),
      ...(answers[0]?.driver ? { proposerYearsLicensed: answers[0].driver.yearsLicensed } : {}),
      ncdProtected: ncd?.is_protected === true,
      previousInsuranceType: ncd ? previous?.type : undefined,
      voluntaryExcessPence: toPence(finite(risk.voluntary_excess)),
    },
  };
}
