import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's tolerance, which the embedded provider shares: a notification older than this is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck =
  { ok: true; timestamp: number } | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

/** The v1 scheme of Stripe: hex HMAC-SHA256 of "<unix seconds>.<raw body>". */
function hmacHex(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The header value `t=<unix>,v1=<hex>` for a body, as the embedded provider and Stripe send it. */
export function signatureHeader(rawBody: Buffer | string, secret: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

/**
 * Verifies `t=<unix>,v1=<hex>[,v1=...]` over the raw body (Stripe sends several v1 while a secret
 * is rolled). One code path for the embedded provider's notifications and Stripe's webhooks.
 * Compares in constant time; refuses a timestamp more than the tolerance away from now.
 */
export function verifySignature(
  rawBody: Buffer | string,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (header === undefined || header === '') return { ok: false, reason: 'missing' };
  if (header.length > 2000) return { ok: false, reason: 'malformed' };
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (value === undefined || rest.length > 0) return { ok: false, reason: 'malformed' };
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value) || timestamp !== undefined) return { ok: false, reason: 'malformed' };
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return { ok: false, reason: 'malformed' };
      signatures.push(Buffer.from(value, 'hex'));
    }
    // Other schemes (Stripe's v0 test signatures) are ignored, as Stripe's own libraries do.
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((candidate) => timingSafeEqual(candidate, expected));
  if (!matches) return { ok: false, reason: 'mismatch' };
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' };
  return { ok: true, timestamp };
}

/** The first value of a header as Node gives it (a repeated header is an array). */
export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
