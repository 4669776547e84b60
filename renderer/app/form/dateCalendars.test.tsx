import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { journeyForms } from '../../../journey/src/forms/forms';
import type { JsonObject } from '../../../journey/src/steps/stepTypes';
import { defaultEngineText, fillText } from '../../engine/form/EngineText';
import { SingleForm } from '../../engine/form/SingleForm';
import type { FormDocument, FormStep } from '../../engine/form/types';
import { appWidgets } from '../widgets/appWidgets';
import { formSteps } from './formSteps';
import { documentChecks } from './stepChecks';
import { validatorOptions } from './validatorOptions';
import { addDays, addYears } from '../../../tests/support/journey/days';
import {
  questionLimit,
  questionNumber,
  question as titleOf,
} from '../../../tests/support/journey/journeyText';

const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The question answering `path` (of a page form with `form`), as its calendar button names it. */
const named = (path: string, form?: string) => new RegExp(escapeText(titleOf(path, form)));

// Each date question's calendar offers exactly the days its schema's keywords accept (minAge,
// maxAge, earliestDate, latestDate), on a fixed clock: the ui documents state no limits of their own.

const { months } = defaultEngineText;

type JourneyDocument = { schema: JsonObject; ui: JsonObject };

/** A step or form of the journey drawn on its own, as the app draws it. */
function renderDocument(document: JourneyDocument, data: FormDocument) {
  const form: FormStep = {
    id: 'test',
    title: 'Test',
    schema: document.schema as RJSFSchema,
    uiSchema: document.ui as UiSchema,
  };
  const checks = documentChecks(document.schema, customizeValidator(validatorOptions));
  render(
    <SingleForm form={form} checks={checks} initialData={data} onValid={() => {}} widgets={appWidgets} />,
  );
}

