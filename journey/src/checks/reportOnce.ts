import type { Report } from './checkTypes';

/**
 * A report that passes each finding on once: a question shared by several steps (the driver
 * questions) is reached once through each, but its finding is said once.
 */
export function reportOnce(report: Report): Report {
  const seen = new Set<string>();
  return (finding) => {
    const key = `${finding.file}|${finding.path}|${finding.message}`;
    if (!seen.has(key)) report(finding);
    seen.add(key);
  };
}
