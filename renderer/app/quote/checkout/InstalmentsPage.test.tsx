import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ukToday } from '../../../../schemas/src/ukDates';
import type { Proposal } from '../../../../schemas/generated/index';
import { renderApp } from '../../../../tests/support/render/renderApp';
import checkout from '../../../../journey/content/checkout.json';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { formatMoney } from '../money';
import form from '../../../../journey/content/form.json';
import {
  formButton,
  journeyText,
  question,
  questionNumber,
} from '../../../../tests/support/journey/journeyText';
import { textValues } from '../../journey';
import {
  fakeCheckoutApi,
  withStoredMandate,
  quotedProposal,
  UUID,
  type Answer,
} from '../../../../tests/support/fakes/fakeCheckoutApi';

const main = () => screen.getByRole('main');
/** A question of the direct debit form, as the page asks it. */
const asked = (path: string) => question(`direct_debit.${path}`, 'direct-debit');
const label = (path: string) => within(main()).getByLabelText(asked(path), { exact: false });
const MODULUS = journeyText('content/validation-messages.json#/rules/bankDetailsMismatch');

const withStart = (start_date: string, changes: Partial<Proposal> = {}) => {
  const proposal = quotedProposal({ is_pay_monthly: true, ...changes });
  return { ...proposal, risk: { ...proposal.risk, start_date } };
};

function open(
  proposal: Proposal,
  payMonthly: Answer | ((body: unknown) => Answer) = { body: withStoredMandate(proposal) },
) {
  const api = fakeCheckoutApi({
    'GET /': { body: proposal },
    'POST /pay-monthly': payMonthly,
    // Continue opens Payment, which starts the payment.
    'POST /quote/payment': {
      body: { payment_url: '/hosted-payments/pay_abc123def456', status: 'pending', amount: 641.87 },
    },
  });
  const view = renderApp(`/quote/instalments?uuid=${UUID}`);
  return { api, ...view };
}

const nameOnAccount = () => label('account_name') as HTMLInputElement;

/** Payment, once opened, starts the payment: a test that goes there waits for it to finish. */
const paymentStarted = (api: ReturnType<typeof fakeCheckoutApi>) =>
  waitFor(() => expect(api.sequence()).toContain('POST /quote/payment'));

/** Answers Yes and types the proposer's bank details, then Continue. */
async function payAsProposer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await within(main()).findByRole('radio', { name: form.engine.yes }));
  await user.type(label('account_number'), '66374958');
  await user.type(label('sort_code'), '089999');
  await user.click(within(main()).getByRole('button', { name: formButton('direct-debit') }));
}

