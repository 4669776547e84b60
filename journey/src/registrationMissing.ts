import type { Risk } from '../../schemas/generated/index';

/**
 * The van has no registration yet: it was quoted without one (has_registration false) or without
 * its plate. The price page's Registration Number Check asks for it, and nothing is sold before it
 * is given: the page's Continue waits for it, and the server takes no payment without it.
 */
export function registrationMissing(risk: Risk | undefined): boolean {
  return risk?.vehicle?.has_registration === false || !risk?.vehicle?.registration;
}
