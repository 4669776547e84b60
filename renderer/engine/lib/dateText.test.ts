import { displayToIso, isoToDisplay, maskDate } from './dateText';

test.each([
  ['0', '0'],
  ['0903', '09/03'],
  ['09/03/2', '09/03/2'],
  ['09a032024999', '09/03/2024'],
  // A day or month of one digit ended by a separator is that day or month, as a customer writes it.
  ['15/5/1985', '15/05/1985'],
  ['1/6/1985', '01/06/1985'],
  ['1 / 2 / 1990', '01/02/1990'],
  ['1/', '01'],
  ['15/5', '15/5'],
  ['01 / 02 / 1990', '01/02/1990'],
  // A whole date written year first (autofill, a copied date) is that date.
  ['1985-05-15', '15/05/1985'],
  ['1985/5/1', '01/05/1985'],
  [' 2026-12-01 ', '01/12/2026'],
])('maskDate(%s) is %s', (input, expected) => expect(maskDate(input)).toBe(expected));

test('round trip between the stored and the shown date', () => {
  expect(isoToDisplay('2024-03-09')).toBe('09/03/2024');
  expect(displayToIso('09/03/2024')).toBe('2024-03-09');
  expect(displayToIso('09/03/20')).toBeUndefined();
});