/** '7 Jun 2021' -> '2021-06-07'. */
const isoOf = (label: string) => {
  const [day, month, year] = label.split(' ') as [string, string, string];
  return `${year}-${String(months.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
};

const enabled = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .filter((button) => !(button as HTMLButtonElement).disabled);

/** The first and last days the question's calendar offers, read by going through its views. */
async function calendarRange(user: UserEvent, question: RegExp): Promise<{ min: string; max: string }> {
  await user.click(screen.getByRole('button', { name: question }));
  const dialog = screen.getByRole('dialog');
  // A calendar opening on days goes to its years by its month heading.
  if (!within(dialog).queryByRole('group', { name: 'Year' }))
    await user.click(
      within(dialog).getByRole('button', { name: new RegExp(`^(${months.join('|')}) \\d{4}$`) }),
    );
  const years = within(within(dialog).getByRole('group', { name: defaultEngineText.calendarYears }))
    .getAllByRole('button')
    .map((button) => Number(button.textContent));
  const edge = async (year: number, which: 'first' | 'last') => {
    await user.click(within(dialog).getByRole('button', { name: String(year) }));
    const monthsOpen = enabled(
      within(dialog).getByRole('group', { name: fillText(defaultEngineText.calendarMonths, { year }) }),
    );
    const month = (which === 'first' ? monthsOpen[0] : monthsOpen.at(-1)) as HTMLElement;
    await user.click(month);
    const daysGroup = within(dialog).getByRole('group', { name: `${month.textContent} ${year}` });
    const daysOpen = enabled(daysGroup);
    const day = (which === 'first' ? daysOpen[0] : daysOpen.at(-1)) as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: `${month.textContent} ${year}` }));
    return isoOf(day.getAttribute('aria-label') as string);
  };
  const max = await edge(Math.max(...years), 'last');
  const min = await edge(Math.min(...years), 'first');
  return { min, max };
}

// The bounds the documents state, so a product person changing one changes what is expected here.
const minAge = questionNumber('risk.proposer.date_of_birth', 'minAge');
const maxAge = questionNumber('risk.proposer.date_of_birth', 'maxAge');
const recallMinAge = questionNumber('dob', 'minAge', 'recall');
const recallMaxAge = questionNumber('dob', 'maxAge', 'recall');
const holderMinAge = questionNumber('direct_debit.third_party.date_of_birth', 'minAge', 'direct-debit');
const licenceBounds = questionLimit('risk.proposer.driver_details.licence.date', 'earliestDate') as {
  from: string;
  years: number;
}[];
/** The licence's earliest date: so many years after the date of birth, and no more than so many before today. */
const licenceAge = licenceBounds.find((bound) => bound.from.endsWith('date_of_birth'))!.years;
const licenceYearsBack = licenceBounds.find((bound) => bound.from === 'today')!.years;
const startDays = questionNumber('risk.start_date', 'latestDate.days');
const formStartDays = questionNumber('risk.start_date', 'latestDate.days', 'start-date');
/** The latest birthday of someone `age` or older on `today`. */
const latestBorn = (today: string, age: number) => addYears(today, -age, 'down');
/** The earliest birthday of someone no older than `age` on `today`. */
const earliestBorn = (today: string, age: number) => addDays(addYears(today, -(age + 1), 'down'), 1);

const step = (id: string) => {
  const found = formSteps.find((s) => s.id === id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
};

afterEach(() => vi.useRealTimers());

test.each<[string, string, JourneyDocument, FormDocument, RegExp, string, string]>([
  [
    'date of birth: minAge to maxAge years old',
    '2026-11-20T12:00:00Z',
    step('about-you'),
    {},
    named('risk.proposer.date_of_birth'),
    earliestBorn('2026-11-20', maxAge),
    latestBorn('2026-11-20', minAge),
  ],
  [
    'date of birth on a leap day: the last day of someone minAge is 28 February when that year is common',
    '2024-02-29T12:00:00Z',
    step('about-you'),
    {},
    named('risk.proposer.date_of_birth'),
    earliestBorn('2024-02-29', maxAge),
    latestBorn('2024-02-29', minAge),
  ],
  [
    'licence date: from the birthday the earliestDate names to today (earliestDate on the date of birth, latestDate)',
    '2026-11-20T12:00:00Z',
    step('your-driving'),
    { risk: { proposer: { date_of_birth: '1990-05-10', driver_details: { licence: { type: 'F' } } } } },
    named('risk.proposer.driver_details.licence.date'),
    addYears('1990-05-10', licenceAge, 'up'),
    '2026-11-20',
  ],
  [
    'licence date of someone born on 29 February: from 1 March in a common year',
    '2026-11-20T12:00:00Z',
    step('your-driving'),
    { risk: { proposer: { date_of_birth: '2008-02-29', driver_details: { licence: { type: 'F' } } } } },
    named('risk.proposer.driver_details.licence.date'),
    addYears('2008-02-29', licenceAge, 'up'),
    '2026-11-20',
  ],
  [
    'licence date before the date of birth is known: its years back to today',
    '2026-11-20T12:00:00Z',
    step('your-driving'),
    { risk: { proposer: { driver_details: { licence: { type: 'F' } } } } },
    named('risk.proposer.driver_details.licence.date'),
    addYears('2026-11-20', licenceYearsBack, 'up'),
    '2026-11-20',
  ],
  [
    'cover start: today to latestDate days ahead, after 23:00 UTC in summer (already tomorrow in the UK)',
    '2026-06-30T23:30:00Z',
    step('cover-details'),
    {},
    named('risk.start_date'),
    '2026-07-01',
    addDays('2026-07-01', startDays),
  ],
  [
    'recall: a date of birth minAge to maxAge years old',
    '2026-11-20T12:00:00Z',
    journeyForms.recall,
    {},
    named('dob', 'recall'),
    earliestBorn('2026-11-20', recallMaxAge),
    latestBorn('2026-11-20', recallMinAge),
  ],
  [
    "Direct Debit: an account holder minAge or over, and the calendar's 100 years before",
    '2026-11-20T12:00:00Z',
    journeyForms['direct-debit'],
    { direct_debit: { is_proposer_account_holder: false } },
    named('direct_debit.third_party.date_of_birth', 'direct-debit'),
    '1926-11-20',
    latestBorn('2026-11-20', holderMinAge),
  ],
  [
    'start-date form: today to latestDate days ahead',
    '2026-11-20T12:00:00Z',
    journeyForms['start-date'],
    {},
    named('risk.start_date', 'start-date'),
    '2026-11-20',
    addDays('2026-11-20', formStartDays),
  ],
])('%s', async (_case, now, document, data, question, min, max) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  const user = userEvent.setup();
  renderDocument(document, data);
  const opener = new RegExp(`${defaultEngineText.calendarOpen}: .*${question.source}`, question.flags);
  expect(await calendarRange(user, opener)).toEqual({ min, max });
});

test('cover start: the day view moves to the next month by its arrow, by keyboard, up to the last day latestDate allows', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
  const user = userEvent.setup();
  renderDocument(step('cover-details'), {});
  const last = addDays('2026-11-20', startDays);
  const [lastYear, lastMonth, lastDay] = last.split('-').map(Number) as [number, number, number];
  const lastMonthName = months[lastMonth - 1] as string;
  await user.click(
    screen.getByRole('button', {
      name: new RegExp(`${defaultEngineText.calendarOpen}: .*${named('risk.start_date').source}`),
    }),
  );
  const dialog = screen.getByRole('dialog');
  const previous = within(dialog).getByRole('button', { name: defaultEngineText.calendarPreviousMonth });
  const next = within(dialog).getByRole('button', { name: defaultEngineText.calendarNextMonth });
  expect(previous).toHaveAttribute('aria-disabled', 'true');
  // By keyboard: the arrow takes the focus and Enter moves on, a month at a time, to the month of the last day.
  next.focus();
  while (!within(dialog).queryByRole('group', { name: `${lastMonthName} ${lastYear}` })) {
    expect(next).toHaveAttribute('aria-disabled', 'false');
    await user.keyboard('{Enter}');
  }
  expect(next).toHaveFocus();
  expect(next).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Enter}');
  const days = within(dialog).getByRole('group', { name: `${lastMonthName} ${lastYear}` });
  const lastButton = within(days).getByRole('button', { name: `${lastDay} ${lastMonthName} ${lastYear}` });
  expect(lastButton).toBeEnabled();
  const after = within(days).queryByRole('button', { name: `${lastDay + 1} ${lastMonthName} ${lastYear}` });
  if (after) expect(after).toBeDisabled();
  // The mouse goes back a month and forward again.
  await user.click(previous);
  expect(
    within(dialog).queryByRole('group', { name: `${lastMonthName} ${lastYear}` }),
  ).not.toBeInTheDocument();
  await user.click(next);
  await user.click(within(dialog).getByRole('button', { name: `${lastDay} ${lastMonthName} ${lastYear}` }));
  await user.click(within(dialog).getByRole('button', { name: defaultEngineText.calendarOk }));
  expect(screen.getByRole('textbox', { name: named('risk.start_date') })).toHaveValue(
    last.split('-').reverse().join('/'),
  );
});
