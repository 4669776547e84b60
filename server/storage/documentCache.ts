import type { Proposal } from '../../schemas/generated/index';

/** A proposal's document as this process last read or wrote it, with the version it was stored at. */
export interface HeldDocument {
  version: number;
  /** The row's updated_at (ISO) at that version: a second guard beside the version. */
  updatedAt: string;
  document: Proposal;
  /** The row's indexed columns at that version, as stored: a save rewrites only those that change. */
  indexed: IndexedColumns;
}

/** A proposal row's columns that indexes are kept on (the reference, and the recall's). */
export interface IndexedColumns {
  reference: string | null;
  postcode: string | null;
  dateOfBirth: string | null;
}

/**
 * The proposal documents this process last read or wrote, by uuid, with the version (and time)
 * they were stored at. A read names the version it holds, and the database answers the document
 * only when the row has moved on (kyselyStore.getProposal), so a customer's next call, or an
 * integrator's quote after its save, neither fetches nor parses a document this process already
 * has. A save always makes a new version (optimistic concurrency), so a version names one
 * document; documents are never changed once stored (every change makes a new object), so one
 * object may serve every read of it. Keeps the `size` most recently used.
 */
export class DocumentCache {
  private readonly entries = new Map<string, HeldDocument>();

  constructor(private readonly size = 1_000) {}

  /** The document this process holds for `uuid`, if any (made the most recently used). */
  get(uuid: string): HeldDocument | undefined {
    const entry = this.entries.get(uuid);
    if (!entry) return undefined;
    // Most recently used last: the first entry is the one to drop.
    this.entries.delete(uuid);
    this.entries.set(uuid, entry);
    return entry;
  }

  set(uuid: string, held: HeldDocument): void {
    this.entries.delete(uuid);
    this.entries.set(uuid, held);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }
}
