import { describe, expect, test } from 'vitest';
import { listValues } from './listValues';

describe('listValues', () => {
  test('keys each list by the part of its name after "insurer."', () => {
    expect(
      listValues([
        {
          name: 'insurer.class_of_use',
          options: [
            { name: 'Social', value: 'SDP' },
            { name: 'Courier', value: 'Courier' },
          ],
        },
        { name: 'yes_no', options: [{ name: 'Yes', value: 'true' }] },
      ]),
    ).toEqual({ class_of_use: ['SDP', 'Courier'], yes_no: ['true'] });
  });

  test('leaves out what is not a list, for the lists’ schema check to name', () => {
    expect(
      listValues([
        null,
        'x',
        { name: 'insurer.a' },
        { name: 'insurer.b', options: [{ value: 1 }, { value: 'B' }] },
      ]),
    ).toEqual({
      b: ['B'],
    });
  });
});
