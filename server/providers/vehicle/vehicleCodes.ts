import type { Seats } from '../../../schemas/generated/index';
import bodyStyles from '../../../journey/lists/vehicle_body_style.json';
import fuelTypes from '../../../journey/lists/vehicle_fuel_type.json';

/** The body style of a vehicle whose body is not known: the form then asks for it. */
export const UNKNOWN_BODY = 'BLANK';
/** The seats of a vehicle whose seats are not known: the form then asks for them. */
export const UNKNOWN_SEATS: Seats = '0';

// Providers write codes as words in their own way ("DIESEL", "Panel Van", "AUTO 6 GEARS").
// A word is compared upper case with everything but letters and digits turned into single spaces.
// The words are the providers', listed here, never the lists' option names: those are copy, and
// rewording an option must not change which van a registration finds.
const key = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

type Options = readonly { name: string; value: string }[];

/** A provider word or a list code to the code; a word naming no code of the list is a mistake. */
function table(options: Options, words: Record<string, string>): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const option of options) map.set(key(option.value), option.value);
  for (const [word, value] of Object.entries(words)) map.set(key(word), value);
  return map;
}

const fuelTable = table(fuelTypes.options, {
  // DVLA VES fuelType values (DOMAIN.md section 4) and common vendor words.
  DIESEL: 'D',
  PETROL: 'P',
  LPG: 'L',
  ELECTRICITY: 'E',
  ELECTRIC: 'E',
  'HYBRID ELECTRIC': 'H',
  'PETROL/ELECTRIC': 'H',
  'PETROL HYBRID': 'H',
  'ELECTRIC DIESEL': 'HD',
  'DIESEL/ELECTRIC': 'HD',
  'DIESEL HYBRID': 'HD',
  'HYBRID (PETROL / ELECTRIC)': 'H',
  'HYBRID (DIESEL / ELECTRIC)': 'HD',
  'PLUG-IN HYBRID': 'PHEV',
  'PETROL PLUG-IN HYBRID': 'PHEV',
  'GAS BI-FUEL': 'B',
  'BI-FUEL': 'B',
  'BI-FUEL (PETROL / LPG)': 'B',
  'PETROL/LPG': 'B',
  GAS: 'G',
  CNG: 'G',
  'NATURAL GAS (CNG)': 'G',
  'FUEL CELLS': 'FC',
  HYDROGEN: 'FC',
  'HYDROGEN FUEL CELL': 'FC',
});

const bodyTable = table(bodyStyles.options, {
  VAN: 'PV',
  'PANEL VAN': 'PV',
  'WINDOW VAN': 'WV',
  'CAR DERIVED VAN': 'CDV',
  'CREW CAB / DOUBLE CAB-IN-VAN': 'DC',
  'CREW CAB': 'DC',
  'DOUBLE CAB': 'DC',
  'DOUBLE CAB IN VAN': 'DC',
  'CREW VAN': 'DC',
  KOMBI: 'K',
  COMBI: 'K',
  'COMBI VAN': 'K',
  'CHASSIS CAB': 'CC',
  'PICK UP': 'PU',
  'PICK-UP (SINGLE CAB)': 'PU',
  'PICK-UP (EXTRA / KING CAB)': 'PE',
  'PICK-UP (DOUBLE CAB)': 'PD',
  PICKUP: 'PU',
  'SINGLE CAB PICK UP': 'PU',
  'EXTRA CAB PICK UP': 'PE',
  'KING CAB PICK UP': 'PE',
  'DOUBLE CAB PICK UP': 'PD',
  'DOUBLE CAB PICKUP': 'PD',
  PLATFORM: 'PF',
  'PLATFORM CAB': 'PF',
  DROPSIDE: 'DS',
  TIPPER: 'T',
  LUTON: 'L',
  'LUTON WITH TAIL LIFT': 'LT',
  'BOX VAN': 'BV',
  CURTAINSIDER: 'CS',
  'REFRIGERATED VAN': 'RV',
  'INSULATED VAN': 'IV',
  MINIBUS: 'MB',
  'RECOVERY TRUCK': 'RT',
  HORSEBOX: 'HB',
  'CAMPER CONVERSION': 'CV',
  'WHEELCHAIR ACCESSIBLE VEHICLE': 'WAV',
  OTHER: 'O',
});

/** The vehicle_fuel_type code of a provider's fuel word, if it is one we know. */
export function fuelCode(text: string | undefined): string | undefined {
  return text === undefined ? undefined : fuelTable.get(key(text));
}

/** The vehicle_body_style code of a provider's body word, or BLANK (unknown). */
export function bodyCode(text: string | undefined): string {
  return (text === undefined ? undefined : bodyTable.get(key(text))) ?? UNKNOWN_BODY;
}

/** "M" or "A" from "Manual", "MANUAL 6 GEARS", "Automatic", "AUTO", "Semi-Auto", "CVT"... */
export function transmissionCode(text: string | undefined): string | undefined {
  const word = text === undefined ? '' : key(text);
  if (word.startsWith('MAN') || word === 'M') return 'M';
  if (/^(AUTO|SEMI|CVT|DSG|A$)/.test(word)) return 'A';
  return undefined;
}

/** The name shown for a fuel code ("D" -> "Diesel"); the code itself when the list lacks it. */
export function fuelName(code: string): string {
  return fuelTypes.options.find((option) => option.value === code)?.name ?? code;
}

/** The order of the fuel list, so the fuel dropdown reads as the list does. */
export function fuelRank(code: string): number {
  const index = fuelTypes.options.findIndex((option) => option.value === code);
  return index === -1 ? fuelTypes.options.length : index;
}

/** Seats as the schema writes them: "1" to "9", "10+", or "0" when unknown. */
export function seatsValue(count: number | undefined): Seats {
  if (count === undefined || !Number.isInteger(count) || count < 1) return UNKNOWN_SEATS;
  return count >= 10 ? '10+' : (String(count) as Seats);
}
