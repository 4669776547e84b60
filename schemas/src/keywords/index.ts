import type Ajv from 'ajv';
import type { CodeKeywordDefinition } from 'ajv';
import { notAfterAnswer, notBeforeAnswer } from './answerDateLimit';
import type { JourneyKeywordOptions } from './dateCode';
import { earliestDate } from './earliestDate';
import { latestDate } from './latestDate';
import { list } from './list';
import { maxAge } from './maxAge';
import { maximumAnswer } from './maximumAnswer';
import { minAge } from './minAge';

export type { JourneyKeywordOptions, TodayFunction } from './dateCode';
export type { ListValues } from './list';
export {
  referencedDate,
  resolveDateBound,
  resolvePointer,
  toBounds,
  type DateBound,
  type DateBoundSchema,
} from './dateBound';

/** The keywords for what JSON Schema cannot say, each a code generator (no `validate` functions). */
export function journeyKeywords(options: JourneyKeywordOptions = {}): CodeKeywordDefinition[] {
  return [
    minAge(options),
    maxAge(options),
    earliestDate(options),
    latestDate(options),
    notBeforeAnswer,
    notAfterAnswer,
    maximumAnswer,
    list(options),
  ];
}

/**
 * Adds the journey's keywords (minAge, maxAge, earliestDate, latestDate, notBeforeAnswer,
 * notAfterAnswer, maximumAnswer, list) to any ajv 8 instance: createAjv() calls it, and the
 * renderer passes it to RJSF's validator through `customizeValidator({ extenderFn })`. `today` fixes the clock; by default it is the UK calendar
 * day at the moment of validation, computed inside the generated code. `lists` gives the values
 * of the reference lists (journey/lists), which a schema using `list` needs.
 */
export function addJourneyKeywords<A extends Ajv>(ajv: A, options: JourneyKeywordOptions = {}): A {
  for (const definition of journeyKeywords(options)) ajv.addKeyword(definition);
  return ajv;
}
