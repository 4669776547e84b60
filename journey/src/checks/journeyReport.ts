import type { Finding } from './checkTypes';

/** 'journey/steps/03-your-details/ui.json  risk.proposer.phone_numbers.mobile: the widget ...' */
export function formatFinding({ file, path, message }: Finding): string {
  return `journey/${file}  ${path ? `${path}: ` : ''}${message}`;
}

/**
 * What `npm run check:journey` and the server's start-up print about the journey: one line a
 * finding, then how many files were checked and how many problems were found.
 */
export function journeyReport(findings: readonly Finding[], files: number): string[] {
  if (findings.length === 0) return [`journey documents: ${files} files checked, no problems`];
  return [
    ...findings.map(formatFinding),
    `journey documents: ${files} files checked, ${findings.length} problem${findings.length === 1 ? '' : 's'}`,
  ];
}
