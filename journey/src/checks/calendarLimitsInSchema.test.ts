import { findingsOf, fixtureDocuments, setIn } from '../../../tests/support/journey/checkFixture';
import { calendarLimitsInSchema } from './calendarLimitsInSchema';

const uiFile = 'steps/01-about-van/ui.json';
const because =
  "the calendar's range comes from the question's schema (minAge, maxAge, earliestDate, latestDate), which also validates it";

describe('calendarLimitsInSchema', () => {
  test('finds nothing in a ui document without calendar limits', () => {
    const documents = fixtureDocuments();
    setIn(documents, uiFile, ['van', 'bought', 'ui:options'], { openOn: 'years' });
    expect(findingsOf(calendarLimitsInSchema, documents)).toEqual([]);
  });

  test.each([
    ['minDate', 'steps/01-about-van/ui.json'],
    ['maxDate', 'steps/shared/driving.ui.json'],
    ['maxDate', 'forms/recall/ui.json'],
  ])('%s in %s is a second statement of the limit', (option, file) => {
    const documents = fixtureDocuments();
    documents[file] ??= {};
    setIn(documents, file, ['van', 'bought', 'ui:options'], { openOn: 'years', [option]: 'today-17y' });
    expect(findingsOf(calendarLimitsInSchema, documents)).toEqual([
      `${file}  van.bought.ui:options.${option}: ${because}: remove ${option} here and state the limit in the schema`,
    ]);
  });
});
