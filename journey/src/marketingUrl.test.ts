import { marketingUrl } from './marketingUrl';

describe('marketingUrl', () => {
  test.each<[string, string, string]>([
    ['https://www.vancoverdirect.example', '/about-us', 'https://www.vancoverdirect.example/about-us'],
    ['https://www.vancoverdirect.example/', '/about-us', 'https://www.vancoverdirect.example/about-us'],
    ['https://www.vancoverdirect.example', 'faqs', 'https://www.vancoverdirect.example/faqs'],
    ['https://www.vancoverdirect.example', '/', 'https://www.vancoverdirect.example/'],
    ['https://www.vancoverdirect.example', 'https://portal.example/docs', 'https://portal.example/docs'],
    ['https://www.vancoverdirect.example', 'mailto:help@example.com', 'mailto:help@example.com'],
    ['https://www.vancoverdirect.example', 'tel:+443332414343', 'tel:+443332414343'],
    ['', '/about-us', '/about-us'],
  ])('%s + %s is %s', (site, link, expected) => {
    expect(marketingUrl(site, link)).toBe(expected);
  });
});
