import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { ukPhone } from '../../../schemas/src/formats/ukPhone';
import { renderWidget } from '../../../tests/support/render/renderWidget';

// The small text-like widgets: each keeps only what its answer may hold.

test('currency: a pound prefix, thousands separators, a number stored', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget({ type: 'number' }, { 'ui:widget': 'currency' });
  const input = screen.getByLabelText('The question', { exact: false, selector: 'input, select, textarea' });
  await user.type(input, '12a345');
  expect(input).toHaveValue('12,345');
  expect(stored.value).toBe(12345);
  expect(screen.getByText('£')).toBeInTheDocument();
});

test('currency: pence typed after a point are shown while typing, not stored, and never read as pounds', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget({ type: 'number' }, { 'ui:widget': 'currency' });
  const input = screen.getByLabelText('The question', { exact: false, selector: 'input, select, textarea' });
  await user.type(input, '12000.50');
  expect(input).toHaveValue('12,000.50');
  expect(stored.value).toBe(12000);
  await user.tab();
  expect(input).toHaveValue('12,000');
});

test('currency: typing asks the browser for no number format (the widget reads pounds itself)', async () => {
  const user = userEvent.setup();
  const formats = vi.spyOn(Intl, 'NumberFormat');
  try {
    const { stored } = renderWidget({ type: 'number' }, { 'ui:widget': 'currency' }, { value: 12 });
    const input = screen.getByLabelText('The question', {
      exact: false,
      selector: 'input, select, textarea',
    });
    await user.type(input, '345');
    expect(stored.value).toBe(12345);
    expect(formats).not.toHaveBeenCalled();
  } finally {
    formats.mockRestore();
  }
});

test.each([
  [13, '+447700900123'],
  [11, '+4477009001'],
])("phone: digits and plus only, at most the schema's maxLength (%i)", async (maxLength, expected) => {
  const user = userEvent.setup();
  const { stored } = renderWidget({ type: 'string', maxLength }, { 'ui:widget': 'phone' });
  await user.type(
    screen.getByLabelText('The question', { exact: false, selector: 'input, select, textarea' }),
    '+44 (7700) 900-12345',
  );
  expect(stored.value).toBe(expected);
});

test.each([
  ['text', 'hello', 'hello'],
  ['email', 'a@b.co', 'a@b.co'],
  ['textarea', 'two words', 'two words'],
])('%s stores what is typed', async (widget, typed, expected) => {
  const user = userEvent.setup();
  const { stored } = renderWidget({ type: 'string' }, { 'ui:widget': widget });
  await user.type(
    screen.getByLabelText('The question', { exact: false, selector: 'input, select, textarea' }),
    typed,
  );
  expect(stored.value).toBe(expected);
});

test('number stores a number; checkbox toggles with Space', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget({ type: 'number' }, { 'ui:widget': 'number' });
  await user.type(
    screen.getByLabelText('The question', { exact: false, selector: 'input, select, textarea' }),
    '42',
  );
  expect(stored.value).toBe(42);
});

test('checkbox toggles with Space', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget({ type: 'boolean' }, { 'ui:widget': 'checkbox' });
  await user.tab();
  await user.keyboard(' ');
  expect(stored.value).toBe(true);
});

test('help is a toggle that describes the input', async () => {
  const user = userEvent.setup();
  renderWidget({ type: 'string' }, { 'ui:widget': 'text', 'ui:help': 'Say something' });
  expect(screen.getByText('Say something')).not.toBeVisible();
  await user.click(screen.getByRole('button', { name: /Help/ }));
  expect(screen.getByText('Say something')).toBeVisible();
  expect(
    screen.getByLabelText('The question', { exact: false, selector: 'input, select, textarea' }),
  ).toHaveAccessibleDescription('Say something');
});

