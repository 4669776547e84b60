import type { Finding } from '../../journey/src/checks/checkTypes';
import { shownFile } from '../../journey/src/checks/journeyReport';

/**
 * One finding of the checker: whether it is a problem (the check fails) or a warning (the journey
 * works as written), the file to edit named from the project's folder, the place in it, and what
 * is wrong.
 */
export function FindingText({ finding }: { finding: Finding }) {
  return (
    <>
      <strong className="studio-finding-kind">
        {finding.severity === 'warning' ? 'Warning' : 'Problem'}
      </strong>
      {' in '}
      <code>{shownFile(finding.file)}</code>
      {finding.path ? (
        <>
          {' '}
          at <code>{finding.path}</code>
        </>
      ) : null}
      : {finding.message}
    </>
  );
}

/** Whether a finding is a warning: the journey still works, and the product may mean it. */
export const isWarning = (finding: Finding) => finding.severity === 'warning';

/** The class of a finding's line, so a warning never looks like a problem that blocks. */
export const findingClass = (finding: Finding) =>
  isWarning(finding) ? 'studio-finding--warning' : 'studio-finding--problem';
