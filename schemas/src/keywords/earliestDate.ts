import { _, str, type CodeKeywordDefinition } from 'ajv';
import { boundMetaSchema } from './boundMetaSchema';
import { boundsCode, isIsoDateCode, type JourneyKeywordOptions } from './dateCode';
import { toBounds, type DateBoundSchema } from './dateBound';

/**
 * `"earliestDate": "today"`, `{ "from": "3/date_of_birth", "years": 17 }` or a list of such
 * bounds: a date answer may not be before any of them. A bound whose answer is missing is
 * skipped (that answer's own required rule reports it). The error's `params.date` is the limit.
 */
export function earliestDate(options: JourneyKeywordOptions = {}): CodeKeywordDefinition {
  return {
    keyword: 'earliestDate',
    type: 'string',
    schemaType: ['string', 'object', 'array'],
    metaSchema: boundMetaSchema,
    error: {
      message: ({ params }) => str`must be ${params.date} or later`,
      params: ({ params }) => _`{date: ${params.date}}`,
    },
    code(cxt) {
      const limit = boundsCode(cxt, toBounds(cxt.schema as DateBoundSchema), 'max', options);
      cxt.setParams({ date: limit });
      cxt.fail(_`${isIsoDateCode(cxt.gen, cxt.data)} && ${limit} !== undefined && ${cxt.data} < ${limit}`);
    },
  };
}
