import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { proposalFixture } from '../../../tests/fixtures/index';
import { fakeQuoteApi } from '../../../tests/support/fakes/fakeQuoteApi';
import { option, question, uiOption } from '../../../tests/support/journey/journeyText';
import type { FormDocument } from '../../engine/form/types';
import { AppStateProvider } from '../state/AppStateProvider';
import { initialAppState } from '../state/appState';
import { ProposalForm } from './ProposalForm';

// Step 7 asks each additional driver's questions, their marital status and their relationship to
// the proposer among them, in that driver's own form (the repeater's modal), never beside the
// drivers' cards where two drivers would give two questions alike with nothing to tell them apart.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A question's accessible name: its title, maybe followed by its description or help. */
const named = (path: string) => new RegExp(escape(question(path)));
const drivers = 'risk.additional_drivers';
const driverTitle = (n: number) => `${uiOption(drivers, 'itemTitle')} ${n}`;

/** The fixture with a second driver, the proposer's child, single. */
function twoDrivers(): FormDocument {
  const proposal = proposalFixture();
  const [first] = proposal.risk!.additional_drivers!;
  proposal.risk!.additional_drivers!.push({
    ...structuredClone(first!),
    name: { title: 'Miss', forenames: 'Aoife', surname: "O'Connor" },
    relationship_to_proposer: 'D',
    marital_status: 'S',
  });
  proposal.risk!.duqs!.marital_status_driver_2 = 'S';
  proposal.risk!.duqs!.relationship_to_proposer_driver_2 = 'D';
  return proposal as FormDocument;
}

function renderStep7(initial: FormDocument) {
  fakeQuoteApi(proposalFixture());
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppStateProvider initialState={{ ...initialAppState, currentStep: 6, furthestStep: 6 }}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ProposalForm initial={initial} uuid="p-1" />
        </MemoryRouter>
      </QueryClientProvider>
    </AppStateProvider>,
  );
}

test('with two drivers, no marital status or relationship is asked beside their cards', () => {
  renderStep7(twoDrivers());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  for (const n of [1, 2])
    expect(screen.getByRole('heading', { level: 4, name: driverTitle(n) })).toBeInTheDocument();
  for (const answer of ['marital_status', 'relationship_to_proposer'])
    expect(screen.queryAllByRole('combobox', { name: named(`${drivers}.0.${answer}`) })).toEqual([]);
});

test.each([
  [1, 'M', 'S'],
  [2, 'S', 'D'],
])(
  'driver %i’s own form asks their marital status and relationship, with their answers',
  async (n, marital, relationship) => {
    const user = userEvent.setup();
    renderStep7(twoDrivers());
    await user.click(
      screen.getByRole('button', { name: `${uiOption(drivers, 'editLabel')} ${driverTitle(n)}` }),
    );
    const dialog = screen.getByRole('dialog', { name: driverTitle(n) });
    const driver = `${drivers}.${n - 1}`;
    await waitFor(() =>
      expect(
        within(dialog).getByRole('combobox', { name: named(`${driver}.marital_status`) }),
      ).toHaveDisplayValue(option(`${driver}.marital_status`, marital)),
    );
    expect(
      within(dialog).getByRole('combobox', { name: named(`${driver}.relationship_to_proposer`) }),
    ).toHaveDisplayValue(option(`${driver}.relationship_to_proposer`, relationship));
  },
);
