/**
 * What an add-on's code says of it, for the server's pricing and the price page alike (second
 * document, section 3: "MF and KE are excluded from the main list. Codes containing SAB are
 * breakdown tiers").
 */

/** Codes never offered or listed, whatever a ratebook or a quote says. */
export const NEVER_LISTED: readonly string[] = ['MF', 'KE'];

/** True for a breakdown tier: its code contains SAB. */
export function isBreakdown(code: string): boolean {
  return code.includes('SAB');
}

/** True for an add-on that may be offered and listed (not MF or KE). */
export function isListed(code: string): boolean {
  return !NEVER_LISTED.includes(code);
}
