/**
 * What every adapter of an outside service shares: one error type whose message is safe to log
 * (never the service's own text, never the request's personal data), and a JSON call that always
 * ends, because every request carries a timeout that also covers reading the body.
 */

/** An outside service failed or answered something we cannot use. */
export class ProviderError extends Error {
  constructor(
    /** The service, e.g. "ideal-postcodes". */
    readonly provider: string,
    /** A short code for logs: "timeout", "unreachable", "http_500", "bad_response", ... */
    readonly reason: string,
    /** The HTTP status, when the service answered at all. */
    readonly status?: number,
  ) {
    super(`${provider}: ${reason}${status === undefined ? '' : ` (HTTP ${status})`}`);
    this.name = 'ProviderError';
  }
}

export interface JsonAnswer {
  status: number;
  /** The parsed body; undefined when it was empty or not JSON. */
  body: unknown;
}

export interface JsonCall {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Larger answers are refused rather than buffered; 1 MiB unless told. */
  maxBytes?: number;
}

/**
 * Calls a service and parses its JSON answer, whatever the status. Throws ProviderError for a
 * timeout ("timeout"), a refused or broken connection ("unreachable") and an oversized body
 * ("too_large"); the caller judges the status and the shape of the body.
 */
export async function fetchJson(provider: string, url: string, call: JsonCall): Promise<JsonAnswer> {
  const signal = AbortSignal.timeout(call.timeoutMs);
  try {
    const response = await fetch(url, {
      method: call.method ?? 'GET',
      headers: { Accept: 'application/json', ...call.headers },
      body: call.body,
      signal,
      // A redirect would send our key to wherever it points.
      redirect: 'error',
    });
    const text = await readText(response, call.maxBytes ?? 1024 * 1024);
    if (text === undefined) throw new ProviderError(provider, 'too_large', response.status);
    return { status: response.status, body: parseJson(text) };
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError(provider, signal.aborted ? 'timeout' : 'unreachable');
  }
}

async function readText(response: Response, maxBytes: number): Promise<string | undefined> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A plain object (not an array, not null), to read a service's answer field by field. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
