import type { Finding } from '../../journey/src/checks/checkTypes';

// A journey document that has not been JSON since the studio started has no last readable version
// to draw. The studio's server gives the page this stand-in for it, holding the checker's finding
// (file, line, column, what is wrong), so the page shows the finding where the step or form would
// be, and draws the document as soon as a save makes it JSON (the server pushes it then).

const key = 'x-studio-unreadable';

/** The stand-in for `file`, which is not JSON: `message` says where and why (invalidJsonMessage). */
export const unreadableDocument = (file: string, message: string) => ({ [key]: { file, message } });

/** The finding a stand-in holds, or undefined for a document read from its file. */
export function unreadableFinding(document: unknown): Finding | undefined {
  if (typeof document !== 'object' || document === null || !(key in document)) return undefined;
  const held = (document as Record<string, unknown>)[key] as { file?: unknown; message?: unknown };
  if (typeof held?.file !== 'string' || typeof held.message !== 'string') return undefined;
  return { file: held.file, path: '', message: held.message };
}

/** The start of the paths of a step's or form's own documents: 'steps/05-' (step 5), 'forms/recall/'. */
export const partFolder = (part: { step: number } | { form: string }) =>
  'step' in part ? `steps/${String(part.step).padStart(2, '0')}-` : `forms/${part.form}/`;

/**
 * Whether a step or form reads `file`: its own folder's documents (`folder`, partFolder's), the
 * shared driver questions (steps only), the journey's order, its rules and its lists.
 */
export function partReads(folder: string, file: string): boolean {
  return (
    file.startsWith(folder) ||
    (folder.startsWith('steps/') && file.startsWith('steps/shared/')) ||
    file === 'journey.json' ||
    file === 'rules.json' ||
    file.startsWith('lists/')
  );
}
