import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a portal link grants: reading this proposal's policy page until `expiresAt` (unix seconds). */
export interface PortalClaims {
  uuid: string;
  expiresAt: number;
}

export type PortalTokenCheck =
  | ({ ok: true } & PortalClaims)
  /** invalid: not a token of ours (garbage, tampered, another secret); expired: ours, but too old. */
  | { ok: false; reason: 'invalid' | 'expired' };

/** Longer than any token we make; a longer one is refused before any work. */
export const MAX_TOKEN_LENGTH = 512;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const sign = (payload: string, secret: string): Buffer =>
  createHmac('sha256', secret).update(payload).digest();

/**
 * The token of a portal link: base64url(JSON `{u, e}`) + "." + base64url(HMAC-SHA256 of that
 * text). It is not encrypted: it names the proposal and the expiry, and only proves we issued it.
 */
export function createPortalToken(claims: PortalClaims, secret: string): string {
  if (secret.length === 0) throw new Error('The portal link secret is empty');
  const payload = Buffer.from(JSON.stringify({ u: claims.uuid, e: claims.expiresAt })).toString('base64url');
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

/**
 * Checks a token: its signature (compared in constant time) before anything in it is believed,
 * then its expiry against `now`. Never throws, whatever it is given.
 */
export function verifyPortalToken(token: unknown, secret: string, now: Date): PortalTokenCheck {
  const invalid: PortalTokenCheck = { ok: false, reason: 'invalid' };
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || secret.length === 0) return invalid;
  const parts = token.split('.');
  if (parts.length !== 2) return invalid;
  const [payload = '', signature = ''] = parts;
  if (!BASE64URL.test(payload) || !BASE64URL.test(signature)) return invalid;

  const given = Buffer.from(signature, 'base64url');
  const expected = sign(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  // Decoding ignores stray bits of the last character; only the one spelling we issue is valid.
  if (given.toString('base64url') !== signature) return invalid;

  const claims = parseClaims(payload);
  if (!claims) return invalid;
  if (now.getTime() >= claims.expiresAt * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, ...claims };
}

function parseClaims(payload: string): PortalClaims | undefined {
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const { u, e } = data as Record<string, unknown>;
  if (typeof u !== 'string' || !UUID.test(u)) return undefined;
  if (typeof e !== 'number' || !Number.isSafeInteger(e) || e <= 0) return undefined;
  return { uuid: u, expiresAt: e };
}

/** The expiry of a link made at `now` that lasts `ttlMinutes`, in unix seconds. */
export function portalExpiry(now: Date, ttlMinutes: number): number {
  return Math.floor(now.getTime() / 1000) + Math.round(ttlMinutes * 60);
}
