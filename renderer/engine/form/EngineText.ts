import { createContext, use } from 'react';
import formJson from '../../../journey/content/form.json';

/** The engine's own words: the journey's copy (nothing is written in components). */
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
  /** The name of the calendar's close cross, to a screen reader (its Cancel button is "Cancel"). */
  closeCalendar: string;
  /** The calendar's list of years, to a screen reader. */
  calendarYears: string;
  /** The calendar's months of a year ("Months of {year}"), to a screen reader. */
  calendarMonths: string;
  /** The names of the day view's arrows to the month before and the month after, to a screen reader. */
  calendarPreviousMonth: string;
  calendarNextMonth: string;
  months: string[];
  noMatches: string;
  /** After the label of a question that may be left unanswered, unless its title says so. */
  optional: string;
  /** Shown in an open step while its checks are still being fetched. */
  loadingStep: string;
  /** The name of a question's help button ("Help: {question}"). */
  help: string;
}

/**
 * The words the engine draws with when a form is given none of its own: the journey's copy
 * (journey/content/form.json "engine"), so no English is written in the engine.
 */
export const defaultEngineText: EngineText = formJson.engine;

export const EngineTextContext = createContext<EngineText>(defaultEngineText);

export function useEngineText(): EngineText {
  return use(EngineTextContext);
}

/** "Add a {item}" with {item} filled in. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}
