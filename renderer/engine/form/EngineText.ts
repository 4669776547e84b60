import { createContext, use } from 'react';

/** The engine's own words; the app passes the journey's copy (nothing is written in components). */
export interface EngineText {
  back: string;
  continue: string;
  errorSummaryTitle: string;
  stepLabel: string;
  unknownOption: string;
  yes: string;
  no: string;
  choose: string;
  edit: string;
  remove: string;
  close: string;
  done: string;
  addFirst: string;
  addAnother: string;
  calendarOpen: string;
  calendarCancel: string;
  calendarOk: string;
  /** The calendar's list of years, to a screen reader. */
  calendarYears: string;
  /** The calendar's months of a year ("Months of {year}"), to a screen reader. */
  calendarMonths: string;
  months: string[];
  noMatches: string;
  /** After the label of a question that may be left unanswered, unless its title says so. */
  optional: string;
  /** Shown in an open step while its checks are still being fetched. */
  loadingStep: string;
  /** The name of a question's help button ("Help: {question}"). */
  help: string;
}

export const defaultEngineText: EngineText = {
  back: 'Back',
  continue: 'Continue',
  errorSummaryTitle: 'There is a problem',
  stepLabel: 'Step {n}',
  unknownOption: 'Unknown',
  yes: 'Yes',
  no: 'No',
  choose: 'Please select',
  edit: 'Edit',
  remove: 'Remove',
  close: 'Close',
  done: 'Save',
  addFirst: 'Add a {item}',
  addAnother: 'Add Another {item}',
  calendarOpen: 'Choose a date',
  calendarCancel: 'Cancel',
  calendarOk: 'Ok',
  calendarYears: 'Year',
  calendarMonths: 'Months of {year}',
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  noMatches: 'No matches',
  optional: '(optional)',
  loadingStep: 'Loading the questions…',
  help: 'Help: {question}',
};

export const EngineTextContext = createContext<EngineText>(defaultEngineText);

export function useEngineText(): EngineText {
  return use(EngineTextContext);
}

/** "Add a {item}" with {item} filled in. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}
