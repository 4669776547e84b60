import { errorCatalogue } from '../../journey';

/** What the device fingerprint script puts on the window: `IGLOO.getBlackbox()`. */
export interface FingerprintHost {
  IGLOO?: { getBlackbox?: () => { blackbox?: string; finished?: boolean } | undefined };
}

/** The clock and timer the wait uses; the page passes the real ones, tests fake ones. */
export interface WaitTimers {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
}

/**
 * The internal message of a fingerprint script that never became ready (logged, never shown), as
 * the error catalogue words it (content/errors.json, internal).
 */
export const FINGERPRINT_TIMEOUT = errorCatalogue.internal.fingerprintTimeout ?? 'fingerprintTimeout';

/** Polling interval and time limit of the wait (specification: 100 ms and 10 s). */
export const FINGERPRINT_POLL_MS = 100;
export const FINGERPRINT_TIMEOUT_MS = 10_000;

function readBlackbox(host: FingerprintHost): string | undefined {
  try {
    const answer = host.IGLOO?.getBlackbox?.();
    return answer?.finished === true && answer.blackbox ? answer.blackbox : undefined;
  } catch {
    // A script still starting up may throw; the next poll asks again.
    return undefined;
  }
}

/**
 * Waits for the fingerprint script: asks `IGLOO.getBlackbox()` now and every 100 ms until it
 * answers a finished blackbox, and rejects with "IGLOO initialization timed out" after 10 s.
 */
export function waitForBlackbox(
  host: FingerprintHost,
  timers: WaitTimers,
  { pollMs = FINGERPRINT_POLL_MS, timeoutMs = FINGERPRINT_TIMEOUT_MS } = {},
): Promise<string> {
  const started = timers.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      const blackbox = readBlackbox(host);
      if (blackbox) resolve(blackbox);
      else if (timers.now() - started >= timeoutMs) reject(new Error(FINGERPRINT_TIMEOUT));
      else timers.setTimeout(poll, pollMs);
    };
    poll();
  });
}

/** The first-party fingerprint script (renderer/public/iojs/loader.js, or the provider's). */
export const FINGERPRINT_SCRIPT = '/iojs/loader.js';

/**
 * Adds the fingerprint script to the page once, unless it is already there or already ready.
 * The Content-Security-Policy allows scripts of our own origin.
 */
export function loadFingerprintScript(host: FingerprintHost, document: Document): void {
  if (typeof host.IGLOO?.getBlackbox === 'function') return;
  if (document.querySelector(`script[src="${FINGERPRINT_SCRIPT}"]`)) return;
  const script = document.createElement('script');
  script.src = FINGERPRINT_SCRIPT;
  script.async = true;
  document.head.append(script);
}
