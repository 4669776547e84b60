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
