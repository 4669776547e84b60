import journeyJson from '../journey.json';
import { currentStage } from './currentStage';
import type { Journey, RouteName } from './journeyTypes';

const journey = journeyJson as Journey;

describe('currentStage', () => {
  test.each<[RouteName, string | undefined]>([
    ['QuoteCreateForm', 'Your Details'],
    ['QuoteEditForm', 'Your Details'],
    ['PricePresentation', 'Quote'],
    ['Addons', 'Quote'],
    ['Summary', 'Quote'],
    ['Payment', 'Payment'],
    ['Instalments', 'Payment'],
    ['InstalmentsDeclined', 'Payment'],
    ['ThankYou', 'Complete'],
    ['Complete', 'Complete'],
    ['Declined', undefined],
    ['Failed', undefined],
    ['NotFound', undefined],
    ['Recall', undefined],
  ])('%s is in stage %s', (route, title) => {
    expect(currentStage(journey, route)?.title).toBe(title);
  });

  test('the first stage that lists a route wins', () => {
    const stages = [
      { title: 'A', routes: ['Summary' as const] },
      { title: 'B', routes: ['Summary' as const, 'Payment' as const] },
    ];
    expect(currentStage({ stages }, 'Summary')?.title).toBe('A');
    expect(currentStage({ stages }, 'Payment')?.title).toBe('B');
  });
});
