import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleChecks, exampleSteps } from '../../../tests/support/render/exampleForm';
import { SingleForm } from './SingleForm';
import type { FormDocument, FormStep } from './types';

const step = exampleSteps[0]!;
const checks = exampleChecks(step);

describe('SingleForm', () => {
  test('draws one step with its own submit button; answers that fail stay with the form', async () => {
    const onValid = vi.fn();
    render(<SingleForm form={step} checks={checks} initialData={{}} onValid={onValid} />);
    expect(screen.queryByRole('button', { name: /^Step 1/ })).toBeNull();
    await userEvent.click(screen.getAllByRole('button').at(-1)!);
    expect(onValid).not.toHaveBeenCalled();
    expect((await screen.findAllByRole('alert')).length).toBeGreaterThan(0);
  });

  test('actions replace the form buttons; a submit among them goes through the same checks', async () => {
    const onValid = vi.fn();
    render(
      <SingleForm
        form={step}
        checks={checks}
        initialData={{}}
        onValid={onValid}
        actions={<button type="submit">Find it</button>}
      />,
    );
    const buttons = screen.getAllByRole('button').filter((b) => b.getAttribute('type') === 'submit');
    expect(buttons.map((b) => b.textContent)).toEqual(['Find it']);
    await userEvent.click(screen.getByRole('button', { name: 'Find it' }));
    expect(onValid).not.toHaveBeenCalled();
    expect((await screen.findAllByRole('alert')).length).toBeGreaterThan(0);
  });

  test('null actions draw no submit button at all', () => {
    render(<SingleForm form={step} checks={checks} initialData={{}} onValid={vi.fn()} actions={null} />);
    expect(screen.queryAllByRole('button').filter((b) => b.getAttribute('type') === 'submit')).toEqual([]);
  });
});

describe('an item added and closed unsaved', () => {
  // A list asked after a Yes, and the rule the journey gives such lists: removing the last item
  // answered (its name given) answers No.
  const trips: FormStep = {
    id: 'trips',
    title: 'Trips',
    schema: {
      type: 'object',
      properties: {
        has_trips: { type: 'boolean', title: 'Any trips?' },
        trips: {
          type: 'array',
          title: 'Trips',
          items: { type: 'object', properties: { name: { type: 'string', title: 'Where to' } } },
        },
      },
    },
    uiSchema: {
      has_trips: { 'ui:widget': 'radio' },
      trips: { 'ui:widget': 'repeater', 'ui:options': { itemTitle: 'Trip', addLabel: 'Add a trip' } },
    },
  };
  const lastRemovedAnswersNo = (previous: FormDocument, next: FormDocument) => {
    const before = previous.trips as { name?: string }[] | undefined;
    const after = next.trips as unknown[] | undefined;
    return before?.[0]?.name !== undefined && (after ?? []).length === 0
      ? { ...next, has_trips: false }
      : next;
  };

  test('is no removal: a rule answering No as the last item goes leaves the Yes; a saved one removed answers No', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SingleForm
        form={trips}
        checks={exampleChecks(trips)}
        initialData={{ has_trips: true }}
        transform={lastRemovedAnswersNo}
        onChange={onChange}
        onValid={vi.fn()}
      />,
    );
    const last = () => onChange.mock.calls.at(-1)?.[0] as FormDocument;
    for (const close of ['Close', 'Escape']) {
      await user.click(screen.getByRole('button', { name: 'Add a trip' }));
      const dialog = screen.getByRole('dialog', { name: 'Trip 1' });
      await user.type(within(dialog).getByRole('textbox', { name: /Where to/ }), 'Whitby');
      if (close === 'Escape') await user.keyboard('{Escape}');
      else await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(last()).toEqual({ has_trips: true, trips: [] });
    }
    await user.click(screen.getByRole('button', { name: 'Add a trip' }));
    const dialog = screen.getByRole('dialog', { name: 'Trip 1' });
    await user.type(within(dialog).getByRole('textbox', { name: /Where to/ }), 'Whitby');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(last()).toEqual({ has_trips: true, trips: [{ name: 'Whitby' }] });
    await user.click(screen.getByRole('button', { name: 'Remove Trip 1' }));
    expect(last()).toEqual({ has_trips: false, trips: [] });
  });
});
