import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import driverQuestions from '../../../journey/steps/shared/driver-questions.schema.json';
import { SingleForm } from '../../engine/form/SingleForm';
import type { FormDocument, FormStep } from '../../engine/form/types';
import { appWidgets } from '../widgets/appWidgets';
import { engineText } from './formText';
import { formSteps } from './formSteps';
import { documentChecks } from './stepChecks';
import { validatorOptions } from './validatorOptions';
import { stepButton } from '../../../tests/support/journey/journeyText';

// The journey's own questions drawn by the engine, as the app draws them: what the customer reads
// and what the step accepts. Every text is read from the journey documents.

const aboutYou = driverQuestions.definitions['about-you'];
const dateOfBirth = aboutYou.properties.date_of_birth;
const name = aboutYou.properties.name;

function renderStep(id: string, data: FormDocument = {}) {
  const step = formSteps.find((s) => s.id === id);
  if (!step) throw new Error(`no step ${id}`);
  const form: FormStep = {
    id: 'test',
    title: 'Test',
    schema: step.schema as RJSFSchema,
    uiSchema: step.ui as UiSchema,
  };
  const onValid = vi.fn();
  render(
    <SingleForm
      form={form}
      checks={documentChecks(step.schema, customizeValidator(validatorOptions))}
      initialData={data}
      onValid={onValid}
      widgets={appWidgets}
      text={engineText}
    />,
  );
  return { onValid };
}

afterEach(() => vi.useRealTimers());

test('a name typed with spaces around it is saved without them, not refused', async () => {
  const user = userEvent.setup();
  const { onValid } = renderStep('about-you');
  await user.type(screen.getByRole('textbox', { name: name.properties.forenames.title }), ' James ');
  await user.type(screen.getByRole('textbox', { name: name.properties.surname.title }), 'Smith ');
  await user.click(screen.getByRole('button', { name: stepButton(1) }));
  expect(screen.queryByText(name.properties.forenames.errorMessage.format)).not.toBeInTheDocument();
  expect(onValid).not.toHaveBeenCalled(); // other questions are unanswered
  expect(screen.getByRole('textbox', { name: name.properties.forenames.title })).toHaveValue('James');
  expect(screen.getByRole('textbox', { name: name.properties.surname.title })).toHaveValue('Smith');
});

test('a date of birth after today is told it is a date to correct, not that one must be 17', async () => {
  vi.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z'), shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderStep('about-you', { risk: { proposer: { date_of_birth: '2026-12-01' } } });
  await user.click(screen.getByRole('button', { name: stepButton(1) }));
  expect(screen.getAllByText(dateOfBirth.errorMessage.latestDate).length).toBeGreaterThan(0);
  expect(screen.queryByText(dateOfBirth.errorMessage.minAge)).not.toBeInTheDocument();
});

test('an optional question whose title says so is marked once', () => {
  renderStep('your-details');
  const mark = engineText.optional.toLowerCase();
  const labels = [...document.querySelectorAll('label, legend')].map((l) => l.textContent ?? '');
  const optional = labels.filter((l) => l.toLowerCase().includes(mark));
  expect(optional.length).toBeGreaterThan(0);
  for (const label of optional) expect(label.toLowerCase().split(mark)).toHaveLength(2);
});
