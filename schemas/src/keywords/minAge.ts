import { _, str, type CodeKeywordDefinition } from 'ajv';
import { isIsoDateCode, shiftedDateCode, todayCode, type JourneyKeywordOptions } from './dateCode';

/**
 * `"minAge": 17` on a date of birth: the person is at least that many whole years old today
 * (their birthday that year has come; 29 February birthdays fall on 1 March in common years).
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
      const comesOfAge = shiftedDateCode(gen, data, { years: cxt.schema as number });
      const today = todayCode(gen, options);
      cxt.fail(_`${isIsoDateCode(gen, data)} && ${comesOfAge} > ${today}`);
    },
  };
}
