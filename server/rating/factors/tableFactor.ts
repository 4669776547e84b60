import type { RatebookCodeTable, RatebookYesNo } from '../../../schemas/generated/index';
import { codeRelativity, hasCode, yesNoRelativity } from '../lookup';
import type { FactorResult } from '../types';

/** A factor read from a code table; the trace says when the table's default was used. */
export function codeFactor(factor: string, table: RatebookCodeTable, code: string | undefined): FactorResult {
  const result: FactorResult = { factor, input: code ?? null, relativity: codeRelativity(table, code) };
  if (!hasCode(table, code)) result.note = code === undefined ? 'not answered: default' : 'unlisted: default';
  return result;
}

/** A factor read from a yes/no table. */
export function yesNoFactor(factor: string, table: RatebookYesNo, answer: boolean): FactorResult {
  return { factor, input: answer, relativity: yesNoRelativity(table, answer) };
}
