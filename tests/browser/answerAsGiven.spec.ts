import { expect, test, type Locator, type Page } from '@playwright/test';
import form from '../../journey/content/form.json' with { type: 'json' };
import { question } from '../support/journey/journeyText';
import {
  answerAddons,
  extras,
  field,
  forms,
  heading,
  mainHeading,
  openPricePage,
  price,
  priceContinue,
  quotedProposal,
  startsWith,
} from './purchaseHelpers';

// What a control shows once the customer has answered with it: the answer given, at once and from
// then on, and no message about the answer it had before. A message found for the answer before
// ("required", for a question just answered) used to show for a moment, until the answers were
// checked again, and taking it away moved every question under it: a click whose button was
// pressed before that and released after it landed on another question and was lost.
//
// The page records, for each answer given (a click on a radio or tick box, a value typed), its
// state at the end of the task that took the answer, before any timer the form sets then (the
// answers are checked again 300 ms after a change), and whether a radio or tick box clicked
// showed itself unchecked at any frame or task after the click. The main thread runs six times
// slower, as on a busy machine or a slow phone; nothing waits for a time to pass.

interface Given {
  /** The control's id, or its name when it has none (the price page's payment methods). */
  control: string;
  checkedAtEnd: boolean | null;
  /** aria-invalid of the control at the end of the task: it has a message. */
  invalidAtEnd: string | null;
  /** Times (ms after the click) at which a clicked radio or tick box was seen unchecked. */
  seenUnchecked: number[];
}

declare global {
  interface Window {
    __given: Given[];
  }
}

function recordAnswers() {
  window.__given = [];
  let latest: HTMLInputElement | undefined;
  const record = (event: Event) => {
    const control = event.target;
    if (!(control instanceof HTMLInputElement)) return;
    const checkable = control.type === 'radio' || control.type === 'checkbox';
    if (event.type === 'click' && !checkable) return;
    if (event.type === 'input' && checkable) return;
    const given: Given = {
      control: control.id || control.name,
      checkedAtEnd: null,
      invalidAtEnd: null,
      seenUnchecked: [],
    };
    window.__given.push(given);
    latest = control;
    // The end of this task: every rendering the answer brought has run, no timer set since has.
    setTimeout(() => {
      given.checkedAtEnd = checkable ? control.checked : null;
      given.invalidAtEnd = control.getAttribute('aria-invalid');
    }, 0);
    if (!checkable) return;
    // From the click until the next answer: every frame and every task.
    const start = performance.now();
    const look = () => {
      if (!control.checked) given.seenUnchecked.push(Math.round(performance.now() - start));
    };
    const eachFrame = () => {
      if (latest !== control) return;
      look();
      requestAnimationFrame(eachFrame);
    };
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      if (latest !== control) return;
      look();
      setTimeout(() => channel.port2.postMessage(null), 0);
    };
    requestAnimationFrame(eachFrame);
    channel.port2.postMessage(null);
  };
  // Capturing, so the record is made before the form's own handlers run.
  document.addEventListener('click', record, true);
  document.addEventListener('input', record, true);
}

async function slowPage(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

const given = (page: Page) => page.evaluate(() => window.__given);

/** A radio or tick box chosen by one click, as a customer does. */
async function click(control: Locator) {
  await control.click();
  await expect(control).toBeChecked();
}

/** Every answer given so far showed itself as given, with no message about the answer before. */
async function expectAnswersAsGiven(page: Page) {
  // One more task, so the last answer's end of task is recorded.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const answers = await given(page);
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) {
    expect.soft(answer.seenUnchecked, `${answer.control} was seen unchecked after its click`).toEqual([]);
    if (answer.checkedAtEnd !== null)
      expect.soft(answer.checkedAtEnd, `${answer.control} at the end of its click`).toBe(true);
    expect.soft(answer.invalidAtEnd, `${answer.control}'s message about the answer before`).toBeNull();
  }
}

const yesNo = (scope: Page | Locator, title: string, choice: string) =>
  scope.getByRole('group', { name: title }).getByRole('radio', { name: choice, exact: true });

test('step 1: an e-mail typed and yes/no answers show as given, with no message about the answers before', async ({
  page,
}) => {
  await page.addInitScript(recordAnswers);
  await page.goto('/get-a-quote');
  const proposer = 'risk.proposer';
  const forenames = field(page, question(`${proposer}.name.forenames`));
  await expect(forenames).toBeVisible();
  await slowPage(page);
  // The answers are checked once with the e-mail and the yes/no questions unanswered: the e-mail,
  // left empty, shows its message.
  await forenames.fill('Sam');
  const email = field(page, question(`${proposer}.email_address`));
  await email.focus();
  await email.blur();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('sam.carter@example.com');
  await click(yesNo(page, question(`${proposer}.has_insurance_refused`), form.engine.no));
  await click(yesNo(page, question('risk.duqs.has_public_liability'), form.engine.yes));
  await click(yesNo(page, question('risk.userfields.has_email_consent'), form.engine.no));
  await click(yesNo(page, question('risk.userfields.has_email_consent'), form.engine.yes));
  await expectAnswersAsGiven(page);
});

test('price page: the payment method (a radio of a list) and Third Party Authority show as given', async ({
  page,
}) => {
  await page.addInitScript(recordAnswers);
  const { uuid } = await quotedProposal(page.request);
  await openPricePage(page, uuid);
  await slowPage(page);
  // Continue with Third Party Authority unanswered shows its message.
  await priceContinue(page).click();
  const tpaNo = yesNo(page, forms.thirdPartyAuthority, form.engine.no);
  await expect(tpaNo).toHaveAttribute('aria-invalid', 'true');
  await click(page.getByRole('radio', { name: startsWith(price.paymentMethod.monthly.title) }));
  await click(page.getByRole('radio', { name: startsWith(price.paymentMethod.full.title) }));
  await click(tpaNo);
  await expectAnswersAsGiven(page);
});

test('summary: the auto-renewal answer and the declarations (tick boxes) show as given', async ({ page }) => {
  await page.addInitScript(recordAnswers);
  const { uuid } = await quotedProposal(page.request);
  await openPricePage(page, uuid);
  await click(page.getByRole('radio', { name: startsWith(price.paymentMethod.full.title) }));
  await click(yesNo(page, forms.thirdPartyAuthority, form.engine.no));
  await priceContinue(page).click();
  await expect(page).toHaveURL(`/quote/addons?uuid=${uuid}`);
  await answerAddons(page);
  await page.getByRole('button', { name: extras.addons.continue, exact: true }).click();
  await expect(mainHeading(page)).toHaveText(heading('Summary'));
  const confirm = page.getByRole('region', { name: extras.summary.confirmHeading });
  await slowPage(page);
  await page.evaluate(() => (window.__given = []));
  // Continue with nothing ticked shows the declarations' messages.
  await confirm.getByRole('button', { name: forms.confirm.submit, exact: true }).click();
  const declarations = confirm.getByRole('checkbox');
  await expect(declarations.first()).toHaveAttribute('aria-invalid', 'true');
  await click(yesNo(confirm, forms.confirm.autoRenew, form.engine.yes));
  for (const box of await declarations.all()) await click(box);
  await expectAnswersAsGiven(page);
});
