import journeyJson from '../journey.json';
import type { Journey, RouteName, StageStatus } from './journeyTypes';
import { stageStatus } from './stageStatus';

const journey = journeyJson as Journey;

describe('stageStatus', () => {
  test.each<[RouteName, StageStatus[]]>([
    ['QuoteCreateForm', ['current', 'upcoming', 'upcoming', 'upcoming']],
    ['QuoteEditForm', ['current', 'upcoming', 'upcoming', 'upcoming']],
    ['PricePresentation', ['done', 'current', 'upcoming', 'upcoming']],
    ['Summary', ['done', 'current', 'upcoming', 'upcoming']],
    ['Instalments', ['done', 'done', 'current', 'upcoming']],
    ['InstalmentsDeclined', ['done', 'done', 'current', 'upcoming']],
    ['ThankYou', ['done', 'done', 'done', 'current']],
    ['Complete', ['done', 'done', 'done', 'current']],
    ['Declined', ['upcoming', 'upcoming', 'upcoming', 'upcoming']],
    ['NotFound', ['upcoming', 'upcoming', 'upcoming', 'upcoming']],
  ])('on %s the stages are %j', (route, expected) => {
    expect(journey.stages.map((_, index) => stageStatus(journey, route, index))).toEqual(expected);
  });
});
