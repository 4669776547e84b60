import { _, str, type CodeKeywordDefinition } from 'ajv';
import { ageCode, isIsoDateCode, todayCode, type JourneyKeywordOptions } from './dateCode';

/**
 * `"minAge": 17` on a date of birth: the person is at least that many whole years old today,
 * ageOn() (ukDates.ts): 29 February birthdays fall on 1 March in common years.
 */
export function minAge(options: JourneyKeywordOptions = {}): CodeKeywordDefinition {
  return {
    keyword: 'minAge',
    type: 'string',
    schemaType: 'number',
    metaSchema: { type: 'integer', minimum: 0 },
    error: {
      message: ({ schemaCode }) => str`must be at least ${schemaCode} years ago`,
      params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
    },
    code(cxt) {
      const { gen, data } = cxt;
      const today = todayCode(gen, options);
      // The keyword applies to strings only, so the age of any string can be worked out (NaN for
      // one that is not date-shaped); only a real date is judged.
      const age = ageCode(gen, data, today);
      cxt.fail(_`${isIsoDateCode(gen, data)} && ${age} < ${cxt.schema as number}`);
    },
  };
}
