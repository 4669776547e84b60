import type { FormatDefinition } from './formatDefinition';

export type RegistrationStyle = 'current' | 'prefix' | 'suffix' | 'q' | 'ni' | 'dateless' | 'diplomatic';

// Tried in this order (an earlier style wins). Each allows one space only where the plate shows it.
// No pattern matches more than 7 characters without the space.
const styles: readonly { style: RegistrationStyle; pattern: RegExp }[] = [
  // Sep 2001 on: memory tag (no I, Q, Z), age identifier (01 never issued), 3 letters (no I, Q).
  { style: 'current', pattern: /^[A-HJ-PR-Y]{2}(?:0[02-9]|[1-9][0-9]) ?[A-HJ-PR-Z]{3}$/ },
  // Aug 1983 to Aug 2001: the first letter dates the plate (no I, O, Q, U, Z).
  { style: 'prefix', pattern: /^[A-HJ-NPR-TV-Y][1-9][0-9]{0,2} ?[A-Z]{3}$/ },
  // 1963 to Jul 1983: the last letter dates the plate.
  { style: 'suffix', pattern: /^[A-Z]{3} ?[1-9][0-9]{0,2}[A-HJ-NPR-TV-Y]$/ },
  // Age unknown: kit cars, rebuilt and imported vehicles.
  { style: 'q', pattern: /^Q[1-9][0-9]{0,2} ?[A-Z]{3}$/ },
  // NI county codes always hold an I or a Z, which GB dateless plates never use.
  { style: 'ni', pattern: /^(?=[A-Z]*[IZ])[A-Z]{1,3} ?[1-9][0-9]{0,3}$/ },
  { style: 'dateless', pattern: /^(?:[A-HJ-PR-Y]{1,3} ?[1-9][0-9]{0,3}|[1-9][0-9]{0,3} ?[A-HJ-PR-Y]{1,3})$/ },
  // The spec's "3 digits, D or X, 3 digits" (diplomatic and international bodies): written either
  // without spaces or, as displayed, with one on each side of the letter.
  { style: 'diplomatic', pattern: /^[0-9]{3}( ?)[DX]\1[0-9]{3}$/ },
];

/** Upper case with every space removed: "ab12 cde" → "AB12CDE". */
export function normaliseRegistration(s: string): string {
  return s.toUpperCase().replace(/\s+/g, '');
}

/** The plate's style, judged on its normalised form; null when it is not a UK plate. */
export function registrationStyle(s: string): RegistrationStyle | null {
  const normalised = normaliseRegistration(s);
  return styles.find(({ pattern }) => pattern.test(normalised))?.style ?? null;
}

// Prefix plates: A = Aug 1983, one letter per August to S = Aug 1998; then two a year (March and
// September) from T = Mar 1999 to Y = Mar 2001. Months are 1-based.
const prefixIssued: Readonly<Record<string, readonly [number, number]>> = {
  ...yearly('ABCDEFGHJKLMNPRS', 1983, 8),
  T: [1999, 3],
  V: [1999, 9],
  W: [2000, 3],
  X: [2000, 9],
  Y: [2001, 3],
};

// Suffix plates: A = 1963 to D = 1966 by calendar year, E = Jan 1967, then one letter per August
// from F = Aug 1967 to Y = Aug 1982.
const suffixIssued: Readonly<Record<string, readonly [number, number]>> = {
  ...yearly('ABCD', 1963, 1),
  E: [1967, 1],
  ...yearly('FGHJKLMNPRSTVWXY', 1967, 8),
};

function yearly(letters: string, firstYear: number, month: number): Record<string, [number, number]> {
  return Object.fromEntries([...letters].map((letter, i) => [letter, [firstYear + i, month]]));
}

/** First month of issue of a current-style age identifier: 21 → Mar 2021, 71 → Sep 2021, 00 → Sep 2050. */
function ageIdentifierIssued(identifier: number): readonly [number, number] {
  if (identifier === 0) return [2050, 9];
  return identifier <= 50 ? [2000 + identifier, 3] : [2000 + identifier - 50, 9];
}

function issued(normalised: string, style: RegistrationStyle | null): readonly [number, number] | undefined {
  switch (style) {
    case 'current':
      return ageIdentifierIssued(Number(normalised.slice(2, 4)));
    case 'prefix':
      return prefixIssued[normalised.charAt(0)];
    case 'suffix':
      return suffixIssued[normalised.charAt(normalised.length - 1)];
    default:
      return undefined;
  }
}

/**
 * The earliest year a vehicle can carry this plate, from its age identifier (current style) or
 * its prefix or suffix letter: "LF63NDX" → 2013, "K50WTB" → 1992, "ABC123D" → 1966.
 * Null for plates that carry no date (Q, NI, dateless, diplomatic, or not a plate) and for an
 * identifier not yet issued at `asOf` (compared by UTC month), so callers can reject future plates.
 */
export function registrationYear(s: string, asOf: Date): number | null {
  const normalised = normaliseRegistration(s);
  const start = issued(normalised, registrationStyle(normalised));
  if (!start) return null;
  const [year, month] = start;
  const asOfMonth = asOf.getUTCFullYear() * 12 + asOf.getUTCMonth() + 1;
  return year * 12 + month > asOfMonth ? null : year;
}

/**
 * A UK registration as the form sends it: upper case (the input forces it), at most 7 characters
 * besides one optional space where the plate shows it ("AB12 CDE", "K50 WTB", "ABC 123D").
 * Whether an age identifier is already issued needs the clock: see {@link registrationYear}.
 */
export const ukRegistration: FormatDefinition = {
  name: 'uk-registration',
  validate: (value) => styles.some(({ pattern }) => pattern.test(value)),
  // Stored without its space ("AB12CDE"): one writing of each plate, however it was typed.
  stored: normaliseRegistration,
};
