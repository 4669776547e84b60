import brand from '../content/brand.json';
import pages from '../content/pages.json';
import journeyJson from '../journey.json';
import type { Pages } from './contentTypes';
import type { Journey, RouteName } from './journeyTypes';
import { pageTitle } from './pageTitle';

const journey = journeyJson as Journey;
const content = { brand, pages: pages as Pages };

describe('pageTitle', () => {
  test.each<[RouteName, string]>([
    ['QuoteCreateForm', 'Your Details | VanCover Direct'],
    ['QuoteEditForm', 'Your Details | VanCover Direct'],
    ['Addons', 'Quote | VanCover Direct'],
    ['InstalmentsDeclined', 'Payment | VanCover Direct'],
    ['Complete', 'Complete | VanCover Direct'],
    ['Expired', 'Session Expired | VanCover Direct'],
    ['Recall', 'Retrieve a Quote | VanCover Direct'],
    ['NotFound', 'Page Not Found | VanCover Direct'],
    ['Exception', 'Technical Issue | VanCover Direct'],
  ])('%s is titled "%s"', (route, title) => {
    expect(pageTitle(journey, content, route)).toBe(title);
  });

  test('a page with no stage and no title of its own is titled with the brand alone', () => {
    expect(pageTitle(journey, { brand: { name: 'Brand' }, pages: { pages: {} } }, 'Failed')).toBe('Brand');
  });
});
