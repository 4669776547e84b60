/** An answer (or a missing one) the step refuses, with the message expected at the path. */
export interface Refused {
  description: string;
  /** Changes to the complete fixture: dotted path -> value (undefined removes the answer). */
  answers: Record<string, unknown>;
  path: string;
  message: string;
}

/** Answers that hide a question (or are at a limit), so the step passes. */
export interface Accepted {
  description: string;
  answers: Record<string, unknown>;
}

/** The invalid and valid answers of one step, checked by validateProposal.test.ts. */
export interface StepCases {
  step: string;
  refused: Refused[];
  accepted: Accepted[];
}

export const FALLBACK = 'Please provide an answer to this question to proceed.';
export const proposer = 'risk.proposer';
export const licence = 'risk.proposer.driver_details.licence';
export const driver = 'risk.additional_drivers.0';
