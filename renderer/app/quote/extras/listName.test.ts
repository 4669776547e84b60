import coverTypes from '../../../../journey/lists/cover_type.json';
import { engineText } from '../../form/formText';
import { listName } from './listName';

const lists = (key: string) => (key === 'cover_type' ? coverTypes.options : undefined);
const [first] = coverTypes.options;

test.each<[string, string, unknown, string]>([
  ['a code of the list reads its name', 'cover_type', first!.value, first!.name],
  ['a code the list does not have reads Unknown', 'cover_type', 'NOT-A-CODE', engineText.unknownOption],
  ['no answer reads nothing', 'cover_type', undefined, ''],
  ['a list not loaded yet shows the code', 'class_of_use', 'SDP', 'SDP'],
])('%s', (_, list, value, expected) => {
  expect(listName(lists, list, value)).toBe(expected);
});
