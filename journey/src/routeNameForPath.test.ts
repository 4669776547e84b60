import journeyJson from '../journey.json';
import type { Journey, RouteName } from './journeyTypes';
import { routeNameForPath } from './routeNameForPath';

const journey = journeyJson as Journey;

describe('routeNameForPath', () => {
  test.each<[string, RouteName]>([
    ['/get-a-quote', 'QuoteCreateForm'],
    ['/quote/edit', 'QuoteEditForm'],
    ['/quote/edit?uuid=abc', 'QuoteEditForm'],
    ['/quote/payment-option/', 'PricePresentation'],
    ['/quote/addons', 'Addons'],
    ['/quote/summary#top', 'Summary'],
    ['/quote/payment', 'Payment'],
    ['/quote/instalments', 'Instalments'],
    ['/quote/instalments/declined', 'InstalmentsDeclined'],
    ['/quote/thankyou', 'ThankYou'],
    ['/quote/complete', 'Complete'],
    ['/quote/payment/failed', 'Failed'],
    ['/quote/declined', 'Declined'],
    ['/declined', 'SiraDeclined'],
    ['/quote/session-expired', 'Expired'],
    ['/error/exception', 'Exception'],
    ['/quote/recall', 'Recall'],
    ['/quote/deeplink', 'DeepLink'],
    ['/Quote/Summary', 'Summary'],
    ['/', 'QuoteCreateForm'],
    ['', 'QuoteCreateForm'],
    ['/quote', 'QuoteCreateForm'],
    ['/quote/', 'QuoteCreateForm'],
    ['/nowhere', 'NotFound'],
    ['/quote/summary/extra', 'NotFound'],
    ['/get-a-quote-now', 'NotFound'],
  ])('%s shows %s', (path, route) => {
    expect(routeNameForPath(journey, path)).toBe(route);
  });

  test('a journey without a catch-all route fails loudly on an unknown path', () => {
    const routes = { ...journey.routes, NotFound: '/not-found' };
    expect(() => routeNameForPath({ routes, redirects: [] }, '/nowhere')).toThrow(/catch-all/);
  });
});
