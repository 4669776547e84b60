import type { JourneyDocuments } from '../steps/stepTypes';

/** One thing wrong in the journey documents, named so product staff can find it. */
export interface Finding {
  /** The document, relative to journey/: 'steps/03-your-details/ui.json'. */
  file: string;
  /** Where in it, dotted ('risk.proposer.phone_numbers.mobile'); '' for the whole file. */
  path: string;
  message: string;
  /**
   * 'warning' when the journey still works as written and the product may mean it (a list option
   * the ratebook prices at its default rate): printed, shown in the studio, but the journey passes.
   * Absent: a problem, which fails the check and stops the server's start.
   */
  severity?: 'warning';
}

export type Report = (finding: Finding) => void;

/** One rule of the journey checker (after mdn/browser-compat-data's linters). */
export interface Check {
  name: string;
  description: string;
  check(documents: JourneyDocuments, report: Report): void;
}

export type { JourneyDocuments };
