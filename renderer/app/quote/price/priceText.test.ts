import classesOfUse from '../../../../journey/lists/class_of_use.json';
import coverTypes from '../../../../journey/lists/cover_type.json';
import { engineText } from '../../form/formText';
import { classOfUseName, coverTypeName } from './priceText';

test.each([
  ['cover type', coverTypeName, coverTypes.options[0]!],
  ['class of use', classOfUseName, classesOfUse.options[0]!],
])('the %s reads its list name, Unknown for a code the list does not have', (_, name, option) => {
  expect(name(option.value)).toBe(option.name);
  expect(name('NOT-A-CODE')).toBe(engineText.unknownOption);
  expect(name(undefined)).toBe('');
});
