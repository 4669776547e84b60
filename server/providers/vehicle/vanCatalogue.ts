import type { Seats } from '../../../schemas/generated/index';
import vans from './data/vans.json';

/** One variant (derivative) of a van model, as in data/vans.json. */
export interface VanVariant {
  /** 8 digits, unique and stable: a published code is never renumbered. */
  abi_code: string;
  description: string;
  /** cc; 0 for electric. */
  engine_size: number;
  /** A value of the vehicle_fuel_type list. */
  fuel_type: string;
  /** A value of the vehicle_transmission list. */
  transmission: string;
  /** A value of the vehicle_body_style list, or "BLANK" when unknown (the form then asks). */
  body_style: string;
  /** "0" when unknown (the form then asks). */
  seats: Seats;
  /** 0 when unknown. */
  doors: number;
  year_min: number;
  /** Absent while the variant is still made. */
  year_max?: number;
  /** LCV group on the new scale, 21 (lowest) to 50. */
  abi_group: number;
  /** Typical used value in pounds at 3 to 6 years old: [low, high]. Seed data. */
  value_band: number[];
  high_theft_risk: boolean;
}

export interface VanModel {
  manufacturer: string;
  model: string;
  segment: 'small' | 'medium' | 'large' | 'pickup' | 'classic';
  variants: VanVariant[];
}

/** A variant with the make and model it belongs to. */
export interface VanEntry {
  manufacturer: string;
  model: string;
  variant: VanVariant;
}

export interface VanCatalogueData {
  models: VanModel[];
}

// Upper case letters only, accents dropped: "Citroën" and "CITROEN" and "Mercedes-Benz" and
// "MERCEDES BENZ" compare equal, as DVLA and commercial providers spell makes their own way.
const makeKey = (make: string) =>
  make
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

/** Spellings providers use for makes the catalogue names differently. */
const MAKE_ALIASES: Readonly<Record<string, string>> = {
  MERCEDES: 'MERCEDESBENZ',
  VW: 'VOLKSWAGEN',
  LANDROVERLTD: 'LANDROVER',
  SAICMAXUS: 'MAXUS',
};

/**
 * Two names of a make, model or variant that differ only in case or accents ("FORD", "Ford"),
 * letter for letter: the collator alone also passes characters it ignores (a zero-width space, a
 * soft hyphen, a right-to-left override), accents piled on a letter, and the look-alike forms of
 * letters and spaces that are compatibility characters ("ＦＯＲＤ" in full-width letters, a
 * no-break space, a ligature), which no provider writes and documents would show.
 */
export const sameName = (a: string, b: string) =>
  plain(a) &&
  plain(b) &&
  a.normalize('NFC').length === b.normalize('NFC').length &&
  baseLetters.compare(a, b) === 0;

/** A name with no compatibility character: the same text however it is normalised. */
const plain = (name: string) => name.normalize('NFKC') === name.normalize('NFC');

/** Compares letters alone: case and accents aside (one collator, built once). */
const baseLetters = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The embedded van catalogue: the data behind the embedded provider and the manual cascade, and
 * the model source the DVLA adapter joins its answers with. Pure: "now" is passed in where the
 * open end of a production run matters.
 */
export class VanCatalogue {
  readonly entries: readonly VanEntry[];
  private readonly byCode: ReadonlyMap<string, VanEntry>;
  private readonly makes: readonly string[];
  private readonly makesByKey: ReadonlyMap<string, string>;

  constructor(readonly data: VanCatalogueData) {
    this.entries = data.models.flatMap((m) =>
      m.variants.map((variant) => ({ manufacturer: m.manufacturer, model: m.model, variant })),
    );
    this.byCode = new Map(this.entries.map((entry) => [entry.variant.abi_code, entry]));
    this.makes = [...new Set(data.models.map((m) => m.manufacturer))].sort((a, b) => a.localeCompare(b));
    this.makesByKey = new Map([...this.makes].reverse().map((name) => [makeKey(name), name]));
  }

  /** The variant with this ABI code (for the rating engine: group, value band, theft risk). */
  byAbiCode(abiCode: string): VanEntry | undefined {
    return this.byCode.get(abiCode);
  }

  /** Every manufacturer, alphabetical. */
  manufacturers(): string[] {
    return [...this.makes];
  }

  /** The catalogue's spelling of a make as a provider writes it ("MERCEDES-BENZ"), if known. */
  canonicalMake(make: string): string | undefined {
    const key = makeKey(make);
    const wanted = MAKE_ALIASES[key] ?? key;
    return this.makesByKey.get(wanted);
  }

  /** The entries of a make, and of one of its models when given (case-insensitive). */
  entriesOf(manufacturer: string, model?: string): VanEntry[] {
    return this.entries.filter(
      (e) => sameName(e.manufacturer, manufacturer) && (model === undefined || sameName(e.model, model)),
    );
  }

  /** The entries made in `year` (an open run counts as running to `now`). */
  madeIn(year: number, now: Date, entries: readonly VanEntry[] = this.entries): VanEntry[] {
    return entries.filter((e) => e.variant.year_min <= year && year <= lastYear(e.variant, now));
  }
}

/** The last year a variant was made; this year while it still is. */
export function lastYear(variant: VanVariant, now: Date): number {
  return Math.min(variant.year_max ?? now.getUTCFullYear(), now.getUTCFullYear());
}

let shared: VanCatalogue | undefined;

/** The catalogue of data/vans.json (checked by vanCatalogue.test.ts), built once. */
export function embeddedVanCatalogue(): VanCatalogue {
  shared ??= new VanCatalogue(vans as VanCatalogueData);
  return shared;
}
