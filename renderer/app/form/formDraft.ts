import type { FormDocument } from '../../engine/form/types';
import type { VehicleFromSearch } from '../state/appState';

/**
 * The answers of the form as the customer left them, kept in the tab's sessionStorage so a reload
 * (or a crash of the tab's page) loses nothing, also before the proposal is first saved. One
 * draft per form: the new quote's (`create`) and each stored proposal's (`edit:<uuid>`).
 */
export interface FormDraft {
  answers: FormDocument;
  /** The answers as last saved: a draft that differs from them has something unsaved. */
  saved: FormDocument;
  /** The proposal created by the first save of a new quote: later saves update it. */
  uuid?: string;
  /** Index of the furthest step reached. */
  furthest: number;
  vehicleFromSearch: VehicleFromSearch | null;
}

const PREFIX = 'vanquote.formDraft.';

export const draftKey = (uuid?: string) => (uuid ? `edit:${uuid}` : 'create');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The draft kept under `key`, or undefined (none, storage refused, or not one of ours). */
export function readDraft(key: string): FormDraft | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null');
    if (!isObject(parsed) || !isObject(parsed.answers) || !isObject(parsed.saved)) return undefined;
    return {
      answers: parsed.answers,
      saved: parsed.saved,
      ...(typeof parsed.uuid === 'string' ? { uuid: parsed.uuid } : {}),
      furthest: typeof parsed.furthest === 'number' && parsed.furthest >= 0 ? Math.floor(parsed.furthest) : 0,
      vehicleFromSearch: isObject(parsed.vehicleFromSearch)
        ? (parsed.vehicleFromSearch as unknown as VehicleFromSearch)
        : null,
    };
  } catch {
    return undefined;
  }
}

/** Keeps the draft; a full or refused storage only loses the reload's convenience. */
export function writeDraft(key: string, draft: FormDraft): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Private browsing or a full store: the form goes on without it.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // As above.
  }
}

const QUOTED = `${PREFIX}quoted`;

/**
 * The proposal this tab's new quote was saved as when its last step asked for the quote: the
 * create form's steps in the tab's history are its steps from then on (the browser's Back from the
 * price reopens them to edit, not an empty new quote).
 */
export function keepQuoted(uuid: string): void {
  try {
    sessionStorage.setItem(QUOTED, uuid);
  } catch {
    // As above.
  }
}

/** The proposal keepQuoted kept, or undefined. */
export function readQuoted(): string | undefined {
  try {
    return sessionStorage.getItem(QUOTED) ?? undefined;
  } catch {
    return undefined;
  }
}

/** A new quote starts: the steps of the one before are no longer the create form's. */
export function forgetQuoted(): void {
  try {
    sessionStorage.removeItem(QUOTED);
  } catch {
    // As above.
  }
}
