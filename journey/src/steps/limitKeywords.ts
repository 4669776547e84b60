/**
 * The schema keywords that set a limit on an answer, named once for everything that reads limits
 * (the journey checker's comparisons and message checks, the messages' placeholders).
 */

/** A number the answer (or its count of items, or the age it gives) may not pass. */
export const numberLimits = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'minAge',
  'maxAge',
] as const;

/** The length of a text. */
export const lengthLimits = ['minLength', 'maxLength'] as const;

/** A date bound: a date, a relative pointer, an offset (`{ "years": -5 }`) or several of them. */
export const dateBounds = ['earliestDate', 'latestDate'] as const;

/**
 * A date not before (or not after) another answer, named by a JSON pointer ('1/offence_date'):
 * a rule between two answers, with a message of its own beside the date bounds' messages.
 */
export const answerDateLimits = ['notBeforeAnswer', 'notAfterAnswer'] as const;

/**
 * The keywords whose value names another answer (a JSON pointer), never something to tell a
 * customer: a message cannot say it as a placeholder.
 */
export const answerPointers = [...answerDateLimits, 'maximumAnswer'] as const;

/**
 * The limits that bound an answer from below and from above, in pairs: a lower one above its
 * upper one (the fewest claims above the most) leaves no answer that meets both.
 */
export const limitPairs = [
  ['minimum', 'maximum'],
  ['minItems', 'maxItems'],
  ['minLength', 'maxLength'],
  ['minAge', 'maxAge'],
] as const;
