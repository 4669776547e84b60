import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleChecks } from '../../../tests/support/render/exampleForm';
import { defaultEngineText } from '../form/EngineText';
import { JourneyForm } from '../form/JourneyForm';
import type { FormDocument, FormStep } from '../form/types';

// Two objects whose questions one step asks in turns (`ui:questionOrder` on their parent), one of
// them with a follow-up question, and one with a widget that fills some of its answers.
const schema = {
  type: 'object',
  properties: {
    group: {
      type: 'object',
      properties: {
        one: {
          type: 'object',
          properties: {
            a: { type: 'string', title: 'Question A' },
            has_more: { type: 'boolean', title: 'Anything more?' },
            c: { type: 'string', title: 'Question C', minLength: 1 },
          },
          required: ['has_more', 'c'],
          if: { properties: { has_more: { const: true } }, required: ['has_more'] },
          then: { properties: { more: { type: 'string', title: 'The more part' } } },
        },
        two: {
          type: 'object',
          properties: {
            b: { type: 'string', title: 'Question B', minLength: 1 },
            code: { type: 'string', title: 'Code' },
            d: { type: 'string', title: 'Question D' },
            e: { type: 'string', title: 'Question E' },
          },
          required: ['b'],
        },
        last: { type: 'string', title: 'Last question' },
      },
      required: ['one', 'two'],
    },
  },
} as RJSFSchema;

const step: FormStep = {
  id: 'across',
  title: 'Across',
  schema,
  uiSchema: {
    group: {
      'ui:label': false,
      'ui:questionOrder': ['one.a', 'two.b', 'one.has_more', 'one.more', 'two.code', 'two.d', 'one.c', '*'],
      'ui:order': ['last', '*'],
      one: { 'ui:label': false, has_more: { 'ui:widget': 'yesNo' } },
      two: {
        'ui:label': false,
        'ui:widget': 'finder',
        'ui:options': { lookupFields: ['code'] },
        'ui:order': ['b', 'code', '*'],
      },
    },
  },
};
const checks = exampleChecks(step);

/** Fills the answers it owns (`lookupFields`) of the object it is drawn among. */
function Finder({ value, onChange }: WidgetProps) {
  return (
    <button type="button" onClick={() => onChange({ ...(value as object), code: 'X1' })}>
      Find the code
    </button>
  );
}

function Form({ onValid = () => undefined }: { onValid?: (data: FormDocument) => void }) {
  return (
    <JourneyForm
      steps={[step]}
      checksFor={() => checks}
      initialData={{ group: { one: {}, two: {} } }}
      currentStep={0}
      furthestStep={0}
      onOpenStep={() => undefined}
      onStepValid={(_, data) => onValid(data)}
      widgets={{ finder: Finder }}
    />
  );
}

/** The questions and buttons of the step, in the order of the page. */
const drawn = () =>
  [...document.querySelectorAll('.step-body label, .step-body legend, .step-body button')]
    .map((element) => element.textContent?.replace(defaultEngineText.optional, '').trim() ?? '')
    .filter((text) => text && text !== defaultEngineText.yes && text !== defaultEngineText.no);

test("the questions of two objects are drawn in the parent's ui:questionOrder, then the rest", () => {
  render(<Form />);
  expect(drawn()).toEqual([
    'Question A',
    'Question B',
    'Anything more?',
    'Find the code',
    'Question D',
    'Question C',
    'Last question',
    'Question E',
    'Continue',
  ]);
});

test('a follow-up question appears in its place, and goes with its answer when it is no longer asked', async () => {
  const user = userEvent.setup();
  const valid = vi.fn();
  render(<Form onValid={valid} />);
  await user.click(
    within(screen.getByRole('group', { name: /Anything more/ })).getByRole('radio', { name: 'Yes' }),
  );
  expect(drawn().slice(2, 5)).toEqual(['Anything more?', 'The more part', 'Find the code']);
  await user.type(screen.getByRole('textbox', { name: /The more part/ }), 'Lots');
  await user.click(
    within(screen.getByRole('group', { name: /Anything more/ })).getByRole('radio', { name: 'No' }),
  );
  expect(screen.queryByRole('textbox', { name: /The more part/ })).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Question B/ }), 'b');
  await user.type(screen.getByRole('textbox', { name: /Question C/ }), 'c');
  await user.click(screen.getByRole('button', { name: 'Find the code' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(valid).toHaveBeenCalledWith({
    group: { one: { has_more: false, c: 'c' }, two: { b: 'b', code: 'X1' } },
  });
});

test('the Tab key follows the drawn order across the objects', async () => {
  const user = userEvent.setup();
  render(<Form />);
  const order = [
    screen.getByRole('textbox', { name: /Question A/ }),
    screen.getByRole('textbox', { name: /Question B/ }),
    within(screen.getByRole('group', { name: /Anything more/ })).getByRole('radio', { name: 'Yes' }),
    screen.getByRole('button', { name: 'Find the code' }),
    screen.getByRole('textbox', { name: /Question D/ }),
    screen.getByRole('textbox', { name: /Question C/ }),
    screen.getByRole('textbox', { name: /Last question/ }),
    screen.getByRole('textbox', { name: /Question E/ }),
  ];
  order[0]!.focus();
  for (const next of order.slice(1)) {
    await user.tab();
    expect(next).toHaveFocus();
  }
});

test('the error summary and the first error focused follow the drawn order, not the schema order', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  render(<Form />);
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const summary = screen.getByRole('alert', { name: defaultEngineText.errorSummaryTitle });
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    expect.stringMatching(/^Question B/),
    expect.stringMatching(/^Anything more/),
    expect.stringMatching(/^Question C/),
  ]);
  await act(() => vi.advanceTimersByTimeAsync(250));
  expect(screen.getByRole('textbox', { name: /Question B/ })).toHaveFocus();
  vi.useRealTimers();
});
