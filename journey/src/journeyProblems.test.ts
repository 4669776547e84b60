import brand from '../content/brand.json';
import errors from '../content/errors.json';
import pages from '../content/pages.json';
import journeyJson from '../journey.json';
import type { Content } from './contentTypes';
import type { Journey } from './journeyTypes';
import { journeyProblems } from './journeyProblems';

const journey = journeyJson as Journey;
const content = { brand, pages, errors } as Content;

describe('journeyProblems', () => {
  test('journey.json and journey/content agree', () => {
    expect(journeyProblems(journey, content)).toEqual([]);
  });

  const broken: [string, (j: Journey, c: Content) => void, RegExp][] = [
    [
      'an unknown stage route',
      (j) => {
        j.stages[0] = { title: 'First', routes: [...(j.stages[0]?.routes ?? []), 'Nowhere' as never] };
      },
      /stage First names the unknown route 'Nowhere'/,
    ],
    [
      'an unknown hidden route',
      (j) => j.progressHiddenOn.push('Gone' as never),
      /progressHiddenOn names the unknown route 'Gone'/,
    ],
    [
      'an unknown redirect target',
      (j) => j.redirects.push({ from: '/x', to: 'Gone' as never }),
      /redirect from \/x/,
    ],
    [
      'a redirect hiding a route',
      (j) => j.redirects.push({ from: '/declined', to: 'Declined' }),
      /hides a route/,
    ],
    ['two catch-all routes', (j) => (j.routes.Recall = '*'), /exactly one '\*'/],
    ['a relative path', (j) => (j.routes.Recall = 'quote/recall'), /relative path/],
    ['a shared path', (j) => (j.routes.Recall = '/declined'), /shares its path/],
    [
      'a repeated step id',
      (j) => j.steps.push({ id: 'about-you', title: 'Again' }),
      /step id 'about-you' is repeated/,
    ],
    [
      'a step id that is not kebab-case',
      (j) => j.steps.push({ id: 'AboutYou', title: 'X' }),
      /not kebab-case/,
    ],
    [
      'an action to nowhere',
      (_, c) => c.pages.pages.Declined.actions?.push({ label: 'Go', route: 'Gone' as never }),
      /action 'Go'/,
    ],
    ['a route without a heading', (_, c) => (c.pages.pages.Recall.heading = ''), /Recall has no heading/],
    [
      'an unknown outcome route',
      (_, c) => (c.errors.outcomes.botCheckFailed = 'Gone' as never),
      /outcome botCheckFailed/,
    ],
  ];
  test.each(broken)('reports %s', (_, breakIt, message) => {
    const j = structuredClone(journey);
    const c = structuredClone(content);
    breakIt(j, c);
    expect(journeyProblems(j, c).join('\n')).toMatch(message);
  });
});
