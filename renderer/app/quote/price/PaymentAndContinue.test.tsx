import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleError } from '../../../../tests/support/consoleGuard';
import {
  answered,
  pricedProposal,
  renderPricePage,
  UUID,
  withTestClock,
  WHOLE_APP,
} from '../../../../tests/support/render/priceTestKit';
import form from '../../../../journey/content/form.json';
import price from '../../../../journey/content/price.json';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import {
  journeyText,
  question,
  questionMessage,
  questionNumber,
} from '../../../../tests/support/journey/journeyText';

const { paymentMethod, modals } = price;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tpaFirstName = question('risk.userfields.tpa_forename', 'third-party-authority');

withTestClock();

const paymentOption = `POST /api/proposal/${UUID}/payment-option`;
const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
const continueButton = () => screen.getByRole('button', { name: price.actions.continue });

describe('price page: payment method and Continue', WHOLE_APP, () => {
  test('both cards show the quote figures; the proposal monthly choice starts chosen', async () => {
    await renderPricePage(pricedProposal((p) => (p.is_pay_monthly = true)));
    const full = screen.getByRole('radio', { name: new RegExp(escape(paymentMethod.full.title)) });
    const monthly = screen.getByRole('radio', { name: new RegExp(escape(paymentMethod.monthly.title)) });
    expect(monthly).toBeChecked();
    expect(full).not.toBeChecked();
    expect(full.closest('label')).toHaveTextContent(
      `${paymentMethod.full.title}£641.87 ${paymentMethod.full.period}`,
    );
    const card = monthly.closest('label') as HTMLElement;
    expect(card).toHaveTextContent(`£58.36 ${paymentMethod.monthly.period}`);
    expect(card).toHaveTextContent(`${paymentMethod.monthly.totalPayable}: £711.96`);
    expect(card).toHaveTextContent(`${paymentMethod.monthly.deposit}: £128.37`);
    expect(card).toHaveTextContent(`${paymentMethod.monthly.instalments}: 10`);
    expect(section(paymentMethod.heading)).toHaveTextContent(paymentMethod.approximate);
    expect(section(price.included.heading)).toHaveTextContent(
      fillTemplate(price.included.extraCost, { amount: '£70.09' }),
    );
  });

  test.each([
    [false, paymentMethod.full.title],
    [true, paymentMethod.monthly.title],
  ])(
    'Continue sends is_pay_monthly %s for %s, with the third party answers, and goes to Addons',
    async (monthly, card) => {
      const user = userEvent.setup();
      const start = pricedProposal((p) => (p.is_pay_monthly = !monthly));
      const { callsTo, router } = await renderPricePage(start, {
        [paymentOption]: { body: answered(start, (p) => (p.is_pay_monthly = monthly)) },
      });
      await user.click(screen.getByRole('radio', { name: new RegExp(escape(card)) }));
      await user.click(continueButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/quote/addons'));
      expect(router.state.location.search).toBe(`?uuid=${UUID}`);
      expect(callsTo(paymentOption).map((c) => c.body)).toEqual([
        { is_pay_monthly: monthly, risk: { userfields: { has_third_party_authority: false } } },
      ]);
    },
  );

  test('a payment option another window overtook: nothing is chosen, the latest quote is shown, and why', async () => {
    const user = userEvent.setup();
    const stored = pricedProposal();
    const { callsTo, router } = await renderPricePage(stored, {
      [paymentOption]: { status: 409, body: { error: 'conflict', message: 'The proposal was changed.' } },
    });
    // Another window changes the start date, and the price with it.
    stored.risk!.start_date = '2026-12-07';
    stored.quote!.premium = 702.5;
    await user.click(continueButton());
    const notice = await screen.findByRole('dialog', { name: modals.changedElsewhere.title });
    expect(notice).toHaveTextContent(modals.changedElsewhere.paragraphs[0]!);
    expect(callsTo(paymentOption)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/quote/payment-option');
    expect(within(section(price.coverDetails.heading)).getByText('07/12/2026')).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: new RegExp(escape(paymentMethod.full.title)) }),
    ).toHaveAccessibleName(/£702\.50/);
  });

  test('a referred answer goes to SiraDeclined', async () => {
    const user = userEvent.setup();
    const start = pricedProposal();
    const { router } = await renderPricePage(start, {
      [paymentOption]: { body: answered(start, (p) => (p.quote!.is_referred = true)) },
    });
    await user.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/declined'));
  });

  test('Continue with a start date that has passed asks for a new one; Submit requotes with it', async () => {
    const user = userEvent.setup();
    const start = pricedProposal((p) => (p.risk!.start_date = '2026-11-10'));
    const { callsTo, router } = await renderPricePage(start, {
      'POST /json/proposal/update': {
        body: { data: answered(start, (p) => (p.risk!.start_date = '2026-11-25')) },
      },
    });
    await user.click(continueButton());
    const dialog = await screen.findByRole('dialog', { name: modals.expiredStartDate.title });
    // It states the start date form's own window.
    const days = questionNumber('risk.start_date', 'latestDate.days', 'start-date');
    expect(dialog).toHaveTextContent(fillTemplate(modals.expiredStartDate.text, { days }));
    // It opens on the new date's answer, not on the question's help button before it.
    expect(
      within(dialog).getByRole('textbox', { name: question('risk.start_date', 'start-date') }),
    ).toHaveFocus();
    expect(callsTo(paymentOption)).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: question('risk.start_date', 'start-date') }),
      '25112026',
    );
    await user.click(within(dialog).getByRole('button', { name: modals.expiredStartDate.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [update] = callsTo('POST /json/proposal/update');
    expect(update?.body).toMatchObject({ uuid: UUID, risk: { start_date: '2026-11-25' } });
    expect(screen.getByText('25/11/2026')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quote/payment-option');
  });

  test('the expired start date must be from today', async () => {
    const user = userEvent.setup();
    const { callsTo } = await renderPricePage(pricedProposal((p) => (p.risk!.start_date = '2026-11-10')));
    await user.click(continueButton());
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: question('risk.start_date', 'start-date') }),
      '19112026',
    );
    await user.click(within(dialog).getByRole('button', { name: modals.expiredStartDate.submit }));
    expect(
      await within(dialog).findAllByText(questionMessage('risk.start_date', 'earliestDate', 'start-date')),
    ).not.toHaveLength(0);
    expect(callsTo('POST /json/proposal/update')).toHaveLength(0);
  });

  test('third party authority: No clears the six details, and Continue sends only No', async () => {
    const user = userEvent.setup();
    const start = pricedProposal(
      (p) =>
        (p.risk!.userfields = {
          has_third_party_authority: true,
          tpa_title: 'Mrs',
          tpa_forename: 'Ann',
          tpa_surname: 'Smith',
          tpa_date_of_birth: '1970-02-03',
          tpa_email: 'ann@example.com',
          tpa_phone: '07700900123',
        }),
    );
    const { callsTo } = await renderPricePage(start, { [paymentOption]: { body: start } });
    const tpa = section(price.thirdPartyAuthority.heading);
    // It states the youngest the form accepts.
    const minAge = questionNumber('risk.userfields.tpa_date_of_birth', 'minAge', 'third-party-authority');
    expect(tpa).toHaveTextContent(fillTemplate(price.thirdPartyAuthority.text, { minAge }));
    expect(within(tpa).getByRole('textbox', { name: tpaFirstName })).toHaveValue('Ann');
    await user.click(within(tpa).getByRole('radio', { name: form.engine.no }));
    expect(within(tpa).queryByRole('textbox', { name: tpaFirstName })).not.toBeInTheDocument();
    await user.click(within(tpa).getByRole('radio', { name: form.engine.yes }));
    expect(within(tpa).getByRole('textbox', { name: tpaFirstName })).toHaveValue('');
    await user.click(within(tpa).getByRole('radio', { name: form.engine.no }));
    await user.click(continueButton());
    await waitFor(() => expect(callsTo(paymentOption)).toHaveLength(1));
    expect(callsTo(paymentOption)[0]?.body).toEqual({
      is_pay_monthly: false,
      risk: { userfields: { has_third_party_authority: false } },
    });
  });

  test('third party authority unanswered: Continue shows what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const { callsTo } = await renderPricePage(pricedProposal((p) => (p.risk!.userfields = {})));
    await user.click(continueButton());
    expect(await screen.findByText(form.engine.errorSummaryTitle)).toBeInTheDocument();
    expect(callsTo(paymentOption)).toHaveLength(0);
  });

  test('sent back by a payment refused for want of the answers: what is missing shows, focused, and nothing is sent', async () => {
    const { callsTo } = await renderPricePage(
      pricedProposal((p) => (p.risk!.userfields = {})),
      {},
      {
        refused: 'price_answers_required',
      },
    );
    const summary = await screen.findByText(form.engine.errorSummaryTitle);
    const missing = questionMessage(
      'risk.userfields.has_third_party_authority',
      'required',
      'third-party-authority',
    );
    const tpa = section(price.thirdPartyAuthority.heading);
    expect(tpa).toContainElement(summary);
    await waitFor(() => expect(tpa).toContainElement(document.activeElement as HTMLElement));
    expect(tpa).toHaveTextContent(missing);
    expect(callsTo(paymentOption)).toHaveLength(0);
  });

  test('reached any other way, the unanswered question waits for the customer', async () => {
    await renderPricePage(
      pricedProposal((p) => (p.risk!.userfields = {})),
      {},
      { refused: 'quote_stale' },
    );
    expect(screen.queryByText(form.engine.errorSummaryTitle)).not.toBeInTheDocument();
  });

  test('Save on the third party authority has the server check the answers only', async () => {
    const user = userEvent.setup();
    const start = pricedProposal();
    const { callsTo } = await renderPricePage(start, { [paymentOption]: { body: start } });
    const tpa = section(price.thirdPartyAuthority.heading);
    await user.click(
      within(tpa).getByRole('button', {
        name: journeyText('forms/third-party-authority/ui.json#/ui:submitButtonOptions/submitText'),
      }),
    );
    expect(await within(tpa).findByText(price.thirdPartyAuthority.checked)).toBeInTheDocument();
    expect(callsTo(paymentOption)[0]?.body).toEqual({
      check: true,
      is_pay_monthly: false,
      risk: { userfields: { has_third_party_authority: false } },
    });
  });

  test('Email yourself this quote says "Email has been sent" once it is sent', async () => {
    const user = userEvent.setup();
    const { callsTo } = await renderPricePage(pricedProposal(), {
      [`POST /api/proposal/${UUID}/send-quote-email`]: { body: { success: true } },
    });
    await user.click(screen.getByRole('button', { name: price.email.button }));
    expect(await screen.findByText(price.email.sent)).toHaveAttribute('aria-live', 'polite');
    expect(callsTo('POST /api/proposal/').map((c) => c.body)).toEqual([{ uuid: UUID }]);
    expect(callsTo('POST /api/proposal/')[0]?.headers).toMatchObject({ 'X-Captcha-Token': 'v1.test-token' });
  });

  test('a failed quote e-mail is only logged: no message, the customer stays', async () => {
    const user = userEvent.setup();
    const { router } = await renderPricePage(pricedProposal(), {
      [`POST /api/proposal/${UUID}/send-quote-email`]: { status: 502, body: { error: 'internal' } },
    });
    const logged = expectConsoleError(/send-quote-email/);
    await user.click(screen.getByRole('button', { name: price.email.button }));
    await waitFor(() => expect(logged.count()).toBe(1));
    expect(screen.queryByText(price.email.sent)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quote/payment-option');
  });

  test('Back and Edit Details go to the edit form', async () => {
    await renderPricePage(pricedProposal());
    const edit = `/quote/edit?uuid=${UUID}`;
    expect(screen.getByRole('link', { name: price.actions.back })).toHaveAttribute('href', edit);
    expect(screen.getByRole('link', { name: price.coverDetails.edit })).toHaveAttribute('href', edit);
  });
});
