import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator, type CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import { useSyncExternalStore } from 'react';
import journey from '../../../journey/journey.json';
import rules from '../../../journey/rules.json';
import { formDocuments, loadForm, type LoadedForm } from '../../../journey/src/forms/forms';
import { journeyLists } from '../../../journey/src/lists/journeyLists';
import { listValues } from '../../../journey/src/lists/listValues';
import type { JourneyRules } from '../../../journey/src/rules/ruleTypes';
import { isObject } from '../../../journey/src/steps/documentRefs';
import { loadSteps } from '../../../journey/src/steps/loadSteps';
import { stepDocuments } from '../../../journey/src/steps/steps';
import type { JsonObject, LoadedStep } from '../../../journey/src/steps/stepTypes';
import { toThirdPerson } from '../../../journey/src/wording/toThirdPerson';
import type { OptionLists } from '../../../renderer/engine/form/OptionsContext';
import { formatValidators } from '../../../renderer/app/form/formatValidators';
import { documentChecks } from '../../../renderer/app/form/stepChecks';
import type { StepChecks } from '../../../renderer/engine/form/types';
import { addJourneyKeywords } from '../../../schemas/src/keywords/index';
import type { Finding } from '../../../journey/src/checks/checkTypes';
import { unreadableFinding } from '../../lib/unreadableDocument';

// The journey's steps, forms, lists and rules as the files are on disk now, for the preview and
// the persona readings. The page starts from the documents it was served with; the studio's server
// then pushes each saved document (`studio:document`, studio/server/studioVite.ts) and only what
// it feeds is rebuilt, in the page, with no module reloaded: saving shows in the preview within a
// frame or two of the push. Content files (texts of the app) still reach the page by hot reload.

type Documents = Record<string, unknown>;

const listFile = (name: unknown) =>
  typeof name === 'string' ? `lists/${name.slice(name.indexOf('.') + 1)}.json` : undefined;

const base: Documents = {
  'journey.json': journey,
  'rules.json': rules,
  ...stepDocuments,
  ...formDocuments,
  ...Object.fromEntries(journeyLists.map((list) => [listFile(list.name), list])),
};

/** The documents the server pushed since the page loaded, by path relative to journey/. */
const pushed: Documents = {};
let version = 0;
const listeners = new Set<() => void>();

/** Takes a saved document: every reading of the journey made after this sees it. */
export function receiveDocument(file: string, document: unknown): void {
  pushed[file] = document;
  version += 1;
  // For scripts/benchStudio.ts: when each saved document reached this frame and was drawn.
  performance.mark('studio:document-taken');
  for (const listener of listeners) listener();
}

/** The number of documents received so far: a React dependency that changes with the journey. */
export function useJourneyVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
}

/*
 * The page and its two preview frames share one thread in the browser. The frame that draws the
 * proposer's wording (see drawsFirst) takes a saved document at once and says when it has drawn
 * it; the others wait for that (at most `patience` ms) before they take it or the server's new
 * reading, so the first preview never waits behind the second or the page's lists.
 */
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('studio-live');
const patience = 1500;
let first = false;
/**
 * The number of the last saved document the server pushed to this document (the server numbers
 * its pushes, so the page and a frame that loaded later count alike), and of the last one the
 * first preview drew.
 */
