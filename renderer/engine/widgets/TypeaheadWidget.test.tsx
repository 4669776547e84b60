import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../../tests/support/render/renderWidget';

const lists = {
  job: [
    { name: 'Head Teacher', value: 'V1' },
    { name: 'Teaching Assistant', value: 'D2' },
    { name: 'Baker', value: 'B3' },
  ],
};
const ui = { 'ui:widget': 'typeahead' };
const job = { type: 'string', list: 'job' } as const;

test('suggests only once text is typed, matching anywhere whatever the case', async () => {
  const user = userEvent.setup();
  renderWidget(job, ui, { lists });
  const box = screen.getByRole('combobox');
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  await user.type(box, 'TEACH');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Head Teacher',
    'Teaching Assistant',
  ]);
});

test('a schema narrowing the list (enum beside list) offers only the values it allows', async () => {
  const user = userEvent.setup();
  renderWidget({ ...job, enum: ['D2', 'B3'] }, ui, { lists });
  await user.type(screen.getByRole('combobox'), 'a');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Teaching Assistant', 'Baker']);
});

test('arrows and Enter choose by keyboard; the chosen name shows', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(job, ui, { lists });
  const box = screen.getByRole('combobox');
  await user.type(box, 'teach{ArrowDown}{Enter}');
  expect(stored.value).toBe('D2');
  expect(box).toHaveValue('Teaching Assistant');
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test.each(['baker', 'BAKER', ' Baker '])(
  'an exact name typed (%j) is chosen when the field is left',
  async (typed) => {
    const user = userEvent.setup();
    const { stored } = renderWidget(job, ui, { lists });
    const box = screen.getByRole('combobox');
    await user.type(box, typed);
    await user.tab();
    expect(stored.value).toBe('B3');
    expect(box).toHaveValue('Baker');
  },
);

test('text typed over a chosen option clears the answer at once; leaving it keeps nothing', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(job, ui, { lists, value: 'D2' });
  const box = screen.getByRole('combobox');
  expect(box).toHaveValue('Teaching Assistant');
  await user.type(box, '{Backspace}');
  expect(stored.value).toBeUndefined();
  await user.clear(box);
  await user.type(box, 'Head');
  expect(stored.value).toBeUndefined();
  await user.tab();
  expect(stored.value).toBeUndefined();
  await waitFor(() => expect(box).toHaveValue(''));
});

test('the chosen name typed back whole keeps the answer', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(job, ui, { lists, value: 'B3' });
  const box = screen.getByRole('combobox');
  await user.type(box, '{Backspace}r');
  await user.tab();
  expect(stored.value).toBe('B3');
  expect(box).toHaveValue('Baker');
});

test('Enter chooses the option the text names exactly, before the others that contain it', async () => {
  const user = userEvent.setup();
  const builders = {
    job: [
      { name: 'Kite Flyer', value: 'B14' },
      { name: 'Flyer', value: 'B23' },
      { name: 'Flyers Mate', value: 'B24' },
    ],
  };
  const { stored } = renderWidget(job, ui, { lists: builders });
  const box = screen.getByRole('combobox');
  await user.type(box, 'FLYER');
  expect(screen.getAllByRole('option')[0]).toHaveTextContent(/^Flyer$/);
  await user.keyboard('{Enter}');
  expect(stored.value).toBe('B23');
  expect(box).toHaveValue('Flyer');
});

test('a stored answer reads blank, not Unknown, while the options load', () => {
  renderWidget(job, ui, { lists: {}, value: 'B3' });
  expect(screen.getByRole('combobox')).toHaveValue('');
});
