import { describe, expect, test } from 'vitest';
import { escapeHtml, money, oneLine, ukDate } from './format';

describe('format', () => {
  test.each([
    { input: '<script>alert("x")</script>', output: '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;' },
    { input: "O'Connor & Sons", output: 'O&#39;Connor &amp; Sons' },
    { input: 'plain', output: 'plain' },
  ])('escapeHtml($input)', ({ input, output }) => {
    expect(escapeHtml(input)).toBe(output);
  });

  test.each([
    { pounds: 641.87, shown: '£641.87' },
    { pounds: 1250, shown: '£1,250.00' },
    { pounds: 0.5, shown: '£0.50' },
  ])('money($pounds) is $shown', ({ pounds, shown }) => {
    expect(money(pounds)).toBe(shown);
  });

  test.each([
    { iso: '2026-12-01', shown: '01/12/2026' },
    { iso: undefined, shown: '' },
  ])('ukDate($iso) is "$shown"', ({ iso, shown }) => {
    expect(ukDate(iso)).toBe(shown);
  });

  test('oneLine removes line breaks from a subject', () => {
    expect(oneLine('Quote\r\nBcc: someone@example.com')).toBe('Quote Bcc: someone@example.com');
  });
});
