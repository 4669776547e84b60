import type { FormatDefinition } from './formatDefinition';

/**
 * The 124 postcode areas: 121 in the UK (BT is Northern Ireland) plus the Crown dependencies
 * GY, IM and JE, whose vans we also insure.
 */
export const postcodeAreas: readonly string[] = (
  'AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY ' +
  'E EC EH EN EX FK FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE ' +
  'LL LN LS LU M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL ' +
  'SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE'
).split(' ');

const areaSet = new Set(postcodeAreas);

// BS 7666 shape with one optional space. It alone accepts made-up areas such as the address
// provider's test postcode ID1 1QD, hence the area check. BFPO and the overseas territories
// (ASCN 1ZZ…) don't match: we insure vans kept in the UK.
const pattern =
  /^(?:GIR ?0AA|[A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPS-UW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i;

/** Upper case, whitespace removed, one space before the inward code: " sw1a2aa" → "SW1A 2AA". */
export function normalisePostcode(s: string): string {
  const compact = s.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

function isValid(value: string): boolean {
  if (!pattern.test(value)) return false;
  const area = areaOf(value.toUpperCase());
  return area === 'GIR' || areaSet.has(area);
}

function areaOf(upper: string): string {
  return /^[A-Z]+/.exec(upper)?.[0] ?? '';
}

/**
 * The postcode area (the letters before the first digit): "sw1a 2aa" → "SW", "B1 1AA" → "B".
 * Null when the value, once normalised, is not a valid postcode. GIR 0AA gives "GIR", which is
 * not in {@link postcodeAreas}.
 */
export function postcodeArea(s: string): string | null {
  const normalised = normalisePostcode(s);
  return isValid(normalised) ? areaOf(normalised) : null;
}

/**
 * A real UK (or Crown dependency) postcode, any case, with or without its one space; stored as
 * Royal Mail writes it ("LS6 1HR").
 */
export const ukPostcode: FormatDefinition = {
  name: 'uk-postcode',
  validate: isValid,
  stored: normalisePostcode,
};
