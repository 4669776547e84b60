import { describe, expect, test } from 'vitest';
import fuelTypes from '../../../journey/lists/vehicle_fuel_type.json';
import { bodyCode, fuelCode, fuelName, seatsValue, transmissionCode } from './vehicleCodes';

describe("provider words to the journey lists' codes", () => {
  test.each([
    ['DIESEL', 'D'],
    ['Petrol', 'P'],
    ['ELECTRICITY', 'E'],
    ['HYBRID ELECTRIC', 'H'],
    ['ELECTRIC DIESEL', 'HD'],
    ['Plug-in Hybrid', 'PHEV'],
    ['GAS BI-FUEL', 'B'],
    ['FUEL CELLS', 'FC'],
    ['STEAM', undefined],
    [undefined, undefined],
  ])('fuel %j is %j', (text, code) => {
    expect(fuelCode(text)).toBe(code);
  });

  test.each([
    ['Panel Van', 'PV'],
    ['PANEL VAN', 'PV'],
    ['Double Cab Pick-up', 'PD'],
    ['Crew Cab', 'DC'],
    ['Luton', 'L'],
    ['Chassis Cab', 'CC'],
    ['HATCHBACK', 'BLANK'],
    [undefined, 'BLANK'],
  ])('body %j is %j', (text, code) => {
    expect(bodyCode(text)).toBe(code);
  });

  test.each([
    ['Manual', 'M'],
    ['MANUAL 6 GEARS', 'M'],
    ['Automatic', 'A'],
    ['AUTO 8 GEARS', 'A'],
    ['Semi-Auto', 'A'],
    ['CVT', 'A'],
    ['', undefined],
    [undefined, undefined],
  ])('transmission %j is %j', (text, code) => {
    expect(transmissionCode(text)).toBe(code);
  });

  test.each([
    [3, '3'],
    [9, '9'],
    [12, '10+'],
    [0, '0'],
    [undefined, '0'],
  ])('%j seats are %j', (count, value) => {
    expect(seatsValue(count)).toBe(value);
  });

  test('names a fuel code as the list does', () => {
    expect(fuelName('D')).toBe(fuelTypes.options.find((option) => option.value === 'D')?.name);
    expect(fuelName('ZZ')).toBe('ZZ');
  });
});
