import { defaultEngineText } from './EngineText';
import type { RJSFSchema } from '@rjsf/utils';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { exampleChecks, exampleSteps } from '../../../tests/support/render/exampleForm';
import { drawInSlices } from './drawInSlices';
import { JourneyForm, type JourneyFormProps } from './JourneyForm';
import type { FormStep } from './types';

const checks = exampleSteps.map(exampleChecks);

function Harness(props: Partial<JourneyFormProps> & { start?: number; furthest?: number }) {
  const [current, setCurrent] = useState(props.start ?? 0);
  const [furthest, setFurthest] = useState(props.furthest ?? 0);
  return (
    <JourneyForm
      steps={exampleSteps}
      checksFor={(i) => checks[i]!}
      initialData={{}}
      currentStep={current}
      furthestStep={furthest}
      onOpenStep={setCurrent}
      onStepValid={(i) => {
        setCurrent(i + 1);
        setFurthest((f) => Math.max(f, i + 1));
      }}
      options={(key) => (key ? undefined : undefined)}
      {...props}
    />
  );
}

test('only the open step is mounted and later steps cannot be opened', () => {
  render(<Harness />);
  expect(screen.getByRole('button', { name: /Step 1 About/ })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: /Step 2 More/ })).toBeDisabled();
  expect(screen.getByLabelText('Your name')).toBeInTheDocument();
  expect(screen.queryByLabelText('Colour')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
});

test('an empty step fails: a summary linking to the fields, messages under them, focus on the first', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  render(<Harness />);
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const summary = screen.getByRole('alert', { name: defaultEngineText.errorSummaryTitle });
  expect(summary).toHaveTextContent('Enter your name');
  expect(summary).toHaveTextContent('Tell us about your pet');
  expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name');
  await act(() => vi.advanceTimersByTimeAsync(250));
  expect(screen.getByLabelText('Your name')).toHaveFocus();
  vi.useRealTimers();
});

test('a field is checked 300 ms after it changes, and only once touched', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  render(<Harness />);
  const name = screen.getByLabelText('Your name');
  fireEvent.change(name, { target: { value: 'Al' } });
  fireEvent.change(name, { target: { value: '' } });
  fireEvent.blur(name);
  expect(screen.queryByText('Enter your name')).not.toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(350));
  expect(screen.getByText('Enter your name')).toBeInTheDocument();
  expect(screen.queryByText('Tell us about your pet')).not.toBeInTheDocument();
  vi.useRealTimers();
});

test('a condition shows its question; a valid step opens the next, which has Back and its own label', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(screen.getByLabelText('Your name'), 'Alex');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.type(await screen.findByLabelText('Pet name'), 'Rex');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByLabelText('Colour')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByLabelText('Your name')).toHaveValue('Alex');
  await user.click(screen.getByRole('button', { name: /Step 2 More/ }));
  expect(screen.getByLabelText('Colour')).toBeInTheDocument();
});

test('an answer its condition no longer asks is dropped on the change that hides it', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Harness onChange={onChange} />);
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.type(await screen.findByLabelText('Pet name'), 'Rex');
  expect(onChange).toHaveBeenLastCalledWith({ owner: { has_pet: true, pet_name: 'Rex' } });
  await user.click(screen.getByRole('radio', { name: 'No' }));
  expect(onChange).toHaveBeenLastCalledWith({ owner: { has_pet: false } });
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  expect(await screen.findByLabelText('Pet name')).toHaveValue('');
});

test('every change goes through the transform', async () => {
  const user = userEvent.setup();
  const transform = vi.fn((_prev: object, next: Record<string, unknown>) => ({
    ...next,
    owner: {
      ...(next.owner as object),
      name: String((next.owner as { name?: string }).name ?? '').toUpperCase(),
    },
  }));
  render(<Harness transform={transform} />);
  await user.type(screen.getByLabelText('Your name'), 'ab');
  expect(screen.getByLabelText('Your name')).toHaveValue('AB');
  expect(transform).toHaveBeenCalled();
});

