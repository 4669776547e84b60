import { isObject } from '../steps/documentRefs';
import type { JourneyDocuments, JsonObject } from '../steps/stepTypes';

// The ratebook prices what the journey offers (its add-ons, the options of the lists it rates
// by), so the checker reads it beside the journey's documents. It is the server's document, not
// the journey's: the checker is given it under its path from journey/, and says nothing of the
// ratebook when it is not given one (the ratebook's own soundness is the server's check).

/** The ratebook, named as a journey document is: by its path from journey/. */
export const RATEBOOK_FILE = '../server/rating/ratebook.json';

/** The ratebook among the documents, when they hold one. */
export function ratebookOf(documents: JourneyDocuments): JsonObject | undefined {
  const ratebook = documents[RATEBOOK_FILE];
  return isObject(ratebook) ? ratebook : undefined;
}

/** The codes an array of `{ code }` entries names, each with its index. */
export function codesOf(entries: unknown): { code: string; index: number }[] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry, index) =>
    isObject(entry) && typeof entry.code === 'string' ? [{ code: entry.code, index }] : [],
  );
}
