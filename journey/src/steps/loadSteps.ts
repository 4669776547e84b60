import { isObject } from './documentRefs';
import { fillKeywordValues } from './keywordValues';
import { mergeGroups } from './mergeGroups';
import { inlineReferences } from './resolveSchema';
import { resolveUi } from './resolveUi';
import type { JourneyDocuments, JsonObject, LoadedStep, Reword } from './stepTypes';

export interface LoadStepsOptions {
  /**
   * Rewords the proposer's questions for the additional driver (titles, descriptions, messages
   * and help of every reference marked third-person). Defaults to leaving the text as it is;
   * the journey passes its wording function (journey/src/wording).
   */
  reword?: Reword;
}

/** 'steps/03-your-details': where the documents of the third step, 'your-details', live. */
export function stepFolder(id: string, number: number): string {
  return `steps/${String(number).padStart(2, '0')}-${id}`;
}

/**
 * Loads the step documents in the order of journey.json: each `steps/NN-id/schema.json` with its
 * references to shared documents inlined (reworded where marked), the limits its messages name
 * filled in (keywordValues.ts) and its question groups merged,
 * and each `ui.json` with its `ui:extends` included. Throws, naming the file, when a document is
 * missing or a reference is broken.
 */
export function loadSteps(
  order: readonly { id: string; title: string }[],
  documents: JourneyDocuments,
  { reword = (text) => text }: LoadStepsOptions = {},
): LoadedStep[] {
  return order.map(({ id, title }, index) => {
    const number = index + 1;
    const folder = stepFolder(id, number);
    const schemaPath = `${folder}/schema.json`;
    const uiPath = `${folder}/ui.json`;
    if (!isObject(documents[schemaPath])) throw new Error(`${schemaPath} is missing`);
    if (!isObject(documents[uiPath])) throw new Error(`${uiPath} is missing`);
    // A message's {maxItems} is filled in from the object it is written on, before groups merge.
    const inlined = fillKeywordValues(inlineReferences(documents[schemaPath], schemaPath, documents, reword));
    return {
      id,
      title,
      number,
      schema: mergeGroups(inlined, schemaPath) as JsonObject,
      ui: resolveUi(documents[uiPath], uiPath, documents, reword),
    };
  });
}
