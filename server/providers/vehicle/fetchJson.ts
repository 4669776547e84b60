import { VehicleLookupError } from './vehicleProvider';

/** The status of an answer and, for a 2xx answer, its parsed JSON body. */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** Answers larger than this are not vehicle records; refusing them bounds memory. */
const MAX_BODY_CHARS = 256 * 1024;

/**
 * One HTTP call to a vehicle service with a hard time limit covering the connection, the
 * headers and the body. Every failure becomes a {@link VehicleLookupError} whose reason is our
 * own wording (never the service's text): "timeout", "network error", "unexpected body".
 * Redirects are refused: a vehicle API that redirects is misconfigured.
 */
export async function fetchJson(url: string, init: RequestInit, timeoutMs: number): Promise<JsonAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { ...init, signal, redirect: 'error' });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new VehicleLookupError(
      name === 'TimeoutError' || name === 'AbortError' || signal.aborted ? 'timeout' : 'network error',
    );
  }
  if (status < 200 || status > 299) return { status, body: undefined };
  if (text.length > MAX_BODY_CHARS) throw new VehicleLookupError('unexpected body');
  try {
    return { status, body: JSON.parse(text) as unknown };
  } catch {
    throw new VehicleLookupError('unexpected body');
  }
}