let arrived = 0;
let drawnUpTo = 0;
const waiting: (() => void)[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
const takeWaiting = () => {
  clearTimeout(timer);
  timer = undefined;
  for (const take of waiting.splice(0)) take();
};
channel?.addEventListener('message', (event: MessageEvent<{ drawn: number }>) => {
  drawnUpTo = Math.max(drawnUpTo, event.data.drawn);
  if (drawnUpTo >= arrived) takeWaiting();
});

/** Makes this document the one that takes saved documents first (the proposer's preview). */
export function drawsFirst(): void {
  first = true;
}

/** Called once this document has drawn the documents it took: the others take them now. */
export function drawn(): void {
  if (!first || !channel) return;
  performance.mark('studio:document-drawn');
  const count = arrived;
  requestAnimationFrame(() => setTimeout(() => channel.postMessage({ drawn: count }), 0));
}

/**
 * Runs `take` now in the proposer's preview, or once it has drawn every saved document pushed so
 * far, elsewhere.
 */
export function afterFirstPreview(take: () => void): void {
  if (first || !channel || drawnUpTo >= arrived) {
    take();
    return;
  }
  waiting.push(take);
  timer ??= setTimeout(takeWaiting, patience);
}

if (import.meta.hot) {
  import.meta.hot.on('studio:document', (data: { file: string; document: unknown; push: number }) => {
    arrived = Math.max(arrived, data.push);
    afterFirstPreview(() => receiveDocument(data.file, data.document));
  });
  // The documents saved so far, again: this document's modules may have been read before a save
  // whose push went out before its connection opened (a frame still loading). Sent once the
  // connection is open; one taken twice changes nothing.
  import.meta.hot.send('studio:catch-up');
}

/** A value computed from the documents, computed again only when a document has arrived since. */
function perVersion<T>(compute: (documents: Documents) => T): () => T {
  let at = -1;
  let value: T;
  return () => {
    if (at !== version) {
      value = compute(readable());
      at = version;
    }
    return value;
  };
}

/**
 * The documents now; one not JSON since the studio started (a stand-in holding its finding,
 * studio/lib/unreadableDocument.ts) is read as `{}` until a save makes it JSON.
 */
function readable(): Documents {
  const documents: Documents = { ...base, ...pushed };
  for (const [file, document] of Object.entries(documents))
    if (unreadableFinding(document)) documents[file] = {};
  return documents;
}

/** A journey document as saved now (as the page reads it), by path relative to journey/. */
export const liveDocument = (file: string): unknown => readable()[file];

/** The checker's finding on each document not JSON since the studio started, until it is saved as JSON. */
export const liveUnreadable = (() => {
  let at = -1;
  let value: Finding[] = [];
  return () => {
    if (at !== version) {
      value = Object.values({ ...base, ...pushed }).flatMap((document) => unreadableFinding(document) ?? []);
      at = version;
    }
    return value;
  };
})();

/**
 * A schema without its $id: ajv keeps what it compiled by $id, which a saved schema keeps; without
 * it, ajv keeps it by the object, and each version of a document is an object of its own.
 */
function withoutId(schema: JsonObject): JsonObject {
  const { $id: _id, ...rest } = schema;
  return rest;
}

/** The lists by key ('person_title'), from the files of journey/lists. */
const lists = perVersion((documents) =>
  Object.entries(documents)
    .filter(([file, list]) => file.startsWith('lists/') && isObject(list))
    .map(([, list]) => list as { name: string; options: { name: string; value: string }[] }),
);

const optionLists = perVersion<OptionLists>((documents) => {
  void documents;
  const byKey = new Map(lists().map((list) => [String(list.name).split('.')[1], list.options]));
  return (key) => byKey.get(key);
});

/** Every reference list by key, as /api/list gives them to the customer app. */
export const liveOptions = (): OptionLists => optionLists();

/** The rules of rules.json. */
export const liveRules = perVersion((documents) => documents['rules.json'] as JourneyRules);

/**
 * The seven steps as the customer's form has them (the additional driver's questions in the third
 * person), or the reason they cannot be loaded (a document the engine cannot read): then the last
 * steps that loaded stay on show.
 */
let lastSteps: LoadedStep[] | undefined;
const stepsNow = perVersion<{ steps: LoadedStep[] | undefined; problem?: string }>((documents) => {
  try {
    const order = (documents['journey.json'] as { steps: { id: string; title: string }[] }).steps;
    lastSteps = loadSteps(order, documents, { reword: toThirdPerson }).map((step) => ({
      ...step,
      schema: withoutId(step.schema),
    }));
    return { steps: lastSteps };
  } catch (error) {
    return { steps: lastSteps, problem: error instanceof Error ? error.message : String(error) };
  }
});
export const liveSteps = stepsNow;

/** A page form by name, or the reason it cannot be loaded. */
const formsNow = perVersion(() => new Map<string, LoadedForm | Error>());
export function liveForm(name: string): LoadedForm | Error {
  const forms = formsNow();
  let form = forms.get(name);
  if (!form) {
    try {
      const loaded = loadForm(name, readable());
      form = { ...loaded, schema: withoutId(loaded.schema) };
    } catch (error) {
      form = error instanceof Error ? error : new Error(String(error));
    }
    forms.set(name, form);
  }
  return form;
}

/**
 * The options of the preview's ajv: the customer app's (renderer/app/form/validatorOptions.ts),
 * with the values of the lists as they are now for the `list` keyword.
 */
const options = perVersion<CustomValidatorOptionsType>(() => {
  const values = listValues(lists());
  return {
    customFormats: formatValidators,
    ajvOptionsOverrides: { allErrors: true, verbose: true, strict: false },
    extenderFn: (ajv) => {
      ajvErrors(ajv);
      addJourneyKeywords(ajv, { lists: values });
      return ajv;
    },
  };
});

/**
 * The validator of one place of the page (a step in a wording, a form, a reading), kept while the
 * lists stay as they are: a validator compiles one root schema at a time, and making one (an ajv
 * with the journey's keywords) takes longer than drawing the step.
 */
const validators = new Map<string, { options: CustomValidatorOptionsType; validator: ValidatorType }>();
export function liveValidator(place: string): ValidatorType {
  const now = options();
  let found = validators.get(place);
  if (found?.options !== now)
    validators.set(place, (found = { options: now, validator: customizeValidator(now) }));
  return found.validator;
}

const checks = new WeakMap<object, StepChecks>();
/** The checks of a step or form schema as it is now (the customer app's, stepChecks.ts). */
export function liveChecks(place: string, schema: JsonObject): StepChecks {
  let found = checks.get(schema);
  if (!found) {
    found = documentChecks(schema, liveValidator(place));
    checks.set(schema, found);
  }
  return found;
}
