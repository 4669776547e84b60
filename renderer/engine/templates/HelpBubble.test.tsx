import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderWidget } from '../../../tests/support/render/renderWidget';
import { defaultEngineText, fillText } from '../form/EngineText';

const help = 'Proof must be under 2 years old';
const question = { type: 'string' as const, title: 'How many years of membership do you have?' };

function renderHelped(widget = 'text') {
  const view = renderWidget(question, { 'ui:widget': widget, 'ui:help': help });
  return {
    ...view,
    button: screen.getByRole('button', {
      name: fillText(defaultEngineText.help, { question: question.title }),
    }),
  };
}

test('a "?" button beside the question opens and closes its help, which describes the question', async () => {
  const user = userEvent.setup();
  const { button } = renderHelped();
  const bubble = document.getElementById(button.getAttribute('aria-controls')!)!;
  expect(bubble).toHaveTextContent(help);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(bubble).not.toBeVisible();
  expect(screen.getByRole('textbox')).toHaveAccessibleDescription(help);
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(bubble).toBeVisible();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the help and leaves focus on its button', async () => {
  const user = userEvent.setup();
  const { button } = renderHelped();
  await user.click(button);
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

test('a click anywhere else closes the help; a click in it does not', async () => {
  const user = userEvent.setup();
  const { button } = renderHelped();
  await user.click(button);
  await user.click(screen.getByText(help));
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('textbox'));
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the help of a yes/no question sits in its legend; the group keeps the question as its name', async () => {
  const user = userEvent.setup();
  renderWidget(
    { type: 'boolean', title: 'Do you have a tracker?' },
    { 'ui:widget': 'yesNo', 'ui:help': 'A tracker helps find a stolen bike.' },
  );
  const group = screen.getByRole('group', { name: /^Do you have a tracker\?/ });
  expect(group).not.toHaveAccessibleName(/\?.*\?/);
  await user.click(
    screen.getByRole('button', {
      name: fillText(defaultEngineText.help, { question: 'Do you have a tracker?' }),
    }),
  );
  expect(screen.getByText('A tracker helps find a stolen bike.')).toBeVisible();
});

test('the bubble is styled by form.css (no inline styles), a block under the label below 885px', () => {
  const { container } = renderHelped();
  expect(container.querySelector('[style]')).toBeNull();
  const css = readFileSync(join(process.cwd(), 'renderer/app/styles/form.css'), 'utf8');
  const mobile = /@media \(max-width: 884\.98px\) \{([\s\S]*?)\n\}/.exec(
    css.slice(css.indexOf('.help-bubble')),
  )?.[1];
  expect(mobile).toMatch(/\.help-bubble \{[^}]*position: static;[^}]*width: auto;/);
  expect(css).toMatch(/\.help-bubble \{[^}]*position: absolute;[^}]*left: calc\(100% \+ 0\.75rem\);/);
});
