import journeyJson from '../journey.json';
import type { Journey, RouteName } from './journeyTypes';
import { pathFor } from './pathFor';

const journey = journeyJson as Journey;

describe('pathFor', () => {
  test.each<[RouteName, Record<string, string | null | undefined>, string]>([
    ['QuoteCreateForm', {}, '/get-a-quote'],
    ['Payment', { uuid: 'a1b2' }, '/quote/payment?uuid=a1b2'],
    ['Payment', { uuid: undefined }, '/quote/payment'],
    ['Payment', { uuid: null }, '/quote/payment'],
    ['Payment', { uuid: '' }, '/quote/payment'],
    ['QuoteEditForm', { uuid: 'x y&z' }, '/quote/edit?uuid=x+y%26z'],
    ['Recall', { a: '1', b: '2' }, '/quote/recall?a=1&b=2'],
  ])('%s with %j is %s', (route, query, expected) => {
    expect(pathFor(journey, route, query)).toBe(expected);
  });

  test('the catch-all route has no address', () => {
    expect(() => pathFor(journey, 'NotFound')).toThrow(/catch-all/);
  });
});