// A pasted value is cleaned before its length is limited: the spaces or dashes it carries must
// not push its last characters out.
test.each([
  ['phone', { type: 'string' as const, maxLength: 13 }, '+44 7700 900 123', '+447700900123', '+447700900123'],
  ['sortCode', { type: 'string' as const, maxLength: 6 }, '12 - 34 - 56', '123456', '12-34-56'],
  ['accountNumber', { type: 'string' as const, maxLength: 8 }, '1234 5678', '12345678', '12345678'],
])(
  '%s: a pasted value with spaces or dashes is kept whole',
  async (widget, schema, pasted, answer, shown) => {
    const user = userEvent.setup();
    const { stored } = renderWidget(schema, { 'ui:widget': widget });
    const input = screen.getByLabelText('The question', {
      exact: false,
      selector: 'input, select, textarea',
    });
    await user.click(input);
    await user.paste(pasted);
    expect(stored.value).toBe(answer);
    expect(input).toHaveValue(shown);
  },
);

test.each([
  ['+44 (0)7700 900123', '+447700900123'],
  ['0044 7700 900123', '+447700900123'],
  ['+44 7700 900123', '+447700900123'],
  ['07700 900123', '07700900123'],
])(
  'phone of a format that writes typed text its way: "%s" pasted is kept whole as "%s", and passes the format',
  async (pasted, answer) => {
    const user = userEvent.setup();
    const schema = { type: 'string' as const, format: ukPhone.name, maxLength: 13 };
    const { stored } = renderWidget(schema, { 'ui:widget': 'phone' });
    const input = screen.getByLabelText('The question', {
      exact: false,
      selector: 'input, select, textarea',
    });
    await user.click(input);
    await user.paste(pasted);
    expect(stored.value).toBe(answer);
    expect(input).toHaveValue(answer);
    expect(ukPhone.validate(answer)).toBe(true);
  },
);

describe('spaces around an answer with a shape to keep', () => {
  const named = { type: 'string' as const, pattern: '^[A-Za-z][A-Za-z -]*$', title: 'A name' };
  const formatted = { type: 'string' as const, format: 'email', title: 'An e-mail address' };

  test.each([
    ['typed around a pattern answer', named, ' James ', 'James'],
    ['pasted around a pattern answer', named, '  Mary Ann  ', 'Mary Ann'],
    ['typed after a format answer', formatted, 'a@b.co ', 'a@b.co'],
    ['pasted before a format answer', formatted, ' a@b.co', 'a@b.co'],
  ])(
    '%s: are not stored, and go from the screen when the field is left',
    async (how, schema, text, answer) => {
      const user = userEvent.setup();
      const { stored } = renderWidget(schema as RJSFSchema, { 'ui:widget': 'text' });
      const box = screen.getByLabelText(schema.title, { exact: false, selector: 'input' });
      await user.click(box);
      await (how.startsWith('pasted') ? user.paste(text) : user.keyboard(text));
      expect(stored.value).toBe(answer);
      await user.tab();
      expect(box).toHaveValue(answer);
    },
  );

  test('a space between two words can still be typed', async () => {
    const user = userEvent.setup();
    const { stored } = renderWidget(named, { 'ui:widget': 'text' });
    const box = screen.getByLabelText(named.title, { exact: false, selector: 'input' });
    await user.type(box, 'Mary Ann');
    expect(stored.value).toBe('Mary Ann');
    expect(box).toHaveValue('Mary Ann');
  });

  test('a free text answer keeps what is typed unless the ui asks to trim it', async () => {
    const user = userEvent.setup();
    const free = renderWidget({ type: 'string' }, { 'ui:widget': 'text' });
    await user.type(screen.getByLabelText('The question', { exact: false, selector: 'input' }), 'a ');
    expect(free.stored.value).toBe('a ');
    free.unmount();
    const asked = renderWidget({ type: 'string' }, { 'ui:widget': 'text', 'ui:options': { trim: true } });
    await user.type(screen.getByLabelText('The question', { exact: false, selector: 'input' }), 'a ');
    expect(asked.stored.value).toBe('a');
  });
});

test('date: a pasted date with spaces around its slashes is kept whole', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget({ type: 'string', format: 'date' }, { 'ui:widget': 'date' });
  const input = screen.getByLabelText('The question', { exact: false, selector: 'input' });
  await user.click(input);
  await user.paste('01 / 02 / 1990');
  expect(input).toHaveValue('01/02/1990');
  expect(stored.value).toBe('1990-02-01');
});
