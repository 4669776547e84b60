import { describe, expect, test } from 'vitest';
import classesOfUse from '../../journey/lists/class_of_use.json';
import { productRatebook } from '../../tests/support/rating/ratingFixtures';

// The classes of use the product prices are the ones a customer can answer: a code the journey's
// list does not offer is never answered (the server refuses it), so a ratebook entry for one is dead
// and an option without a price falls to the ratebook's default.

const offered = classesOfUse.options.map((option) => option.value);

/** Every class-of-use code named anywhere in the ratebook, with where. */
function namedCodes(node: unknown, at: string, found: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) node.forEach((child, i) => namedCodes(child, `${at}.${i}`, found));
  else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    if (record.fact === 'class_of_use')
      for (const code of ([] as unknown[]).concat(record.value)) found.push([`${at}.value`, String(code)]);
    for (const [key, child] of Object.entries(record)) namedCodes(child, at ? `${at}.${key}` : key, found);
  }
  return found;
}

describe('the classes of use of the product ratebook', () => {
  const ratebook = productRatebook();

  test('the specification’s four are the list’s options', () => {
    expect([...offered].sort()).toEqual(['LocalHaul', 'OwnGoods', 'SDP', 'SDPC']);
  });

  test('each option has its own relativity', () => {
    const priced = ratebook.use.class_of_use.values.map((value) => value.code);
    expect([...priced].sort()).toEqual([...offered].sort());
  });

  test('the rules, endorsements, business uses and add-ons name only options of the list', () => {
    const named: [string, string][] = [
      ...namedCodes(ratebook, ''),
      ...ratebook.use.business_classes_of_use.map((code): [string, string] => [
        'use.business_classes_of_use',
        code,
      ]),
      ...ratebook.addons.flatMap((addon) =>
        (addon.excluded_classes_of_use ?? []).map((code): [string, string] => [`addons.${addon.code}`, code]),
      ),
    ];
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(([, code]) => !offered.includes(code))).toEqual([]);
  });
});