test('the error summary names each question and leads to its field', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const summary = screen.getByRole('alert', { name: defaultEngineText.errorSummaryTitle });
  const entries = within(summary).getAllByRole('link');
  expect(entries.map((e) => e.textContent)).toEqual([
    'Your name: Enter your name',
    'Do you have a pet? Tell us about your pet',
  ]);
  expect(entries[1]).toHaveAttribute('href', '#root_owner_has_pet');
  // The step moves to its first error by itself; the summary then leads to any other.
  await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
  await user.click(entries[1]!);
  expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
});

describe('answers the app knows', () => {
  const boatStep: FormStep = {
    id: 'boat',
    title: 'Boat',
    schema: {
      type: 'object',
      properties: {
        boat: {
          type: 'object',
          properties: {
            seats: { type: 'string', title: 'How many seats?', enum: ['2', '3'] },
            colour: { type: 'string', title: 'Colour' },
          },
          required: ['seats'],
        },
      },
    } as RJSFSchema,
    uiSchema: {
      boat: {
        seats: { 'ui:widget': 'listSelect', 'ui:options': { hiddenWhenLookupKnown: true } },
        colour: { 'ui:widget': 'text' },
      },
    },
  };
  const boatChecks = exampleChecks(boatStep);

  function KnownHarness({ onStepValid }: { onStepValid: (data: object) => void }) {
    const [known, setKnown] = useState<Record<string, unknown>>({});
    return (
      <>
        <button type="button" onClick={() => setKnown({ 'boat.seats': '3' })}>
          Look up
        </button>
        <button type="button" onClick={() => setKnown({})}>
          Forget
        </button>
        <JourneyForm
          steps={[boatStep]}
          checksFor={() => boatChecks}
          initialData={{}}
          currentStep={0}
          furthestStep={0}
          onOpenStep={() => undefined}
          onStepValid={(_, data) => onStepValid(data)}
          known={known}
        />
      </>
    );
  }

  test('a question whose answer is known is not asked, and the known answer is kept', async () => {
    const user = userEvent.setup();
    const valid = vi.fn();
    render(<KnownHarness onStepValid={valid} />);
    expect(screen.getByRole('combobox', { name: 'How many seats?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(screen.queryByRole('combobox', { name: 'How many seats?' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Colour/ }), 'Red');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(valid).toHaveBeenCalledWith({ boat: { seats: '3', colour: 'Red' } });
  });

  test('once no longer known, the question is asked again without the answer it was given', async () => {
    const user = userEvent.setup();
    const valid = vi.fn();
    render(<KnownHarness onStepValid={valid} />);
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    await user.click(screen.getByRole('button', { name: 'Forget' }));
    expect(screen.getByRole('combobox', { name: 'How many seats?' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(valid).not.toHaveBeenCalled();
  });
});

describe('the error summary follows the page', () => {
  // The schema checks `last` before `group` and `group.first`; the page (ui:order) shows them the
  // other way round, the nested question first.
  const schema = {
    type: 'object',
    properties: {
      last: { type: 'string', title: 'Last on the page', minLength: 1 },
      group: {
        type: 'object',
        properties: { first: { type: 'string', title: 'First on the page', minLength: 1 } },
        required: ['first'],
      },
    },
    required: ['last', 'group'],
  } as RJSFSchema;
  const ordered: FormStep = {
    id: 'ordered',
    title: 'Ordered',
    schema,
    uiSchema: { 'ui:order': ['group', 'last'] },
  };
  const orderedChecks = exampleChecks(ordered);

  test('entries in page order, nested questions included; focus on the first invalid field of the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <Harness
        steps={[ordered, exampleSteps[1]!]}
        checksFor={(i) => (i === 0 ? orderedChecks : checks[1]!)}
        initialData={{ group: {} }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert', { name: defaultEngineText.errorSummaryTitle });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([expect.stringMatching(/^First on the page/), expect.stringMatching(/^Last on the page/)]);
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(screen.getByLabelText('First on the page')).toHaveFocus();
    vi.useRealTimers();
  });
});

test('after Continue the focus moves into the next step’s heading', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(screen.getByLabelText('Your name'), 'Alex');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const heading = screen.getByRole('heading', { level: 2, name: /Step 2 More/ });
  await waitFor(() => expect(heading).toContainElement(document.activeElement as HTMLElement));
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 2, name: /Step 1 About/ })).toContainElement(
      document.activeElement as HTMLElement,
    ),
  );
});

describe('a step whose documents arrive after the form is drawn', () => {
  const [first, second] = exampleSteps as [FormStep, FormStep];
  const outline = { id: second.id, title: second.title };

  test('its header is drawn from its outline, and once open it says it is loading until they arrive', () => {
    const { rerender } = render(<Harness steps={[first, outline]} start={1} furthest={1} />);
    expect(screen.getByRole('button', { name: /Step 2 More/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(defaultEngineText.loadingStep);
    expect(screen.queryByLabelText('Colour')).not.toBeInTheDocument();
    rerender(<Harness steps={[first, second]} start={1} furthest={1} />);
    expect(screen.getByLabelText('Colour')).toBeInTheDocument();
  });

  test('its questions a lookup answers are named by its outline, and filled in from the start', async () => {
    const user = userEvent.setup();
    const valid = vi.fn();
    render(
      <Harness
        steps={[first, { ...outline, knownPaths: ['owner.colour'] }]}
        known={{ 'owner.colour': 'blue' }}
        onStepValid={(_, data) => valid(data)}
      />,
    );
    await user.type(screen.getByLabelText('Your name'), 'Alex');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(valid).toHaveBeenCalledWith({ owner: { name: 'Alex', has_pet: false, colour: 'blue' } });
  });
});

test("a refusal shows the server's messages as the step's own; an answer changed loses its message; Continue sends again", async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const onStepValid = vi.fn();
  const refused = {
    step: 0,
    errors: [
      { path: 'owner.name', message: 'That name is taken' },
      { path: 'owner.ticket', message: 'The ticket has run out' },
    ],
  };
  render(
    <Harness
      initialData={{ owner: { name: 'Alex', has_pet: false } }}
      refused={refused}
      onStepValid={onStepValid}
    />,
  );
  const summary = screen.getByRole('alert', { name: defaultEngineText.errorSummaryTitle });
  expect(summary).toHaveTextContent('Your name: That name is taken');
  // An answer the step does not ask is still told of.
  expect(summary).toHaveTextContent('The ticket has run out');
  const name = screen.getByLabelText('Your name');
  expect(name).toHaveAccessibleDescription('That name is taken');
  await act(() => vi.advanceTimersByTimeAsync(250));
  expect(name).toHaveFocus();
  fireEvent.input(name, { target: { value: 'Alexa' } });
  await act(() => vi.advanceTimersByTimeAsync(350));
  expect(name).not.toHaveAccessibleDescription('That name is taken');
  expect(summary).not.toHaveTextContent('That name is taken');
  expect(summary).toHaveTextContent('The ticket has run out');
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(onStepValid).toHaveBeenCalledWith(0, { owner: { name: 'Alexa', has_pet: false } });
  expect(screen.queryByRole('alert', { name: defaultEngineText.errorSummaryTitle })).not.toBeInTheDocument();
  vi.useRealTimers();
});

test('a refusal moves the focus once the questions drawn in later slices have come, however long they take', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  drawInSlices(0);
  try {
    render(
      <Harness
        initialData={{ owner: { name: 'Alex', has_pet: false } }}
        refused={{ step: 0, errors: [{ path: 'owner.name', message: 'That name is taken' }] }}
      />,
    );
    // The questions wait for later tasks; the pause before the focus moves passes first.
    expect(screen.queryByLabelText('Your name')).toBeNull();
    act(() => vi.advanceTimersByTime(250));
    const name = await screen.findByLabelText('Your name');
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(name).toHaveFocus();
  } finally {
    drawInSlices(Number.POSITIVE_INFINITY);
    vi.useRealTimers();
  }
});
