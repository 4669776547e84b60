import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { renderWidget } from '../../../tests/support/render/renderWidget';
import {
  createDrawingGroup,
  drawInSlices,
  DrawingGroupContext,
  DrawnInTurn,
  useAllDrawn,
  type DrawingGroup,
} from './drawInSlices';

afterEach(() => drawInSlices(Number.POSITIVE_INFINITY));

const drawnOrder: string[] = [];
function Question({ name }: { name: string }) {
  useEffect(() => void drawnOrder.push(name), [name]);
  return <p>{name}</p>;
}

function Step() {
  return (
    <>
      <DrawnInTurn>
        <Question name="first" />
        <DrawnInTurn>
          <Question name="inner" />
        </DrawnInTurn>
      </DrawnInTurn>
      <DrawnInTurn>
        <Question name="second" />
      </DrawnInTurn>
    </>
  );
}

test('without a budget every question is drawn at once', () => {
  render(<Step />);
  expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['first', 'inner', 'second']);
});

test('with a budget spent, the questions come in later tasks, in the order of the page', async () => {
  drawnOrder.length = 0;
  drawInSlices(0);
  const { container } = render(<Step />);
  expect(screen.queryAllByRole('paragraph')).toEqual([]);
  // Their places are held, hidden from assistive technology.
  expect(container.querySelector('.drawing-later')).toHaveAttribute('aria-hidden', 'true');
  await waitFor(() => expect(drawnOrder).toEqual(['first', 'inner', 'second']));
  expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['first', 'inner', 'second']);
  expect(container.querySelector('.drawing-later')).toBeNull();
});

test('a long list shows its chosen option at once and all its options in the end', async () => {
  drawInSlices(0);
  const months = Array.from({ length: 450 }, (_, i) => ({ name: `${i} months`, value: String(i) }));
  // What the select shows as it first appears.
  const first: { options: number; value: string }[] = [];
  const observer = new MutationObserver(() => {
    const select = document.querySelector('select');
    if (select && first.length === 0) first.push({ options: select.options.length, value: select.value });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  renderWidget(
    { type: 'string', list: 'months' },
    { 'ui:widget': 'listSelect' },
    { lists: { months }, value: '400' },
  );
  const select = await screen.findByRole('combobox');
  observer.disconnect();
  expect(first[0]!.options).toBeLessThan(451);
  expect(first[0]!.value).toBe('400');
  await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(451));
  expect(select).toHaveDisplayValue('400 months');
  expect([...select.querySelectorAll('option')].map((o) => o.textContent).slice(399, 402)).toEqual([
    '398 months',
    '399 months',
    '400 months',
  ]);
});

test('the options a long list has drawn stay as they are while the rest arrive', async () => {
  drawInSlices(0);
  const months = Array.from({ length: 120 }, (_, i) => ({ name: `${i} months`, value: String(i) }));
  renderWidget({ type: 'string', list: 'months' }, { 'ui:widget': 'listSelect' }, { lists: { months } });
  const select = await screen.findByRole('combobox');
  const firstDrawn = select.querySelectorAll('option')[1];
  expect(firstDrawn).toHaveTextContent('0 months');
  await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(121));
  expect(select.querySelectorAll('option')[1]).toBe(firstDrawn);
});

function Whole({ group }: { group: DrawingGroup }) {
  return <p aria-label="state">{useAllDrawn(group) ? 'whole' : 'arriving'}</p>;
}

test('a group knows while any of its questions waits, and not those of a part that starts none', async () => {
  drawInSlices(0);
  const group = createDrawingGroup();
  render(
    <>
      <Whole group={group} />
      <DrawingGroupContext value={group}>
        <Step />
        <DrawingGroupContext value={null}>
          <DrawnInTurn>
            <Question name="in a modal" />
          </DrawnInTurn>
        </DrawingGroupContext>
      </DrawingGroupContext>
    </>,
  );
  expect(screen.getByLabelText('state')).toHaveTextContent('arriving');
  expect(group.waiting()).toBe(2);
  await waitFor(() => expect(screen.getByLabelText('state')).toHaveTextContent('whole'));
  expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toContain('second');
});
