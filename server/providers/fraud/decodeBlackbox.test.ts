import { describe, expect, test } from 'vitest';
import { decodeBlackbox } from './decodeBlackbox';

const traits = {
  ua: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
  lang: 'en-GB',
  tz: 'Europe/London',
  webdriver: false,
};
const encode = (data: unknown) => Buffer.from(JSON.stringify(data), 'utf8').toString('base64');
const TS = Date.parse('2026-11-20T10:00:00Z');

describe('decodeBlackbox', () => {
  test('reads the time, the automation flag and a device id', () => {
    const decoded = decodeBlackbox(encode({ v: 1, ts: TS, fp: traits }));
    expect(decoded).toEqual({
      collectedAt: TS,
      automated: false,
      deviceId: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  test('the device id depends on the traits, not their order or the time', () => {
    const id = decodeBlackbox(encode({ v: 1, ts: TS, fp: traits }))?.deviceId;
    const reordered = Object.fromEntries(Object.entries(traits).reverse());
    expect(decodeBlackbox(encode({ v: 1, ts: TS + 5000, fp: reordered }))?.deviceId).toBe(id);
    expect(decodeBlackbox(encode({ v: 1, ts: TS, fp: { ...traits, lang: 'cy-GB' } }))?.deviceId).not.toBe(id);
  });

  test.each([
    ['navigator.webdriver', { ...traits, webdriver: true }],
    ['a headless Chrome', { ...traits, ua: 'Mozilla/5.0 HeadlessChrome/140.0.0.0 Safari/537.36' }],
  ])('flags %s as automated', (_name, fp) => {
    expect(decodeBlackbox(encode({ v: 1, ts: TS, fp }))?.automated).toBe(true);
  });

  test.each([
    ['an empty string', ''],
    ['not base64', 'not base64!'],
    ['base64 of text', Buffer.from('hello there').toString('base64')],
    [
      'an iovation blackbox',
      '0400R9HVeoYv1gsNf94lis1ztioT9A1DShgAnrp/XmcfWoVVgr+Rt2dAZPhMS97Z4yfjSLOS3mruQCzk1eXuO7gGCUfgUZuL',
    ],
    ['another version', encode({ v: 2, ts: TS, fp: traits })],
    ['no time', encode({ v: 1, fp: traits })],
    ['a time that is not a number', encode({ v: 1, ts: '2026-11-20', fp: traits })],
    ['no traits', encode({ v: 1, ts: TS, fp: {} })],
    ['nested traits', encode({ v: 1, ts: TS, fp: { ...traits, screen: { w: 1 } } })],
    [
      'too many traits',
      encode({ v: 1, ts: TS, fp: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`t${i}`, i])) }),
    ],
    ['a JSON array', encode([1, 2])],
  ])('cannot read %s', (_name, blackbox) => {
    expect(decodeBlackbox(blackbox)).toBeUndefined();
  });
});
