import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createPortalToken, portalExpiry, verifyPortalToken } from './portalToken';

const SECRET = 'portal-test-secret-0123456789abcdef';
const UUID = '6f1c2a7e-3b4d-4c5e-8f90-000000000001';
const NOW = new Date('2026-11-20T10:00:00.000Z');
const EXPIRES = portalExpiry(NOW, 1440);
const good = createPortalToken({ uuid: UUID, expiresAt: EXPIRES }, SECRET);
const [payload = '', signature = ''] = good.split('.');

const b64 = (text: string) => Buffer.from(text).toString('base64url');
/** A token signed with our secret over any payload text: shows what the checks after the signature refuse. */
const signed = (json: string) => {
  const p = b64(json);
  return `${p}.${createHmac('sha256', SECRET).update(p).digest('base64url')}`;
};
/** Changes one character of a text to another base64url character. */
const flip = (text: string, at: number) =>
  text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);

describe('verifyPortalToken', () => {
  test('a token we made is valid until its expiry and names its proposal', () => {
    expect(verifyPortalToken(good, SECRET, NOW)).toEqual({ ok: true, uuid: UUID, expiresAt: EXPIRES });
    expect(EXPIRES - NOW.getTime() / 1000).toBe(24 * 3600);
  });

  test.each([
    { description: 'one second before the expiry: valid', at: EXPIRES * 1000 - 1000, result: { ok: true } },
    { description: 'at the expiry: expired', at: EXPIRES * 1000, result: { ok: false, reason: 'expired' } },
    {
      description: 'a day later: expired',
      at: EXPIRES * 1000 + 86_400_000,
      result: { ok: false, reason: 'expired' },
    },
  ])('clock: $description', ({ at, result }) => {
    expect(verifyPortalToken(good, SECRET, new Date(at))).toMatchObject(result);
  });

  test.each([
    { description: 'another secret', token: good, secret: 'some-other-secret-0123456789abcdef' },
    { description: 'an empty secret', token: good, secret: '' },
    { description: 'a changed payload character', token: `${flip(payload, 3)}.${signature}` },
    { description: 'a changed signature character', token: `${payload}.${flip(signature, 5)}` },
    { description: 'the signature cut short', token: `${payload}.${signature.slice(0, -2)}` },
    { description: 'the signature made longer', token: `${payload}.${signature}AA` },
    {
      description: 'a later expiry with the old signature',
      token: `${b64(JSON.stringify({ u: UUID, e: EXPIRES + 86_400 }))}.${signature}`,
    },
    {
      description: 'another proposal with the old signature',
      token: `${b64(JSON.stringify({ u: UUID.replace(/1$/, '2'), e: EXPIRES }))}.${signature}`,
    },
    { description: 'no signature', token: payload },
    { description: 'an empty signature', token: `${payload}.` },
    { description: 'three parts', token: `${good}.${signature}` },
    { description: 'padding characters', token: `${payload}=.${signature}` },
    { description: 'standard base64 characters', token: `${payload}+/.${signature}` },
    { description: 'an empty text', token: '' },
    { description: 'a dot alone', token: '.' },
    { description: 'garbage', token: 'not-a-token' },
    { description: 'spaces', token: `${payload}. ${signature}` },
    { description: 'a very long text', token: `${'A'.repeat(600)}.${signature}` },
    { description: 'a number', token: 42 },
    { description: 'undefined', token: undefined },
    { description: 'an object', token: { u: UUID } },
    { description: 'signed, but not JSON', token: signed('{nope') },
    { description: 'signed, but JSON null', token: signed('null') },
    { description: 'signed, but no uuid', token: signed(JSON.stringify({ e: EXPIRES })) },
    { description: 'signed, but a bad uuid', token: signed(JSON.stringify({ u: 'x', e: EXPIRES })) },
    {
      description: 'signed, but an upper-case uuid',
      token: signed(JSON.stringify({ u: UUID.toUpperCase(), e: EXPIRES })),
    },
    {
      description: 'signed, but the expiry is text',
      token: signed(JSON.stringify({ u: UUID, e: String(EXPIRES) })),
    },
    {
      description: 'signed, but the expiry is a fraction',
      token: signed(JSON.stringify({ u: UUID, e: EXPIRES + 0.5 })),
    },
    { description: 'signed, but the expiry is negative', token: signed(JSON.stringify({ u: UUID, e: -1 })) },
  ])('refused as invalid: $description', ({ token, secret }) => {
    expect(verifyPortalToken(token, secret ?? SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  test('a non-canonical spelling of the right signature is refused', () => {
    // The last base64url character of a 32-byte signature carries 2 unused bits: change only those.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.at(-1) as string);
    const twin = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(twin, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(verifyPortalToken(`${payload}.${twin}`, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  test('a tampered token is invalid even when it has also expired: the signature is checked first', () => {
    const late = new Date(EXPIRES * 1000 + 1000);
    expect(verifyPortalToken(`${flip(payload, 3)}.${signature}`, SECRET, late)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

describe('createPortalToken', () => {
  test('is url-safe, two parts, and refuses an empty secret', () => {
    expect(good).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(() => createPortalToken({ uuid: UUID, expiresAt: EXPIRES }, '')).toThrow();
  });

  test('the payload says only the uuid and the expiry', () => {
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).toEqual({ u: UUID, e: EXPIRES });
  });
});
