import type { Proposal } from '../../schemas/generated/index';

/**
 * The proposal documents this process last read or wrote, by uuid, with the JSON text they are
 * stored as: a read whose row holds that very text takes the document already parsed instead of
 * parsing it again (a customer's next call, an integrator's quote after its save). Documents are
 * never changed once stored (every change makes a new object, see storedJson.ts), so one object
 * may serve every read of its text. Keeps the `size` most recently used.
 */
export class DocumentCache {
  private readonly entries = new Map<string, { json: string; document: Proposal }>();

  constructor(private readonly size = 1_000) {}

  /** The document stored as `json` for `uuid`, when this process holds it. */
  get(uuid: string, json: string): Proposal | undefined {
    const entry = this.entries.get(uuid);
    if (!entry || entry.json !== json) return undefined;
    // Most recently used last: the first entry is the one to drop.
    this.entries.delete(uuid);
    this.entries.set(uuid, entry);
    return entry.document;
  }

  set(uuid: string, json: string, document: Proposal): void {
    this.entries.delete(uuid);
    this.entries.set(uuid, { json, document });
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }
}
