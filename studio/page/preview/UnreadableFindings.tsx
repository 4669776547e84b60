import type { ReactNode } from 'react';
import { partReads } from '../../lib/unreadableDocument';
import { FindingText } from '../FindingText';
import { liveUnreadable } from '../live/liveJourney';

/**
 * Where a step or form is drawn: the checker's finding on each document it reads that has not been
 * JSON since the studio started (there is no last version to draw), else the step or form itself;
 * a save that makes the document JSON draws it (the page takes the pushed document).
 */
export function UnreadableFindings({ folder, children }: { folder: string; children: ReactNode }) {
  const findings = liveUnreadable().filter((finding) => partReads(folder, finding.file));
  if (findings.length === 0) return children;
  return (
    <div role="alert" className="preview-problem">
      <p>It cannot be drawn until these documents are saved as JSON:</p>
      <ul aria-label="Documents that are not JSON">
        {findings.map((finding) => (
          <li key={finding.file}>
            <FindingText finding={finding} />
          </li>
        ))}
      </ul>
    </div>
  );
}
