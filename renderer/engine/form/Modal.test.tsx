import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawInSlices, DrawnInTurn } from './drawInSlices';
import { Modal } from './Modal';

test('a dialog closed by a button of its own leaves its cross to the mouse: one name, one stop', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(
    <Modal title="Notice" onClose={onClose}>
      <p>Read this.</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </Modal>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Notice' });
  const buttons = within(dialog).getAllByRole('button');
  expect(buttons.map((b) => b.textContent)).toEqual(['Close']);
  expect(buttons[0]).toHaveFocus();
  await user.tab();
  expect(buttons[0]).toHaveFocus();
  await user.tab({ shift: true });
  expect(buttons[0]).toHaveFocus();
  // The cross still closes it with the mouse.
  await user.click(dialog.querySelector('.modal-close')!);
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a named cross is a button of the dialog under its name', () => {
  render(
    <Modal title="Notice" closeLabel="Close the notice" onClose={vi.fn()}>
      <button type="button">OK</button>
    </Modal>,
  );
  expect(screen.getByRole('button', { name: 'Close the notice' })).toBeInTheDocument();
});

test('a dialog of facts in scrolling tables, with no control of its own, takes the focus itself, not a table halfway down', () => {
  render(
    <Modal title="Facts" closeLabel="Close" onClose={vi.fn()}>
      <p>Please note this first.</p>
      <div role="region" aria-label="A wide table" tabIndex={0}>
        <table>
          <tbody>
            <tr>
              <td>1</td>
            </tr>
          </tbody>
        </table>
      </div>
    </Modal>,
  );
  expect(screen.getByRole('dialog', { name: 'Facts' })).toHaveFocus();
});

test('a dialog with a control starts on it, past a scrolling table before it', () => {
  render(
    <Modal title="Facts" closeLabel="Close" onClose={vi.fn()}>
      <div role="region" aria-label="A wide table" tabIndex={0} />
      <button type="button">OK</button>
    </Modal>,
  );
  expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
});

test("a dialog whose first question has help starts on the question's answer, not on its help button", () => {
  render(
    <Modal title="New date" closeLabel="Close" onClose={vi.fn()}>
      <label htmlFor="when">When?</label>
      <span className="help">
        <button type="button" className="help-button" aria-label="Help with When?">
          ?
        </button>
      </span>
      <input id="when" type="text" />
      <button type="button">Submit</button>
    </Modal>,
  );
  expect(screen.getByRole('textbox', { name: 'When?' })).toHaveFocus();
});

test('a notice is described by its words, so they are read with its title', () => {
  render(
    <Modal title="Notice" closeLabel="Close" onClose={vi.fn()} describedBy="notice-words">
      <p id="notice-words">Read this before you go on.</p>
      <button type="button">Got it</button>
    </Modal>,
  );
  expect(screen.getByRole('dialog', { name: 'Notice' })).toHaveAccessibleDescription(
    'Read this before you go on.',
  );
  expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
});

test('a dialog drawn in slices on a slow phone starts on its question with a message once that question has come', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  drawInSlices(0);
  try {
    render(
      <Modal title="Item 1" closeLabel="Close" onClose={vi.fn()}>
        <label>
          Name <input />
        </label>
        <DrawnInTurn>
          <label>
            Date <input aria-invalid="true" />
          </label>
        </DrawnInTurn>
      </Modal>,
    );
    // The date waits for a later task: the dialog holds the focus meanwhile, not the first field.
    expect(screen.queryByLabelText('Date')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Item 1' })).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(await screen.findByLabelText('Date')).toHaveFocus();
  } finally {
    drawInSlices(Number.POSITIVE_INFINITY);
    vi.useRealTimers();
  }
});
