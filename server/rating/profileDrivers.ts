import type { AdditionalDriver, Duqs, Proposer } from '../../schemas/generated/index';
import { ageOn } from '../../schemas/src/ukDates';
import { dateOf } from './dates';
import type { ClaimProfile, ConvictionProfile, DriverProfile } from './types';

/** What profileDriver() found: the driver, their history within the look-back, and what is missing. */
export interface DriverAnswers {
  /** Undefined when an answer the driver's profile needs is missing. */
  driver: DriverProfile | undefined;
  claims: ClaimProfile[];
  convictions: ConvictionProfile[];
  missing: string[];
}

const NO_LICENCE = '<No Licence>';

function nameOf(person: Proposer | AdditionalDriver, role: string): string {
  const answer = person.name;
  const forenames = answer?.forenames;
  const surname = answer?.surname;
  // The non-empty parts joined by a space, as [forenames, surname].filter(Boolean).join(' ') would
  // write them, without the array and callback each driver made.
  const joined = forenames ? (surname ? `${forenames} ${surname}` : forenames) : surname || '';
  const name = joined.trim();
  return (name || role).slice(0, 100);
}

/** Undated history counts: an answer we cannot place in time is assumed recent. */
function recent(date: string | undefined, lookBackStart: string): boolean {
  return date === undefined || date >= lookBackStart;
}

/**
 * One driver (index 0 is the proposer, N the Nth additional driver) as the engine rates them, with
 * the claims and convictions inside the look-back. `path` is where the driver sits in the proposal,
 * so a missing answer is named precisely ("risk.additional_drivers.0.date_of_birth"). History
 * counts from `lookBackStart` (lookBackStart() of the rating date), found once for every driver.
 */
export function profileDriver(
  person: Proposer | AdditionalDriver,
  index: number,
  path: string,
  duqs: Duqs,
  ratingDate: string,
  lookBackStart: string,
  faultCodes: readonly string[],
): DriverAnswers {
  const role = index === 0 ? 'Proposer' : `Driver ${index}`;
  const details = person.driver_details ?? {};
  const licence = details.licence ?? {};
  const missing: string[] = [];
  const birth = dateOf(person.date_of_birth);
  if (!birth) missing.push(`${path}.date_of_birth`);
  const licenceType = licence.type;
  if (!licenceType) missing.push(`${path}.driver_details.licence.type`);
  const licenceDate = dateOf(licence.date);
  if (!licenceDate && licenceType !== NO_LICENCE) missing.push(`${path}.driver_details.licence.date`);

  // Loops rather than filter/map callbacks: each element is tested with `in` and then read, as
  // filter does, so a quote's recorded reads (and its digest) are those filter made.
  const claims: ClaimProfile[] = [];
  const claimAnswers = details.has_claims === false ? undefined : details.claims;
  const claimCount = claimAnswers == null ? 0 : claimAnswers.length;
  for (let i = 0; i < claimCount; i += 1) {
    if (!(i in claimAnswers!)) continue;
    const claim = claimAnswers![i]!;
    // Each answer read once: a quote records the rating's reads, each one a proxy's trap.
    const date = claim.date;
    if (!recent(dateOf(date), lookBackStart)) continue;
    const code = claim.description;
    const isNcbPrejudiced = claim.is_ncb_prejudiced === true;
    claims.push({
      code,
      date,
      isNcbPrejudiced,
      isFault: faultCodes.includes(code) || isNcbPrejudiced,
      driver: role,
    });
  }
  const convictions: ConvictionProfile[] = [];
  const convictionAnswers = licence.has_convictions === false ? undefined : licence.convictions;
  const convictionCount = convictionAnswers == null ? 0 : convictionAnswers.length;
  for (let i = 0; i < convictionCount; i += 1) {
    if (!(i in convictionAnswers!)) continue;
    const c = convictionAnswers![i]!;
    const date = c.conviction_date ?? c.offence_date;
    if (!recent(dateOf(date), lookBackStart)) continue;
    const points = c.points;
    convictions.push({
      code: c.code,
      date,
      points: Math.max(0, Math.floor(points ?? 0)),
      banMonths: c.has_ban_months === true ? Math.max(1, Math.floor(c.ban_months ?? 1)) : 0,
      driver: role,
    });
  }
  if (missing.length > 0 || !birth || !licenceType) {
    // The same keys either way, so the profile reads one shape.
    return { driver: undefined, claims, convictions, missing };
  }

  const medical = details.has_medical_condition === true ? details.medical_condition : undefined;
  const marital =
    index === 0 ? duqs.marital_status_proposer : duqs[`marital_status_driver_${index}` as keyof Duqs];
  const driver: DriverProfile = {
    role,
    name: nameOf(person, role),
    // Whole years as ageOn() counts them; none for a date after the rating date.
    age: Math.max(0, ageOn(birth, ratingDate)),
    yearsLicensed: licenceDate ? Math.max(0, ageOn(licenceDate, ratingDate)) : 0,
    licenceType,
    maritalStatus: typeof marital === 'string' ? marital : undefined,
    medicalCondition: medical?.code,
    medicalNotNotified: medical?.is_dvla_notified === false,
    medicalWorsening: medical?.status === 'WORSE',
    insuranceRefused: person.has_insurance_refused === true,
    nonRtaConviction: person.has_non_rta_conviction === true,
  };
  return { driver, claims, convictions, missing };
}
