import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { signatureHeader, verifySignature } from './signature';

const secret = 'whsec_test_secret';
const body = '{"id":"evt_1","type":"checkout.session.completed"}';
const now = new Date('2026-11-20T10:00:00.000Z');
const t = Math.floor(now.getTime() / 1000);
const sign = (payload: string, key = secret, at = t) =>
  createHmac('sha256', key).update(`${at}.${payload}`).digest('hex');

describe('verifySignature', () => {
  test.each([
    { case: 'a good signature', header: `t=${t},v1=${sign(body)}`, rawBody: body, result: 'ok' },
    {
      case: 'a good one among several v1 (secret being rolled) and a v0',
      header: `t=${t},v1=${'0'.repeat(64)},v1=${sign(body)},v0=abc`,
      rawBody: body,
      result: 'ok',
    },
    {
      case: 'a tampered body',
      header: `t=${t},v1=${sign(body)}`,
      rawBody: body.replace('1', '2'),
      result: 'mismatch',
    },
    {
      case: 'the wrong secret',
      header: `t=${t},v1=${sign(body, 'whsec_other')}`,
      rawBody: body,
      result: 'mismatch',
    },
    {
      case: 'a timestamp older than 5 minutes',
      header: `t=${t - 301},v1=${sign(body, secret, t - 301)}`,
      rawBody: body,
      result: 'stale',
    },
    {
      case: 'a timestamp 5 minutes in the future',
      header: `t=${t + 301},v1=${sign(body, secret, t + 301)}`,
      rawBody: body,
      result: 'stale',
    },
    {
      case: 'a timestamp just within tolerance',
      header: `t=${t - 299},v1=${sign(body, secret, t - 299)}`,
      rawBody: body,
      result: 'ok',
    },
    { case: 'a changed timestamp', header: `t=${t - 1},v1=${sign(body)}`, rawBody: body, result: 'mismatch' },
    { case: 'no header', header: undefined, rawBody: body, result: 'missing' },
    { case: 'an empty header', header: '', rawBody: body, result: 'missing' },
    { case: 'no timestamp', header: `v1=${sign(body)}`, rawBody: body, result: 'malformed' },
    { case: 'no v1', header: `t=${t}`, rawBody: body, result: 'malformed' },
    { case: 'a short v1', header: `t=${t},v1=abcd`, rawBody: body, result: 'malformed' },
    { case: 'a non-hex v1', header: `t=${t},v1=${'z'.repeat(64)}`, rawBody: body, result: 'malformed' },
    { case: 'a word for a timestamp', header: `t=soon,v1=${sign(body)}`, rawBody: body, result: 'malformed' },
    { case: 'two timestamps', header: `t=${t},t=${t},v1=${sign(body)}`, rawBody: body, result: 'malformed' },
    { case: 'garbage', header: 'hello world', rawBody: body, result: 'malformed' },
    { case: 'a huge header', header: `t=${t},v1=${'a'.repeat(3000)}`, rawBody: body, result: 'malformed' },
  ])('$case: $result', ({ header, rawBody, result }) => {
    const check = verifySignature(Buffer.from(rawBody), header, secret, now);
    expect(check.ok ? 'ok' : check.reason).toBe(result);
  });

  test('signatureHeader makes a header that verifies, and only for its body', () => {
    const header = signatureHeader(body, secret, now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(body, header, secret, now)).toEqual({ ok: true, timestamp: t });
    expect(verifySignature(`${body} `, header, secret, now).ok).toBe(false);
  });
});
