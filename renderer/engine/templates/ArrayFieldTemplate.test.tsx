import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../../tests/support/render/renderWidget';

const schema = {
  type: 'array' as const,
  maxItems: 2,
  items: {
    type: 'object' as const,
    properties: {
      kind: { type: 'string' as const, list: 'kinds', title: 'Kind' },
      date: { type: 'string' as const, title: 'When' },
    },
  },
};
const ui = {
  'ui:widget': 'repeater',
  'ui:options': {
    itemTitle: 'Trip',
    addLabel: 'Add a trip',
    addAnotherLabel: 'Add Another trip',
    summary: ['kind', 'date'],
  },
  items: {
    kind: { 'ui:widget': 'listSelect' },
    date: { 'ui:widget': 'date' },
  },
};
const lists = { kinds: [{ name: 'Holiday', value: 'T' }] };

test('adds in a modal with focus inside, shows a card, then Add Another until full', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(schema, ui, { lists });
  await user.click(screen.getByRole('button', { name: 'Add a trip' }));
  const dialog = screen.getByRole('dialog', { name: 'Trip 1' });
  expect(within(dialog).getByLabelText('Kind', { exact: false, selector: 'select' })).toHaveFocus();
  await user.selectOptions(
    within(dialog).getByLabelText('Kind', { exact: false, selector: 'select' }),
    'Holiday',
  );
  await user.type(within(dialog).getByLabelText('When', { exact: false, selector: 'input' }), '01022024');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(stored.value).toEqual([{ kind: 'T', date: '2024-02-01' }]);
  const card = screen.getByRole('listitem');
  expect(card).toHaveTextContent('Trip 1');
  expect(card).toHaveTextContent('Holiday');
  expect(card).toHaveTextContent('01/02/2024');
  await user.click(screen.getByRole('button', { name: 'Add Another trip' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
  expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
});

test('closing a new item with the cross or Escape drops it; Edit reopens; Remove removes', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(schema, ui, { lists, value: [{ kind: 'T' }] });
  await user.click(screen.getByRole('button', { name: 'Add Another trip' }));
  await user.keyboard('{Escape}');
  expect(stored.value).toEqual([{ kind: 'T' }]);
  await user.click(screen.getByRole('button', { name: 'Edit Trip 1' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('button', { name: 'Edit Trip 1' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Remove Trip 1' }));
  expect(stored.value).toEqual([]);
  expect(screen.getByRole('button', { name: 'Add a trip' })).toBeInTheDocument();
});

describe('a repeater that starts with one item, numbered', () => {
  const guests = {
    type: 'object' as const,
    properties: { has_guests: { type: 'boolean' as const, title: 'Any other guests?' } },
    if: { properties: { has_guests: { const: true } }, required: ['has_guests'] },
    then: {
      properties: {
        guests: {
          type: 'array' as const,
          title: 'Other guests',
          maxItems: 3,
          items: {
            type: 'object' as const,
            properties: {
              name: {
                type: 'object' as const,
                properties: {
                  forenames: { type: 'string' as const, title: 'First name' },
                  surname: { type: 'string' as const, title: 'Last name' },
                },
              },
            },
          },
        },
      },
    },
  };
  const guestsUi = {
    has_guests: { 'ui:widget': 'yesNo' },
    guests: {
      'ui:widget': 'repeater',
      'ui:options': {
        itemTitle: 'Additional Guest',
        numbered: true,
        initialItems: 1,
        addLabel: 'Add a guest',
        addAnotherLabel: 'Add Another Guest',
        summary: ['name.forenames', 'name.surname'],
      },
    },
  };

  test('Yes opens the first item at once; its card and the next are numbered', async () => {
    const user = userEvent.setup();
    const { stored } = renderWidget(guests, guestsUi);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const first = await screen.findByRole('dialog', { name: 'Additional Guest 1' });
    // The list's own Add button waits behind the open item.
    expect(screen.queryByRole('button', { name: /Add a guest|Add Another Guest/ })).not.toBeInTheDocument();
    await user.type(within(first).getByRole('textbox', { name: /First name/ }), 'Alex');
    await user.type(within(first).getByRole('textbox', { name: /Last name/ }), 'Carter');
    await user.click(within(first).getByRole('button', { name: 'Save' }));
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('Additional Guest 1');
    expect(card).toHaveTextContent('Alex');
    expect(card).toHaveTextContent('Carter');
    expect(stored.value).toEqual({
      has_guests: true,
      guests: [{ name: { forenames: 'Alex', surname: 'Carter' } }],
    });
    await user.click(screen.getByRole('button', { name: 'Add Another Guest' }));
    expect(screen.getByRole('dialog', { name: 'Additional Guest 2' })).toBeInTheDocument();
  });

  test('closing the first item without saving leaves the list empty, to add to', async () => {
    const user = userEvent.setup();
    const { stored } = renderWidget(guests, guestsUi);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await screen.findByRole('dialog', { name: 'Additional Guest 1' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored.value).toEqual({ has_guests: true, guests: [] });
    expect(screen.getByRole('button', { name: 'Add a guest' })).toBeInTheDocument();
  });

  test('removing the last item, which answers No and hides the list, gives the focus to No', async () => {
    const user = userEvent.setup();
    // As a journey rule may: the list emptied answers its question No.
    const settle = (next: unknown, previous: unknown) => {
      const answer = next as { has_guests?: boolean; guests?: unknown[] };
      const before = previous as { guests?: unknown[] } | undefined;
      return before?.guests?.length && !answer.guests?.length && answer.has_guests
        ? { has_guests: false }
        : answer;
    };
    const { stored } = renderWidget(guests, guestsUi, {
      value: { has_guests: true, guests: [{ name: { forenames: 'Sam' } }] },
      settle,
    });
    await user.click(screen.getByRole('button', { name: 'Remove Additional Guest 1' }));
    expect(stored.value).toEqual({ has_guests: false });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    const no = screen.getByRole('radio', { name: 'No' });
    expect(no).toBeChecked();
    await waitFor(() => expect(no).toHaveFocus());
  });

  test('a list with items opens nothing by itself', () => {
    renderWidget(guests, guestsUi, {
      value: { has_guests: true, guests: [{ name: { forenames: 'Sam' } }] },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Additional Guest 1');
  });
});

test('initialItems: 2 starts the list with two items, the first open', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(
    { ...schema, maxItems: 3 },
    { ...ui, 'ui:options': { ...ui['ui:options'], initialItems: 2 } },
  );
  expect(await screen.findByRole('dialog', { name: 'Trip 1' })).toBeInTheDocument();
  await waitFor(() => expect(stored.value).toHaveLength(2));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

test('saving or dropping a new item gives the focus back to the add button, not the page', async () => {
  const user = userEvent.setup();
  renderWidget(schema, ui, { lists });
  await user.click(screen.getByRole('button', { name: 'Add a trip' }));
  const dialog = screen.getByRole('dialog');
  await user.selectOptions(
    within(dialog).getByLabelText('Kind', { exact: false, selector: 'select' }),
    'Holiday',
  );
  await user.type(within(dialog).getByLabelText('When', { exact: false, selector: 'input' }), '01022024');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add Another trip' })).toHaveFocus());
  await user.click(screen.getByRole('button', { name: 'Add Another trip' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add Another trip' })).toHaveFocus());
});

test('Remove gives the focus to the next card, else the one before, else the add button, not the page', async () => {
  const user = userEvent.setup();
  const dates = ['2024-01-01', '2024-02-02', '2024-03-03'];
  renderWidget({ ...schema, maxItems: 3 }, ui, { lists, value: dates.map((date) => ({ kind: 'T', date })) });
  await user.click(screen.getByRole('button', { name: 'Remove Trip 2' }));
  // The third trip is now the second.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Trip 2' })).toHaveFocus());
  expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('03/03/2024');
  await user.click(screen.getByRole('button', { name: 'Remove Trip 2' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Trip 1' })).toHaveFocus());
  await user.click(screen.getByRole('button', { name: 'Remove Trip 1' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add a trip' })).toHaveFocus());
});
