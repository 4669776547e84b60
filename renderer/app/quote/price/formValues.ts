import type { FormDocument } from '../../../engine/form/types';
import type { Userfields } from '../../../../schemas/generated/index';

// The answers of the page's forms, read from their documents (each is { risk: { ... } }).

const riskOf = (document: FormDocument): Record<string, unknown> =>
  (document.risk as Record<string, unknown> | undefined) ?? {};

/** The start date typed (YYYY-MM-DD once complete, the part typed before). */
export function startDateOf(document: FormDocument): string | undefined {
  const value = riskOf(document).start_date;
  return typeof value === 'string' ? value : undefined;
}

export function voluntaryExcessOf(document: FormDocument): number | undefined {
  const value = riskOf(document).voluntary_excess;
  return typeof value === 'number' ? value : undefined;
}

export function registrationOf(document: FormDocument): string | undefined {
  const vehicle = riskOf(document).vehicle as Record<string, unknown> | undefined;
  return typeof vehicle?.registration === 'string' ? vehicle.registration : undefined;
}

export function userfieldsOf(document: FormDocument): Userfields {
  return (riskOf(document).userfields as Userfields | undefined) ?? {};
}
