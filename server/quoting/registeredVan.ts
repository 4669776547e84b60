import { knownVanAnswers } from '../../journey/src/knownVanAnswers';
import type { Proposal, Vehicle, VehicleLookupResult } from '../../schemas/generated/index';
import { normaliseRegistration } from '../../schemas/src/formats/ukRegistration';
import { HttpError, type FieldError } from '../httpError';
import { type VehicleProvider, VehicleLookupError } from '../providers/vehicle/vehicleProvider';
import { LOOKED_UP_FIELDS, vehicleOf } from './vehicleDetails';

/** Where the message goes: the registration, which the form's van lookup asks. */
export const REGISTRATION_PATH = 'risk.vehicle.registration';

/** The answers a registration lookup may know, which the form then does not ask (knownVanAnswers). */
const KNOWN_FIELDS = ['seats', 'body_style'] as const satisfies readonly (keyof Vehicle)[];

/**
 * The registration a save must look up, when it gives the van one: the van has a registration
 * (has_registration true) and the save changes the registration, says it has one where it had
 * none, or changes the van's looked-up answers (another van, or the same van's details written
 * anew) or its seats or body style. A proposal sent back as it was stored needs no lookup: its registration was looked up
 * when it was saved. Pure.
 */
export function registrationToLookUp(document: Proposal, stored: Proposal | undefined): string | undefined {
  const vehicle = vehicleOf(document);
  if (vehicle.has_registration !== true || typeof vehicle.registration !== 'string') return undefined;
  const before = vehicleOf(stored);
  const unchanged =
    before.has_registration === true &&
    typeof before.registration === 'string' &&
    normaliseRegistration(before.registration) === normaliseRegistration(vehicle.registration) &&
    [...LOOKED_UP_FIELDS, ...KNOWN_FIELDS].every((field) => vehicle[field] === before[field]);
  return unchanged ? undefined : vehicle.registration;
}

/**
 * What breaks the rule that a registered van is the van its registration names: the van's ABI
 * code is one the registration lookup `found` for the plate (as the price page's registration
 * check compares them); its year is the one the lookup gives that van (the form takes it from
 * the lookup, and the van's age prices the cover: a year anywhere in the model's run is not
 * enough); and the seats and body style the lookup knows of that van are the ones answered
 * (knownVanAnswers: the form fills them and does not ask; the price depends on them). The other
 * looked-up answers are held to the ABI code's own van by vehicleDetailProblems. A plate the
 * lookup does not find names no van this proposal can have. Pure.
 */
export function registeredVanProblems(
  vehicle: Vehicle,
  found: readonly VehicleLookupResult[],
  message: string,
): FieldError[] {
  const named = (van: VehicleLookupResult) => {
    if (van.abi_code !== vehicle.abi_code) return false;
    if (van.year !== undefined && vehicle.year !== van.year) return false;
    const known = knownVanAnswers(van);
    return (
      (known.seats === undefined || vehicle.seats === known.seats) &&
      (known.body_style === undefined || vehicle.body_style === known.body_style)
    );
  };
  return found.some(named) ? [] : [{ path: REGISTRATION_PATH, message }];
}

export interface RegisteredVanCheck {
  vehicles: VehicleProvider;
  /** The journey's message for a registration that names another van (form.json vehicle.detailsMessage). */
  message: string;
  /** The journey's words for a lookup that could not be made (errors.json vehicleLookupUnavailable). */
  unavailable: string;
}

/**
 * Holds a save's registered van to its registration, looking the plate up through the vehicle
 * provider when registrationToLookUp says the save needs it. Throws 422 (invalid, at the
 * registration) for a plate that names another van or none, and 502 when the lookup service
 * cannot answer: a changed registration is never stored unchecked.
 */
export async function checkRegisteredVan(
  check: RegisteredVanCheck,
  document: Proposal,
  stored: Proposal | undefined,
): Promise<FieldError[]> {
  const registration = registrationToLookUp(document, stored);
  if (registration === undefined) return [];
  let found: VehicleLookupResult[];
  try {
    found = await check.vehicles.findByRegistration(normaliseRegistration(registration));
  } catch (error) {
    if (!(error instanceof VehicleLookupError)) throw error;
    throw new HttpError(502, 'vehicle_lookup_unavailable', check.unavailable);
  }
  return registeredVanProblems(vehicleOf(document), found, check.message);
}
