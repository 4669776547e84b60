import { optionalMark } from './optionalMark';

test.each([
  ['What is your first name?', '(optional)', ' (optional)'],
  ['Do you have another phone number? (optional)', '(optional)', ''],
  ['When did you pass Pass Plus? (Optional)', '(optional)', ''],
  ['Tell us more about it (OPTIONAL)', '(optional)', ''],
  ['Are there optional extras fitted?', '(optional)', ' (optional)'],
  ['Any title', '', ''],
])('%s with %s adds %j', (title, mark, added) => {
  expect(optionalMark(title, mark)).toBe(added);
});
