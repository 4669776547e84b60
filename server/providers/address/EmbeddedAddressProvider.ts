import { normalisePostcode, postcodeArea } from '../../../schemas/src/formats/ukPostcode';
import type { Address, AddressProvider } from './AddressProvider';
import { packLines } from './packLines';
import { postTowns, type PostTown } from './postTowns';
import { between, seededRandom } from './seededRandom';
import { houseName, streetName } from './streetNames';

/**
 * Postcodes whose inward code is this have no addresses in the embedded generator, so testers
 * can reach the "no addresses" path with any area: "LS1 9ZZ", "SW1A 9ZZ".
 */
export const EMPTY_INWARD_CODE = '9ZZ';

/**
 * The embedded default: believable, made-up addresses for any valid postcode, the same every time
 * for the same postcode. 8 to 30 addresses on one or two streets of the area's post town: house
 * numbers along one side of the street, some houses split into flats, some named houses.
 */
export class EmbeddedAddressProvider implements AddressProvider {
  readonly name = 'embedded';
  readonly testPostcodes: ReadonlySet<string> = new Set<string>();

  async lookup(postcode: string): Promise<Address[]> {
    return embeddedAddresses(postcode);
  }
}

/** The generator itself; `[]` for an invalid postcode or one of the 9ZZ family. */
export function embeddedAddresses(postcode: string): Address[] {
  const normalised = normalisePostcode(postcode);
  const area = postcodeArea(normalised);
  const place = area === null ? undefined : postTowns[area];
  if (!place || normalised.endsWith(` ${EMPTY_INWARD_CODE}`)) return [];

  const random = seededRandom(normalised);
  const total = between(random, 8, 30);
  const streets = random() < 0.35 ? [street(random, place), street(random, place)] : [street(random, place)];
  if (streets[1] === streets[0]) streets.pop();
  const firstShare = streets.length === 1 ? total : between(random, 4, total - 4);

  const addresses: Address[] = [];
  // One "Rose Cottage" a postcode, even across its two streets.
  const usedNames = new Set<string>();
  streets.forEach((name, i) => {
    const quota = i === 0 ? firstShare : total - firstShare;
    for (const premise of premises(random, place, name, quota, usedNames)) {
      addresses.push({ ...packLines([...premise, place.town, place.county]), postcode: normalised });
    }
  });
  return addresses;
}

const street = (random: () => number, place: PostTown) => streetName(random, place.region, place.town);

/** The premises of one street, as their first lines: ["14 Elm Road"], ["Rose Cottage", "Elm Road"]. */
function premises(
  random: () => number,
  place: PostTown,
  street: string,
  quota: number,
  usedNames: Set<string>,
): string[][] {
  const flatShare = place.region === 'london' ? 0.35 : 0.12;
  const namedShare = place.region === 'london' ? 0.03 : 0.1;
  // A postcode usually covers one side of a stretch of road; small closes number both sides.
  const step = random() < 0.75 ? 2 : 1;
  let number = between(random, 1, 40) * step - (step === 2 && random() < 0.5 ? 1 : 0);
  const result: string[][] = [];
  while (result.length < quota) {
    const r = random();
    if (r < namedShare) {
      const name = houseName(random, place.region);
      if (!usedNames.has(name)) {
        usedNames.add(name);
        result.push([name, street]);
      }
      continue;
    }
    if (r < namedShare + flatShare && quota - result.length >= 2) {
      const flats = Math.min(between(random, 2, 4), quota - result.length);
      for (let flat = 1; flat <= flats; flat += 1) result.push([`Flat ${flat}, ${number} ${street}`]);
    } else {
      result.push([`${number} ${street}`]);
    }
    number += step;
  }
  return result;
}
