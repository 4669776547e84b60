import { _, str, type CodeKeywordDefinition } from 'ajv';
import { isIsoDateCode, referenceCode } from './dateCode';

/**
 * A date answer that may not fall on one side of another date answer, with a message of its own:
 * earliestDate and latestDate say every bound of theirs with one message ("up to today"), so a
 * rule between two answers ("the conviction not before the offence") gets its own keyword.
 */
function answerDateLimit(keyword: string, side: 'before' | 'after'): CodeKeywordDefinition {
  return {
    keyword,
    type: 'string',
    schemaType: 'string',
    // An absolute JSON pointer, or a relative one ('1/offence_date'), as for the date bounds.
    metaSchema: { type: 'string', pattern: '^(/.*|[0-9]+(/.*)?)$' },
    error: {
      message: ({ params }) => str`must be ${params.date} or ${side === 'before' ? 'later' : 'earlier'}`,
      params: ({ params }) => _`{date: ${params.date}}`,
    },
    code(cxt) {
      const { gen, data } = cxt;
      const other = referenceCode(cxt, cxt.schema as string);
      const passes = side === 'before' ? _`${data} >= ${other}` : _`${data} <= ${other}`;
      cxt.setParams({ date: other });
      // Either answer not a real date yet (or not given) passes: its own rules report it.
      cxt.fail(
        _`typeof ${other} == "string" && ${isIsoDateCode(gen, other)} && ${isIsoDateCode(gen, data)} && !(${passes})`,
      );
    },
  };
}

/**
 * `"notBeforeAnswer": "1/offence_date"`: a date answer may not be before another date answer (a
 * year stands for its 1 January). Passes while the other answer is missing or not a date. The
 * error's `params.date` is the other answer.
 */
export const notBeforeAnswer = answerDateLimit('notBeforeAnswer', 'before');

/** `"notAfterAnswer": "1/conviction_date"`: a date answer may not be after another date answer. */
export const notAfterAnswer = answerDateLimit('notAfterAnswer', 'after');
