import brand from '../content/brand.json';
import pages from '../content/pages.json';
import journeyJson from '../journey.json';
import type { Pages } from './contentTypes';
import type { Journey, RouteName } from './journeyTypes';
import { pageTitle } from './pageTitle';

const journey = journeyJson as Journey;
const content = { brand, pages: pages as Pages };

describe('pageTitle', () => {
  const [yourDetails, quote, payment, complete] = journey.stages.map((stage) => stage.title);
  const { Expired, Recall, NotFound, Exception } = content.pages.pages;

  test.each<[RouteName, string | undefined]>([
    ['QuoteCreateForm', yourDetails],
    ['QuoteEditForm', yourDetails],
    ['Addons', quote],
    ['InstalmentsDeclined', payment],
    ['Complete', complete],
    ['Expired', Expired?.title],
    ['Recall', Recall?.title],
    ['NotFound', NotFound?.title],
    ['Exception', Exception?.title],
  ])('%s is titled "%s | <brand>"', (route, title) => {
    expect(title).toBeDefined();
    expect(pageTitle(journey, content, route)).toBe(`${title} | ${brand.name}`);
  });

  test('a page with no stage and no title of its own is titled with the brand alone', () => {
    expect(pageTitle(journey, { brand: { name: 'Brand' }, pages: { pages: {} } }, 'Failed')).toBe('Brand');
  });
});
