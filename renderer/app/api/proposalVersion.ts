/** The ETag each proposal was last read or saved with in this tab, by uuid. */
const versions = new Map<string, string>();

/** What a call to a proposal may do to its version. */
export type VersionUse =
  /** Reads it: the version answered is kept. */
  | 'read'
  /** Changes it: the version answered is kept, or forgotten when the answer names none. */
  | 'change'
  /**
   * Changes the answers this tab last read: sent with If-Match on that version, so the server
   * refuses it (409 `conflict`) when another tab has saved since.
   */
  | 'changeRead';

/**
 * Makes a call about proposal `uuid` (undefined: a new one, named by the answer) and keeps track
 * of its version: `call` is given the headers to send and a watcher for the answer's headers. A
 * change whose answer names no version forgets it, so no later call holds to a version that has
 * moved on: it goes without If-Match until the proposal is read again.
 */
export async function withVersion<T>(
  uuid: string | undefined,
  use: VersionUse,
  call: (headers: Record<string, string>, onResponse: (response: Response) => void) => Promise<T>,
): Promise<T> {
  const known = uuid === undefined ? undefined : versions.get(uuid);
  const headers: Record<string, string> = use === 'changeRead' && known ? { 'If-Match': known } : {};
  const answered: { tag: string | null } = { tag: null };
  const answer = await call(headers, (response) => {
    answered.tag = response.ok ? response.headers.get('ETag') : null;
  });
  const named = uuid ?? uuidOf(answer);
  if (named !== undefined) {
    if (answered.tag) versions.set(named, answered.tag);
    else if (use !== 'read') versions.delete(named);
  }
  return answer;
}

/** The uuid of a proposal answered as itself or as `{ data: proposal }`. */
function uuidOf(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const record = answer as { uuid?: unknown; data?: { uuid?: unknown } };
  const uuid = record.uuid ?? record.data?.uuid;
  return typeof uuid === 'string' && uuid !== '' ? uuid : undefined;
}
