import { _, str, type CodeKeywordDefinition } from 'ajv';
import { isIsoDateCode, shiftedDateCode, todayCode, type JourneyKeywordOptions } from './dateCode';

/**
 * `"maxAge": 120` on a date of birth: the person is at most that many whole years old today,
 * that is, has not yet had their next birthday after it.
 */
export function maxAge(options: JourneyKeywordOptions = {}): CodeKeywordDefinition {
  return {
    keyword: 'maxAge',
    type: 'string',
    schemaType: 'number',
    metaSchema: { type: 'integer', minimum: 0 },
    error: {
      message: ({ schemaCode }) => str`must be at most ${schemaCode} years ago`,
      params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
    },
    code(cxt) {
      const { gen, data } = cxt;
      const tooOld = shiftedDateCode(gen, data, { years: (cxt.schema as number) + 1 });
      const today = todayCode(gen, options);
      cxt.fail(_`${isIsoDateCode(gen, data)} && ${tooOld} <= ${today}`);
    },
  };
}
