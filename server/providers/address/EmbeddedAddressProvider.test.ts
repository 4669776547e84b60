import { describe, expect, test } from 'vitest';
import { postcodeAreas } from '../../../schemas/src/formats/ukPostcode';
import { createAjv } from '../../../schemas/src/createAjv';
import { compileCheck } from '../../validation';
import { EmbeddedAddressProvider, embeddedAddresses } from './EmbeddedAddressProvider';

const checkResponse = compileCheck(createAjv(), 'api/address-response.schema.json');

/** A valid postcode in each area: "AB1 2CD" shapes that the strict pattern accepts. */
const oneInEachArea = postcodeAreas.map((area, i) => `${area}${(i % 9) + 1} ${(i % 8) + 1}AB`);

describe('embeddedAddresses', () => {
  test('answers the same addresses for the same postcode, however it is written', () => {
    const first = embeddedAddresses('LS6 1HR');
    expect(embeddedAddresses('ls61hr')).toEqual(first);
    expect(embeddedAddresses('  Ls6 1Hr ')).toEqual(first);
    expect(embeddedAddresses('LS6 1HS')).not.toEqual(first);
  });

  test.each(oneInEachArea)("%s: 8 to 30 valid addresses in the area's town", (postcode) => {
    const addresses = embeddedAddresses(postcode);
    expect(addresses.length).toBeGreaterThanOrEqual(8);
    expect(addresses.length).toBeLessThanOrEqual(30);
    expect(checkResponse({ addresses })).toEqual([]);
    expect(new Set(addresses.map((a) => JSON.stringify(a))).size).toBe(addresses.length);
    expect(new Set(addresses.map((a) => a.line_1)).size).toBe(addresses.length);
    for (const address of addresses) expect(address.postcode).toBe(postcode);
  });

  test.each([
    ['LS6 1HR', 'Leeds', 'West Yorkshire'],
    ['M1 1AE', 'Manchester', 'Greater Manchester'],
    ['SW1A 2AA', 'London', undefined],
  ])('%s is in %s', (postcode, town, county) => {
    for (const address of embeddedAddresses(postcode)) {
      const lines = [address.line_1, address.line_2, address.line_3, address.line_4].filter(Boolean);
      expect(lines.at(county ? -2 : -1)).toBe(town);
      if (county) expect(lines.at(-1)).toBe(county);
    }
  });

  test('has house numbers, flats and named houses across postcodes', () => {
    const lines = oneInEachArea.flatMap((postcode) => embeddedAddresses(postcode).map((a) => a.line_1 ?? ''));
    expect(lines.some((line) => /^\d+ [A-Z]/.test(line))).toBe(true);
    expect(lines.some((line) => /^Flat \d, \d+ [A-Z]/.test(line))).toBe(true);
    expect(lines.some((line) => /^[A-Z][a-z]/.test(line) && !line.startsWith('Flat'))).toBe(true);
  });

  test.each(['LS1 9ZZ', 'sw1a9zz', 'BT1 9ZZ'])('%s (inward code 9ZZ) has no addresses', (postcode) => {
    expect(embeddedAddresses(postcode)).toEqual([]);
  });

  test.each(['ID1 1QD', 'XX2 00X', 'LS6', ''])('%s, not a real postcode, has none', (postcode) => {
    expect(embeddedAddresses(postcode)).toEqual([]);
  });

  test('the provider answers the generator and knows no test postcodes', async () => {
    const provider = new EmbeddedAddressProvider();
    expect(await provider.lookup('LS6 1HR')).toEqual(embeddedAddresses('LS6 1HR'));
    expect(provider.testPostcodes.size).toBe(0);
  });
});
