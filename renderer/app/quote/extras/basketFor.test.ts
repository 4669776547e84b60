import catalogue from '../../../../journey/addons.json';
import type { Quote } from '../../../../schemas/generated/index';
import { quoteFixture } from '../../../../tests/fixtures/index';
import { selectionsOf, type Selections } from './addonSelection';
import { basketFor } from './basketFor';

const quote = quoteFixture();
const original = selectionsOf(quote.addons ?? []);

describe('basketFor', () => {
  test.each<[string, Selections, number, string[]]>([
    ['unchanged: the quote price', original, 641.87, ['LE']],
    ['personal accident added', { ...original, PA: true }, 661.86, ['PA', 'LE']],
    ['legal protection removed', { ...original, LE: false }, 612.37, []],
    ['a breakdown tier added', { ...original, SAB1: true, PA: false }, 670.87, ['LE', 'SAB1']],
  ])('%s: total %s, lines %o', (_, selections, total, codes) => {
    const basket = basketFor(quote, selections, original, false);
    expect(basket.total).toBe(total);
    expect(basket.subtotal).toBe(612.37);
    expect(basket.lines.map((line) => line.code)).toEqual(codes);
    expect(basket.monthly).toBeUndefined();
  });

  test('a line has the catalogue title and the quote premium', () => {
    expect(basketFor(quote, original, original, false).lines).toEqual([
      { code: 'LE', title: catalogue.addons.find((addon) => addon.code === 'LE')?.title, premium: 29.5 },
    ]);
  });

  test('paying monthly and unchanged: the deposit and instalments of the quote', () => {
    expect(basketFor(quote, original, original, true).monthly).toMatchObject({
      deposit: 128.37,
      instalments: 10,
      firstInstalment: 58.36,
      remainingInstalments: 9,
      regularInstalment: 58.36,
      totalPayable: 711.96,
    });
  });

  test('paying monthly and changed: no monthly figures until the quote is made again', () => {
    const basket = basketFor(quote, { ...original, PA: true }, original, true);
    expect(basket.changed).toBe(true);
    expect(basket.monthly).toBeUndefined();
    expect(basket.total).toBe(661.86);
  });

  test('MF and KE are never listed, though their price counts', () => {
    const withHidden: Quote = {
      ...quote,
      addons: [...(quote.addons ?? []), { code: 'MF', premium: 10, is_selected: null }],
    };
    const basket = basketFor(withHidden, { ...original, MF: true }, { ...original, MF: null }, false);
    expect(basket.lines.map((line) => line.code)).toEqual(['LE']);
    expect(basket.total).toBe(651.87);
  });
});
