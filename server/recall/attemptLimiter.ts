import { isIPv6 } from 'node:net';
import type { AttemptDecision, AttemptWindows, WindowLimit } from '../storage/attemptWindows';

export type { AttemptDecision, WindowLimit } from '../storage/attemptWindows';

export interface AttemptLimits {
  /** Attempts of one client (its IP address), successful or not. */
  perClient: WindowLimit;
  /** Failed attempts on one quote reference, from whichever clients. */
  failuresPerReference: WindowLimit;
}

/** Ten attempts a client in 15 minutes; five failures a reference in an hour. */
export const RECALL_LIMITS: AttemptLimits = {
  perClient: { max: 10, windowMs: 15 * 60_000 },
  failuresPerReference: { max: 5, windowMs: 60 * 60_000 },
};

/** The scopes of the recall's counters in the shared attempt windows. */
export const RECALL_SCOPES = { client: 'recall.client', reference: 'recall.reference' } as const;

/**
 * Limits the attempts to retrieve a quote, so that a reference, postcode and date of birth cannot
 * be guessed. The counts live in the store (SharedState.attempts), so every server process on one
 * database enforces one limit.
 *
 * `begin` counts an attempt against the client and, until `succeeded` says otherwise, a failure
 * against the reference: a burst of concurrent wrong guesses is counted before any of them is
 * looked up. Once either limit is reached, every attempt is refused (right details or not) until
 * the window has moved on, and a refused attempt counts for nothing.
 */
export class AttemptLimiter {
  constructor(
    private readonly attempts: AttemptWindows,
    private readonly limits: AttemptLimits = RECALL_LIMITS,
  ) {}

  /** Decides on an attempt by `client` on `reference` at `now`; an allowed attempt is counted. */
  begin(client: string, reference: string, now: Date): Promise<AttemptDecision> {
    return this.attempts.attempt(
      [
        { scope: RECALL_SCOPES.client, key: clientNetwork(client), limit: this.limits.perClient },
        { scope: RECALL_SCOPES.reference, key: reference, limit: this.limits.failuresPerReference },
      ],
      now,
    );
  }

  /** The details were right: the reference's failures are forgiven (the customer knows them). */
  succeeded(reference: string): Promise<void> {
    return this.attempts.forget(RECALL_SCOPES.reference, reference);
  }
}

/**
 * The client as its attempts are counted: an IPv4 address (or anything else) as it is, an IPv6
 * address by its /64 network, which is one home's or one server's and whose addresses it may use
 * one after another.
 */
export function clientNetwork(client: string): string {
  const address = (client.split('%')[0] ?? '').toLowerCase();
  // An IPv4 address written as IPv6 (a NAT64 gateway's) is one client, as IPv4 is.
  if (!isIPv6(address) || address.includes('.')) return client;
  const [head, tail] = address.split('::');
  const groups = (text: string | undefined) => (text ? text.split(':') : []);
  const [left, right] = [groups(head), groups(tail)];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  const network = [...left, ...zeros, ...right].slice(0, 4);
  return `${network.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
