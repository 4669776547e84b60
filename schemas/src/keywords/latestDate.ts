import { _, str, type CodeKeywordDefinition } from 'ajv';
import { boundMetaSchema } from './boundMetaSchema';
import { boundsCode, isIsoDateCode, type JourneyKeywordOptions } from './dateCode';
import { toBounds, type DateBoundSchema } from './dateBound';

/**
 * `"latestDate": "today"`, `{ "from": "today", "days": 30 }` or a list of such bounds: a date
 * answer may not be after any of them. A bound whose answer is missing is skipped. The error's
 * `params.date` is the limit.
 */
export function latestDate(options: JourneyKeywordOptions = {}): CodeKeywordDefinition {
  return {
    keyword: 'latestDate',
    type: 'string',
    schemaType: ['string', 'object', 'array'],
    metaSchema: boundMetaSchema,
    error: {
      message: ({ params }) => str`must be ${params.date} or earlier`,
      params: ({ params }) => _`{date: ${params.date}}`,
    },
    code(cxt) {
      const limit = boundsCode(cxt, toBounds(cxt.schema as DateBoundSchema), 'min', options);
      cxt.setParams({ date: limit });
      cxt.fail(_`${isIsoDateCode(cxt.gen, cxt.data)} && ${limit} !== undefined && ${cxt.data} > ${limit}`);
    },
  };
}
