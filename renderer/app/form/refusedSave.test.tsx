import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import form from '../../../journey/content/form.json';
import validationMessages from '../../../journey/content/validation-messages.json';
import { pathFor } from '../../../journey/src/pathFor';
import { proposalFixture } from '../../../tests/fixtures/index';
import { question, stepButton } from '../../../tests/support/journey/journeyText';
import type { FormDocument } from '../../engine/form/types';
import { createQueryClient } from '../api/queryClient';
import { journey } from '../journey';
import { AppStateProvider } from '../state/AppStateProvider';
import { initialAppState } from '../state/appState';
import { ProposalForm } from './ProposalForm';

// A step's save the server refuses: its messages are shown in the form, on the step that asks the
// refused answers; a conflict loads the proposal another window saved; other failures leave.

const UUID = '6f1c2a7e-3b4d-4c5e-8f90-000000000001';
const MEDICAL = 'risk.proposer.driver_details.has_medical_condition';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The server's refusal: the medical limit on the proposer's answer, and one on no question. */
const refusal = {
  error: 'invalid',
  message: validationMessages.enum,
  errors: [
    { path: MEDICAL, message: form.medicalLimit.text },
    { path: 'uuid', message: validationMessages.enum },
  ],
};

let saveAnswer: () => Response;
let stored: FormDocument;

beforeEach(() => {
  stored = proposalFixture() as FormDocument;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url === '/api/list') return json({ lists: [] });
      if (url === `/api/proposal/${UUID}` && method === 'GET') return json(stored, 200, { ETag: '"7"' });
      if (url.startsWith(`/api/proposal/${UUID}?steps=`)) return saveAnswer();
      return json({ error: 'not_found' }, 404);
    }),
  );
});

/** The edit form at its last step, over a client with the app's failure handling. */
function renderLastStep() {
  const navigate = vi.fn();
  const client = createQueryClient({ navigate, stopLoading: () => undefined, log: () => undefined });
  const last = journey.steps.length - 1;
  render(
    <AppStateProvider initialState={{ ...initialAppState, currentStep: last, furthestStep: last }}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ProposalForm initial={proposalFixture() as FormDocument} uuid={UUID} />
        </MemoryRouter>
      </QueryClientProvider>
    </AppStateProvider>,
  );
  return { navigate, user: userEvent.setup() };
}

test("a refused save opens the step asking the refused answer, with the server's messages", async () => {
  saveAnswer = () => json(refusal, 422);
  const { navigate, user } = renderLastStep();
  await user.click(screen.getByRole('button', { name: stepButton(journey.steps.length) }));
  const summary = await screen.findByRole('alert', { name: form.engine.errorSummaryTitle });
  expect(summary).toHaveTextContent(`${question(MEDICAL)} ${form.medicalLimit.text}`);
  // An answer no step asks is still told of.
  expect(summary).toHaveTextContent(validationMessages.enum);
  const group = screen.getByRole('group', { name: new RegExp(escape(question(MEDICAL))) });
  expect(group).toHaveAccessibleDescription(expect.stringContaining(form.medicalLimit.text));
  await waitFor(() => expect(group).toContainElement(document.activeElement as HTMLElement));
  expect(navigate).not.toHaveBeenCalled();
  // Changing the answer takes the server's word on it away; the other message stays.
  await user.click(within(group).getByRole('radio', { name: form.engine.yes }));
  await waitFor(() => expect(summary).not.toHaveTextContent(form.medicalLimit.text));
  expect(group).not.toHaveAccessibleDescription(expect.stringContaining(form.medicalLimit.text));
  expect(screen.getByRole('alert', { name: form.engine.errorSummaryTitle })).toHaveTextContent(
    validationMessages.enum,
  );
});

test('a server fault on a save goes to the technical-issue page', async () => {
  saveAnswer = () => json({ error: 'internal', message: 'x' }, 500);
  const { navigate, user } = renderLastStep();
  await user.click(screen.getByRole('button', { name: stepButton(journey.steps.length) }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(pathFor(journey, 'Exception')));
  expect(screen.queryByRole('alert', { name: form.engine.errorSummaryTitle })).not.toBeInTheDocument();
});

test('a save another window overtook loads the latest answers and says why', async () => {
  saveAnswer = () => json({ error: 'conflict', message: 'moved on' }, 409);
  const { navigate, user } = renderLastStep();
  await user.click(screen.getByRole('button', { name: stepButton(journey.steps.length) }));
  expect(await screen.findByRole('alert')).toHaveTextContent(form.changedElsewhere);
  await waitFor(() => expect(screen.getByText(form.changedElsewhere)).toHaveFocus());
  expect(navigate).not.toHaveBeenCalled();
  expect(fetch).toHaveBeenCalledWith(`/api/proposal/${UUID}`, expect.objectContaining({ method: 'GET' }));
});

test("the notice of another window's answers goes once this window has saved them", async () => {
  saveAnswer = () => json({ error: 'conflict', message: 'moved on' }, 409);
  const { user } = renderLastStep();
  const send = () => user.click(screen.getByRole('button', { name: stepButton(journey.steps.length) }));
  await send();
  await waitFor(() => expect(screen.getByText(form.changedElsewhere)).toHaveFocus());
  saveAnswer = () => json({ ...stored, uuid: UUID }, 200, { ETag: '"8"' });
  await send();
  await waitFor(() => expect(screen.queryByText(form.changedElsewhere)).not.toBeInTheDocument());
});
