import type { Finding } from './checkTypes';

/** Where a finding's file is, from the project's folder: a journey document, or the ratebook. */
export const shownFile = (file: string) => (file.startsWith('../') ? file.slice(3) : `journey/${file}`);

/** 'journey/steps/03-your-details/ui.json  risk.proposer.phone_numbers.mobile: the widget ...' */
export function formatFinding({ file, path, message, severity }: Finding): string {
  return `${shownFile(file)}  ${path ? `${path}: ` : ''}${severity === 'warning' ? 'warning: ' : ''}${message}`;
}

const counted = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Whether the findings fail the check: any finding that is not a warning. */
export function hasProblems(findings: readonly Finding[]): boolean {
  return findings.some(({ severity }) => severity !== 'warning');
}

/**
 * What `npm run check:journey` and the server's start-up print about the journey: one line a
 * finding, then how many files were checked and how many problems (and warnings) were found.
 */
export function journeyReport(findings: readonly Finding[], files: number): string[] {
  if (findings.length === 0) return [`journey documents: ${files} files checked, no problems`];
  const warnings = findings.filter(({ severity }) => severity === 'warning').length;
  const problems = findings.length - warnings;
  const said = [
    ...(problems > 0 || warnings === 0 ? [counted(problems, 'problem')] : ['no problems']),
    ...(warnings > 0 ? [counted(warnings, 'warning')] : []),
  ];
  return [...findings.map(formatFinding), `journey documents: ${files} files checked, ${said.join(', ')}`];
}
