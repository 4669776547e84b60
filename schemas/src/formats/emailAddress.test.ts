import { describe, test, expect } from 'vitest';
import { emailAddress } from './emailAddress';

const longLocal = 'a'.repeat(64);
const domainOf = (length: number) => `${'b'.repeat(length - 4)}.com`;

const good = [
  { description: 'simple', value: 'jo@example.com' },
  { description: 'sub-domain and plus tag', value: 'jo.bloggs+van@mail.example.co.uk' },
  { description: 'one character each side', value: 'a@b.c' },
  { description: 'exactly 254 characters', value: `${longLocal}@${domainOf(254 - 65)}` },
  { description: 'an apostrophe and a hyphen', value: "o'connor@my-firm.example.com" },
  { description: 'letters beyond ASCII', value: 'jöhn@exämple.com' },
  { description: 'an accent typed as its own character', value: 'jo\u0308hn@example.com' },
];

const bad = [
  { description: 'empty string', value: '' },
  { description: 'no at-sign', value: 'jo.example.com' },
  { description: 'two at-signs', value: 'jo@home@example.com' },
  { description: 'no dot in the domain', value: 'jo@localhost' },
  { description: 'nothing before the at-sign', value: '@example.com' },
  { description: 'domain starts with a dot', value: 'jo@.example.com' },
  { description: 'domain ends with a dot', value: 'jo@example.com.' },
  { description: 'doubled dot in the domain', value: 'jo@example..com' },
  { description: 'space inside', value: 'jo bloggs@example.com' },
  { description: 'leading space', value: ' jo@example.com' },
  { description: 'trailing space', value: 'jo@example.com ' },
  { description: '255 characters', value: `${longLocal}@${domainOf(255 - 65)}` },
  // Text a mail client reads as more, or other, than the one address stored and checked.
  { description: 'a comma in the domain (two recipients)', value: 'jo@example,victim.com' },
  { description: 'a trailing comma', value: 'jo@example.com,' },
  { description: 'angle brackets (a name and another address)', value: 'victim<jo@example.com>' },
  { description: 'a group', value: 'team:jo@example.com;' },
  { description: 'a quoted local part', value: '"jo,bloggs"@example.com' },
  { description: 'an address literal', value: 'jo@[127.0.0.1]' },
];

describe('email-address', () => {
  test.each(good)('accepts $description: "$value"', ({ value }) => {
    expect(emailAddress.validate(value)).toBe(true);
  });

  test.each(bad)('rejects $description: "$value"', ({ value }) => {
    expect(emailAddress.validate(value)).toBe(false);
  });
});
