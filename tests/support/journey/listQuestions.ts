import { everyQuestion, partsOf } from '../../../journey/src/steps/schemaResolver';
import type { JsonObject } from '../../../journey/src/steps/stepTypes';

/** A question whose answer is an option of a reference list. */
export interface ListQuestion {
  /** The answer's dotted path; `*` stands for every item of an array ("risk.additional_drivers.*.name.title"). */
  path: string;
  /** The list's name ("person_title"). */
  list: string;
  /** The question's schema (its title, its errorMessage). */
  schema: JsonObject;
}

/**
 * Every question of a loaded step schema (references inlined) that names a list with the `list`
 * keyword, wherever it is asked (`if`/`then`/`else` branches, `allOf` groups, array items), found
 * by the journey's one schema walker. A question asked in two branches is listed twice.
 */
export function listQuestions(schema: JsonObject): ListQuestion[] {
  return everyQuestion([schema]).flatMap(({ path, definitions }) =>
    definitions
      .flatMap((definition) => partsOf(definition))
      .filter((part) => typeof part.list === 'string')
      .map((part) => ({ path: path.join('.'), list: part.list as string, schema: part })),
  );
}
