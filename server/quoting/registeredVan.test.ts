import { describe, expect, test } from 'vitest';
import type { Proposal, Vehicle, VehicleLookupResult } from '../../schemas/generated/index';
import { proposalFixture, setAnswer } from '../../tests/fixtures/index';
import { HttpError } from '../httpError';
import { VehicleLookupError, type VehicleProvider } from '../providers/vehicle/vehicleProvider';
import {
  checkRegisteredVan,
  REGISTRATION_PATH,
  registeredVanProblems,
  registrationToLookUp,
} from './registeredVan';

const stored = proposalFixture();
const plate = stored.risk!.vehicle!.registration!;
const changed = (change: Record<string, unknown>): Proposal => {
  const document = proposalFixture();
  for (const [field, value] of Object.entries(change)) setAnswer(document, `risk.vehicle.${field}`, value);
  return document;
};

describe('registrationToLookUp: a save looks the plate up only when it gives the van a registration or another van', () => {
  test.each<[string, Proposal, Proposal | undefined, string | undefined]>([
    ['a new proposal with a registration', proposalFixture(), undefined, plate],
    ['the stored proposal sent back as it was', proposalFixture(), stored, undefined],
    [
      'the same plate written with a space and in small letters',
      changed({ registration: 'yd19 klc' }),
      stored,
      undefined,
    ],
    ['another registration', changed({ registration: 'AB12CDE' }), stored, 'AB12CDE'],
    ['another ABI code under the same plate', changed({ abi_code: '22020044' }), stored, plate],
    ['the same van with its year written anew', changed({ year: 2020 }), stored, plate],
    ['another body style', changed({ body_style: 'CDV' }), stored, plate],
    ['other seats', changed({ seats: '6' }), stored, plate],
    [
      'a van that had no registration is given one',
      proposalFixture(),
      changed({ has_registration: false }),
      plate,
    ],
    ['a van without a registration', changed({ has_registration: false }), undefined, undefined],
    ['has_registration unanswered', changed({ has_registration: undefined }), undefined, undefined],
    [
      'no registration yet (the step is still being answered)',
      changed({ registration: undefined }),
      undefined,
      undefined,
    ],
  ])('%s', (_case, document, before, expected) => {
    expect(registrationToLookUp(document, before)).toBe(expected);
  });
});

describe('registeredVanProblems: the van is one the plate names', () => {
  const found = (...codes: string[]) => codes.map((abi_code) => ({ abi_code }) as VehicleLookupResult);
  const vehicle = { abi_code: '31010045', year: 2019, seats: '3', body_style: 'PV' } as Vehicle;
  test.each<[string, VehicleLookupResult[], boolean]>([
    ['the lookup found this van', found('31010045'), true],
    ['this van among several the lookup found', found('22020044', '31010045'), true],
    ['the lookup found another van', found('22020044'), false],
    ['the lookup found nothing', [], false],
    [
      'the seats and body style it knows are the ones answered',
      [{ abi_code: '31010045', seats: '3', body_style: 'PV' } as VehicleLookupResult],
      true,
    ],
    ['it knows other seats', [{ abi_code: '31010045', seats: '2' } as VehicleLookupResult], false],
    [
      'it knows another body style',
      [{ abi_code: '31010045', body_style: 'CDV' } as VehicleLookupResult],
      false,
    ],
    [
      'the year it gives is the one answered',
      [{ abi_code: '31010045', year: 2019 } as VehicleLookupResult],
      true,
    ],
    [
      'it gives another year (the same model, made earlier)',
      [{ abi_code: '31010045', year: 2017 } as VehicleLookupResult],
      false,
    ],
    [
      'the same van twice, the second with the year answered',
      [
        { abi_code: '31010045', year: 2017 },
        { abi_code: '31010045', year: 2019 },
      ] as VehicleLookupResult[],
      true,
    ],
    [
      'it knows neither (seats 0, body style BLANK): the answers are the customer\u2019s',
      [{ abi_code: '31010045', seats: '0', body_style: 'BLANK' } as VehicleLookupResult],
      true,
    ],
  ])('%s', (_case, results, passes) => {
    expect(registeredVanProblems(vehicle, results, 'm')).toEqual(
      passes ? [] : [{ path: REGISTRATION_PATH, message: 'm' }],
    );
  });
});

describe('checkRegisteredVan', () => {
  const provider = (find: VehicleProvider['findByRegistration']): VehicleProvider & { asked: string[] } => {
    const asked: string[] = [];
    return {
      name: 'test',
      asked,
      findByRegistration: (registration) => {
        asked.push(registration);
        return find(registration);
      },
      manualLookup: () => Promise.reject(new Error('not asked')),
    };
  };
  const check = (vehicles: VehicleProvider) => ({
    vehicles,
    message: 'another van',
    unavailable: 'try again',
  });

  test('asks the provider for the plate as normalised, and only when the save needs it', async () => {
    const vehicles = provider(async () => [{ abi_code: '31010045' } as VehicleLookupResult]);
    expect(
      await checkRegisteredVan(check(vehicles), changed({ registration: 'yd19 klc' }), undefined),
    ).toEqual([]);
    expect(await checkRegisteredVan(check(vehicles), proposalFixture(), stored)).toEqual([]);
    expect(vehicles.asked).toEqual(['YD19KLC']);
  });

  test('a lookup that fails is a 502 with the journey words, never a van stored unchecked', async () => {
    const vehicles = provider(() => Promise.reject(new VehicleLookupError('timeout')));
    const failed = await checkRegisteredVan(check(vehicles), proposalFixture(), undefined).catch(
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(HttpError);
    expect(failed).toMatchObject({ status: 502, code: 'vehicle_lookup_unavailable', message: 'try again' });
  });

  test('any other failure is not taken for an unavailable lookup', async () => {
    const vehicles = provider(() => Promise.reject(new TypeError('a bug')));
    await expect(checkRegisteredVan(check(vehicles), proposalFixture(), undefined)).rejects.toBeInstanceOf(
      TypeError,
    );
  });
});
