import brand from '../../content/brand.json';
import errors from '../../content/errors.json';
import pages from '../../content/pages.json';
import journey from '../../journey.json';
import { findingsOf } from '../../../tests/support/journey/checkFixture';
import { routesExist } from './routesExist';

const documents = () =>
  structuredClone({
    'journey.json': journey,
    'content/brand.json': brand,
    'content/pages.json': pages,
    'content/errors.json': errors,
  }) as Record<string, Record<string, unknown>>;

describe('routesExist', () => {
  test('finds nothing in the journey and its content', () => {
    expect(findingsOf(routesExist, documents())).toEqual([]);
  });

  test.each<[string, (d: ReturnType<typeof documents>) => void, string[]]>([
    [
      'an unknown hidden route',
      (d) => (d['journey.json'] as typeof journey).progressHiddenOn.push('Gone'),
      ["journey.json  progressHiddenOn names the unknown route 'Gone'"],
    ],
    [
      'an unknown redirect target',
      (d) => (d['journey.json'] as typeof journey).redirects.push({ from: '/x', to: 'Nowhere' }),
      ["journey.json  the redirect from /x names the unknown route 'Nowhere'"],
    ],
    [
      'a missing content file',
      (d) => delete d['content/pages.json'],
      ['content/pages.json  the file is missing'],
    ],
  ])('%s', (_case, breakIt, findings) => {
    const broken = documents();
    breakIt(broken);
    expect(findingsOf(routesExist, broken)).toEqual(findings);
  });
});
