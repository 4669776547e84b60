import { render, screen, within } from '@testing-library/react';
import type { RouteName } from '../../../journey/src/journeyTypes';
import { journey, pages } from '../journey';
import { ProgressBar } from './ProgressBar';

type Shown = 'done' | 'current' | 'upcoming';

function stagesOn(route: RouteName) {
  render(<ProgressBar routeName={route} />);
  const bar = screen.getByRole('navigation', { name: pages.progress.label });
  return within(bar).getAllByRole('listitem');
}

describe('ProgressBar', () => {
  test.each<[RouteName, Shown[]]>([
    ['QuoteCreateForm', ['current', 'upcoming', 'upcoming', 'upcoming']],
    ['QuoteEditForm', ['current', 'upcoming', 'upcoming', 'upcoming']],
    ['Summary', ['done', 'current', 'upcoming', 'upcoming']],
    ['Payment', ['done', 'done', 'current', 'upcoming']],
    ['ThankYou', ['done', 'done', 'done', 'current']],
    ['Complete', ['done', 'done', 'done', 'current']],
  ])('on %s the stages are %j', (route, expected) => {
    const items = stagesOn(route);
    expect(items).toHaveLength(journey.stages.length);
    items.forEach((item, index) => {
      const status = expected[index] as Shown;
      const stage = journey.stages[index];
      expect(item).toHaveClass(`progress__stage--${status}`);
      expect(item).toHaveTextContent(`${stage?.title} (${pages.progress.status[status]})`);
      const marker = item.querySelector('.progress__marker');
      if (status === 'done') {
        expect(marker?.querySelector('svg')).not.toBeNull();
        expect(marker).not.toHaveTextContent(String(index + 1));
      } else {
        expect(marker).toHaveTextContent(String(index + 1));
      }
      if (status === 'current') expect(item).toHaveAttribute('aria-current', 'step');
      else expect(item).not.toHaveAttribute('aria-current');
    });
  });

  test('the stages are an ordered list', () => {
    stagesOn('Addons');
    expect(screen.getByRole('list').tagName).toBe('OL');
  });

  test.each<RouteName>([...journey.progressHiddenOn, 'Failed', 'DeepLink'])('is hidden on %s', (route) => {
    const { container } = render(<ProgressBar routeName={route} />);
    expect(container).toBeEmptyDOMElement();
  });

  test('hides on the routes journey.json lists, as the specification says', () => {
    expect([...journey.progressHiddenOn].sort()).toEqual(
      [
        'Declined',
        'SiraDeclined',
        'Exception',
        'Expired',
        'InstalmentsDeclined',
        'NotFound',
        'Recall',
      ].sort(),
    );
  });
});
