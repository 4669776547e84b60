import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../testing/renderWidget';

const schema = {
  type: 'array' as const,
  maxItems: 2,
  items: {
    type: 'object' as const,
    properties: {
      kind: { type: 'string' as const, title: 'Kind' },
      date: { type: 'string' as const, title: 'When' },
    },
  },
};
const ui = {
  'ui:widget': 'repeater',
  'ui:options': {
    itemTitle: 'Claim',
    addLabel: 'Add a claim',
    addAnotherLabel: 'Add Another claim',
    summary: ['kind', 'date'],
  },
  items: {
    kind: { 'ui:widget': 'listSelect', 'ui:options': { list: 'kinds' } },
    date: { 'ui:widget': 'date' },
  },
};
const lists = { kinds: [{ name: 'Theft', value: 'T' }] };

test('adds in a modal with focus inside, shows a card, then Add Another until full', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(schema, ui, { lists });
  await user.click(screen.getByRole('button', { name: 'Add a claim' }));
  const dialog = screen.getByRole('dialog', { name: 'Claim 1' });
  expect(within(dialog).getByLabelText('Kind', { exact: false, selector: 'select' })).toHaveFocus();
  await user.selectOptions(
    within(dialog).getByLabelText('Kind', { exact: false, selector: 'select' }),
    'Theft',
  );
  await user.type(within(dialog).getByLabelText('When', { exact: false, selector: 'input' }), '01022024');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(stored.value).toEqual([{ kind: 'T', date: '2024-02-01' }]);
  const card = screen.getByRole('listitem');
  expect(card).toHaveTextContent('Claim 1');
  expect(card).toHaveTextContent('Theft');
  expect(card).toHaveTextContent('01/02/2024');
  await user.click(screen.getByRole('button', { name: 'Add Another claim' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
  expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
});

test('closing a new item with the cross or Escape drops it; Edit reopens; Remove removes', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(schema, ui, { lists, value: [{ kind: 'T' }] });
  await user.click(screen.getByRole('button', { name: 'Add Another claim' }));
  await user.keyboard('{Escape}');
  expect(stored.value).toEqual([{ kind: 'T' }]);
  await user.click(screen.getByRole('button', { name: 'Edit Claim 1' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('button', { name: 'Edit Claim 1' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Remove Claim 1' }));
  expect(stored.value).toEqual([]);
  expect(screen.getByRole('button', { name: 'Add a claim' })).toBeInTheDocument();
});
