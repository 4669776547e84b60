import type { Proposal } from '../../schemas/generated/index';

// The JSON text each document was last written to the store as, kept while the document lives.
const written = new WeakMap<Proposal, string>();

/**
 * The store notes the text it wrote for `document`, so an answer that sends the saved document
 * as it is can send that text instead of serialising the document a second time. Documents are
 * never changed once saved (every change makes a new object), so the text stays the document's.
 */
export function noteStoredJson(document: Proposal, json: string): void {
  written.set(document, json);
}

/** The JSON text `document` was saved as, when this process saved that very object. */
export function storedJsonOf(document: Proposal): string | undefined {
  return written.get(document);
}
