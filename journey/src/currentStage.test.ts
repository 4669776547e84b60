import journeyJson from '../journey.json';
import { currentStage } from './currentStage';
import type { Journey, RouteName } from './journeyTypes';

const journey = journeyJson as Journey;

describe('currentStage', () => {
  // By the stage's place in journey.json: 0 'Your Details', 1 'Quote', 2 'Payment', 3 'Complete'.
  test.each<[RouteName, number | undefined]>([
    ['QuoteCreateForm', 0],
    ['QuoteEditForm', 0],
    ['PricePresentation', 1],
    ['Addons', 1],
    ['Summary', 1],
    ['Payment', 2],
    ['Instalments', 2],
    ['InstalmentsDeclined', 2],
    ['ThankYou', 3],
    ['Complete', 3],
    ['Declined', undefined],
    ['Failed', undefined],
    ['NotFound', undefined],
    ['Recall', undefined],
  ])('%s is in stage %s', (route, index) => {
    expect(currentStage(journey, route)).toBe(index === undefined ? undefined : journey.stages[index]);
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
