/** One sliding window: at most `max` events in any `windowMs`. */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface AttemptLimits {
  /** Attempts of one client (its IP address), successful or not. */
  perClient: WindowLimit;
  /** Failed attempts on one quote reference, from whichever clients. */
  failuresPerReference: WindowLimit;
  /** Keys kept per kind; beyond it the least recently used are forgotten, so memory stays bounded. */
  maxKeys: number;
}

/** Ten attempts a client in 15 minutes; five failures a reference in an hour; 50,000 keys each. */
export const RECALL_LIMITS: AttemptLimits = {
  perClient: { max: 10, windowMs: 15 * 60_000 },
  failuresPerReference: { max: 5, windowMs: 60 * 60_000 },
  maxKeys: 50_000,
};

export type AttemptDecision =
  | { allowed: true }
  /** Refused; the caller may try again after this many whole seconds (at least 1). */
  | { allowed: false; retryAfterSeconds: number };

/**
 * Limits the attempts to retrieve a quote, so that a reference, postcode and date of birth cannot
 * be guessed. No IO: the caller passes the time of each call. The state lives in this process.
 *
 * `begin` counts an attempt against the client and, until `succeeded` says otherwise, a failure
 * against the reference: a burst of concurrent wrong guesses is counted before any of them is
 * looked up. Once either limit is reached, every attempt is refused (right details or not) until
 * the window has moved on, and a refused attempt counts for nothing.
 */
export class AttemptLimiter {
  private readonly clients: TimestampLog;
  private readonly references: TimestampLog;

  constructor(private readonly limits: AttemptLimits = RECALL_LIMITS) {
    this.clients = new TimestampLog(limits.perClient, limits.maxKeys);
    this.references = new TimestampLog(limits.failuresPerReference, limits.maxKeys);
  }

  /** Decides on an attempt by `client` on `reference` at `now`; an allowed attempt is counted. */
  begin(client: string, reference: string, now: number): AttemptDecision {
    const waits = [this.clients.waitMs(client, now), this.references.waitMs(reference, now)];
    const wait = Math.max(...waits);
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    this.clients.add(client, now);
    this.references.add(reference, now);
    return { allowed: true };
  }

  /** The details were right: the reference's failures are forgiven (the customer knows them). */
  succeeded(reference: string): void {
    this.references.clear(reference);
  }

  /** How many keys are held, for tests of the memory bound. */
  size(): { clients: number; references: number } {
    return { clients: this.clients.size, references: this.references.size };
  }
}

/** Per key, the times of its recent events (at most `max`), keys in least-recently-used order. */
class TimestampLog {
  private readonly entries = new Map<string, number[]>();

  constructor(
    private readonly limit: WindowLimit,
    private readonly maxKeys: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** 0 when one more event is allowed at `now`; otherwise how long until the oldest leaves the window. */
  waitMs(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit.max) return 0;
    const oldest = recent[recent.length - this.limit.max] as number;
    return oldest + this.limit.windowMs - now;
  }

  add(key: string, now: number): void {
    const recent = [...this.recent(key, now), now].slice(-this.limit.max);
    // Re-inserting moves the key to the end: the first key of the map is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, recent);
    while (this.entries.size > this.maxKeys) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const times = this.entries.get(key);
    if (!times) return [];
    const kept = times.filter((time) => time > now - this.limit.windowMs);
    if (kept.length === 0) this.entries.delete(key);
    return kept;
  }
}