describe('Instalments', () => {
  test("Yes fills the name on the account with the proposer's name; No clears it", async () => {
    const user = userEvent.setup();
    open(withStart('2026-12-09'));
    await user.click(await within(main()).findByRole('radio', { name: form.engine.yes }));
    expect(nameOnAccount()).toHaveValue("James O'Connor");
    expect(
      within(main()).queryByLabelText(asked('third_party.forename'), { exact: false }),
    ).not.toBeInTheDocument();
    await user.click(within(main()).getByRole('radio', { name: form.engine.no }));
    expect(nameOnAccount()).toHaveValue('');
    expect(label('third_party.forename')).toBeInTheDocument();
  });

  test('shows the Direct Debit Guarantee beside the mandate, naming who collects', async () => {
    open(withStart('2026-12-09'));
    const guarantee = checkout.instalments.guarantee;
    const section = await within(main()).findByRole('region', { name: guarantee.heading });
    for (const item of guarantee.items) {
      expect(within(section).getByText(fillTemplate(item, textValues))).toBeInTheDocument();
    }
  });

  test('sends the sort code without dashes and the start date as the collection day, then goes to Payment', async () => {
    const user = userEvent.setup();
    const { api, router } = open(withStart('2026-12-09'));
    await user.click(await within(main()).findByRole('radio', { name: form.engine.yes }));
    await user.type(label('sort_code'), '089999');
    expect(label('sort_code')).toHaveValue('08-99-99');
    await user.type(label('account_number'), '66374958');
    await user.click(within(main()).getByRole('button', { name: formButton('direct-debit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/payment'));
    expect(router.state.location.search).toBe(`?uuid=${UUID}`);
    expect(api.bodiesOf('POST /pay-monthly')).toEqual([
      {
        is_pay_monthly: true,
        direct_debit: {
          is_proposer_account_holder: true,
          account_name: "James O'Connor",
          account_number: '66374958',
          sort_code: '089999',
          collection_day: 9,
        },
      },
    ]);
    await paymentStarted(api);
  });

  test.each([
    ['2026-12-31', 28, true],
    ['2026-12-01', 1, false],
  ])(
    "a start date of %s collects on day %i (said on the page when it is not the start date's: %s)",
    async (start, day, moved) => {
      const user = userEvent.setup();
      const proposal = withStart(start);
      const { api } = open(proposal);
      const notice = fillTemplate(checkout.instalments.collectionDayMoved, {
        startDay: Number(start.slice(8)),
        day,
      });
      const intro = fillTemplate(checkout.instalments.intro, {
        deposit: formatMoney(proposal.quote?.monthly_deposit ?? 0),
        count: proposal.quote?.monthly_installments ?? 0,
        day,
      });
      await within(main()).findByRole('radio', { name: form.engine.yes });
      expect(within(main()).getByText(intro)).toBeInTheDocument();
      if (moved) expect(within(main()).getByText(notice)).toBeInTheDocument();
      else expect(within(main()).queryByText(notice)).not.toBeInTheDocument();
      await payAsProposer(user);
      await waitFor(() => expect(api.bodiesOf('POST /pay-monthly')).toHaveLength(1));
      expect(api.bodiesOf('POST /pay-monthly')[0]).toMatchObject({ direct_debit: { collection_day: day } });
      await paymentStarted(api);
    },
  );

  test('under 18 (the form’s minAge): no holder question, a line about the holder, and the mandate sent as a third party', async () => {
    const user = userEvent.setup();
    const minAge = questionNumber('direct_debit.third_party.date_of_birth', 'minAge', 'direct-debit');
    const [year, month, day] = ukToday(new Date()).split('-').map(Number) as [number, number, number];
    const dob = `${year - minAge + 1}-${String(month).padStart(2, '0')}-${String(Math.min(day, 28)).padStart(2, '0')}`;
    const holder = {
      title: 'Mrs',
      forename: 'Ann',
      surname: 'Payer',
      date_of_birth: '1960-03-03',
      address: { line_1: '1 Main Street', postcode: 'LS1 1AA' },
    };
    const proposal = withStart('2026-12-09', {
      // A mandate given before (the customer came back from the payment page), as the server
      // shows it: the numbers masked, so they are typed again.
      direct_debit: {
        is_proposer_account_holder: true,
        account_name: 'Ann Payer',
        account_number: '******58',
        sort_code: '**-**-99',
        third_party: holder,
      },
    });
    proposal.risk = { ...proposal.risk, proposer: { ...proposal.risk?.proposer, date_of_birth: dob } };
    const { api, router } = open(proposal);
    expect(
      await within(main()).findByText(fillTemplate(checkout.instalments.under18, { minAge })),
    ).toBeInTheDocument();
    expect(within(main()).queryByText(asked('is_proposer_account_holder'))).not.toBeInTheDocument();
    expect(within(main()).queryByRole('radio', { name: form.engine.yes })).not.toBeInTheDocument();
    expect(label('third_party.forename')).toHaveValue('Ann');
    expect(label('account_number')).toHaveValue('');
    expect(label('sort_code')).toHaveValue('');
    await user.type(label('account_number'), '66374958');
    await user.type(label('sort_code'), '089999');
    await user.click(within(main()).getByRole('button', { name: formButton('direct-debit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/payment'));
    expect(api.bodiesOf('POST /pay-monthly')).toEqual([
      {
        is_pay_monthly: true,
        direct_debit: {
          is_proposer_account_holder: false,
          account_name: 'Ann Payer',
          account_number: '66374958',
          sort_code: '089999',
          collection_day: 9,
          third_party: holder,
        },
      },
    ]);
    await paymentStarted(api);
  });

  test("refused details: the server's message in red under the form, and the page stays", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = open(withStart('2026-12-09'), {
      status: 422,
      body: {
        error: 'invalid',
        message: MODULUS,
        errors: [{ path: 'direct_debit.account_number', message: MODULUS }],
      },
    });
    await payAsProposer(user);
    const message = await within(main()).findByText(MODULUS);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(message.closest('.checkout__error')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/quote/instalments');
  });

  test("the credit check unavailable: the server's message, and the page stays", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const unavailable = journeyText('content/errors.json#/messages/creditUnavailable');
    const { router } = open(withStart('2026-12-09'), {
      status: 502,
      body: { error: 'credit_unavailable', message: unavailable },
    });
    await payAsProposer(user);
    expect((await within(main()).findByText(unavailable)).closest('[role="alert"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/quote/instalments');
  });

  test('credit declined goes to InstalmentsDeclined', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = open(withStart('2026-12-09'), {
      status: 409,
      body: {
        error: 'credit_declined',
        message: journeyText('content/errors.json#/messages/creditDeclined'),
      },
    });
    await payAsProposer(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/instalments/declined'));
    expect(router.state.location.search).toBe(`?uuid=${UUID}`);
  });

  test('a referred quote goes to SiraDeclined', async () => {
    const user = userEvent.setup();
    const proposal = withStart('2026-12-09');
    const { router } = open(proposal, () => ({
      body: { ...proposal, is_referred: true, quote: { ...proposal.quote, is_referred: true } },
    }));
    await payAsProposer(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/declined'));
  });

  test('Back goes to the summary', async () => {
    const user = userEvent.setup();
    const { router } = open(withStart('2026-12-09'));
    await user.click(await within(main()).findByRole('button', { name: form.engine.back }));
    expect(router.state.location.pathname).toBe('/quote/summary');
    expect(router.state.location.search).toBe(`?uuid=${UUID}`);
  });
});
