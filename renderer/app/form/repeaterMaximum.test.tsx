import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { definitionsAt } from '../../../journey/src/steps/schemaResolver';
import { proposalFixture, setAnswer } from '../../../tests/fixtures/index';
import { fakeQuoteApi } from '../../../tests/support/fakes/fakeQuoteApi';
import { journeySteps, uiOption } from '../../../tests/support/journey/journeyText';
import type { Proposal } from '../../../schemas/generated/index';
import type { FormDocument } from '../../engine/form/types';
import { AppStateProvider } from '../state/AppStateProvider';
import { initialAppState } from '../state/appState';
import { ProposalForm } from './ProposalForm';

// Each repeater of the journey hides its Add button once its list holds as many items as its
// step schema's maxItems allows (spec 000 section 2), and shows it again when one is removed:
// the maximum is read from the schema, so these cases hold whatever number the journey writes.

/** The maxItems the step schemas give the list at `path`. */
function maxItemsOf(path: string): number {
  const found = journeySteps
    .flatMap((step) => definitionsAt([step.schema], path.split('.')))
    .map((definition) => definition.maxItems)
    .find((max): max is number => typeof max === 'number');
  if (found === undefined) throw new Error(`no step gives ${path} a maxItems`);
  return found;
}

/** The value at a dotted path of the fixture. */
const valueAt = (document: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);

/** The fixture with the list at `path` full: its first item copied up to the list's maximum. */
function fullAt(path: string): Proposal {
  const proposal = proposalFixture();
  const [first] = valueAt(proposal, path) as unknown[];
  return setAnswer(
    proposal,
    path,
    Array.from({ length: maxItemsOf(path) }, () => structuredClone(first)),
  );
}

function renderStep(initial: Proposal, step: number) {
  fakeQuoteApi(proposalFixture());
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppStateProvider initialState={{ ...initialAppState, currentStep: step, furthestStep: step }}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ProposalForm initial={initial as FormDocument} uuid="p-1" />
        </MemoryRouter>
      </QueryClientProvider>
    </AppStateProvider>,
  );
}

const DRIVER = 'risk.additional_drivers.0';
const driverTitle = `${uiOption('risk.additional_drivers', 'itemTitle')} 1`;

test.each<[string, number, string, string | undefined]>([
  ['the modifications', 2, 'risk.vehicle.modifications', undefined],
  ['the proposer’s convictions', 4, 'risk.proposer.driver_details.licence.convictions', undefined],
  ['the proposer’s claims', 4, 'risk.proposer.driver_details.claims', undefined],
  ['the additional drivers', 7, 'risk.additional_drivers', undefined],
  ['a driver’s convictions', 7, `${DRIVER}.driver_details.licence.convictions`, DRIVER],
  ['a driver’s claims', 7, `${DRIVER}.driver_details.claims`, DRIVER],
])('%s: no Add button once full, back when one is removed', async (_name, step, path, inDriver) => {
  const user = userEvent.setup();
  let proposal: Proposal;
  if (inDriver) {
    // The driver's lists start from the proposer's items, the driver having none of their own.
    const own = path.replace(`${DRIVER}.`, 'risk.proposer.');
    proposal = fullAt(own);
    setAnswer(proposal, path, valueAt(proposal, own));
    setAnswer(proposal, `${DRIVER}.driver_details.has_claims`, true);
    setAnswer(proposal, `${DRIVER}.driver_details.licence.has_convictions`, true);
  } else proposal = fullAt(path);
  renderStep(proposal, step - 1);
  const editDriver = `${uiOption('risk.additional_drivers', 'editLabel')} ${driverTitle}`;
  if (inDriver) await user.click(screen.getByRole('button', { name: editDriver }));
  const scope = inDriver ? screen.getByRole('dialog', { name: driverTitle }) : document.body;
  const addAnother = () => within(scope).queryByRole('button', { name: uiOption(path, 'addAnotherLabel') });
  const max = maxItemsOf(path);
  const last = `${uiOption(path, 'removeLabel')} ${uiOption(path, 'itemTitle')} ${max}`;
  expect(within(scope).getByRole('button', { name: last })).toBeInTheDocument();
  expect(addAnother()).not.toBeInTheDocument();
  await user.click(within(scope).getByRole('button', { name: last }));
  expect(addAnother()).toBeInTheDocument();
});
