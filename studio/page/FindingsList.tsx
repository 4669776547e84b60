import type { Finding } from '../../journey/src/checks/checkTypes';
import { findingClass, FindingText, isWarning } from './FindingText';

const counted = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function Findings({ findings, label }: { findings: readonly Finding[]; label: string }) {
  return (
    <ul className="studio-finding-list" aria-label={label}>
      {findings.map((finding, index) => (
        <li key={index} className={`studio-finding ${findingClass(finding)}`}>
          <FindingText finding={finding} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The checker's findings for the documents as they are on disk, each with its file and place:
 * the problems (which fail `npm run check:journey` and stop the server's start) first, then the
 * warnings (the journey works as written: check that it is meant), apart and drawn differently.
 */
export function FindingsList({ findings }: { findings: readonly Finding[] }) {
  const problems = findings.filter((finding) => !isWarning(finding));
  const warnings = findings.filter(isWarning);
  return (
    <section aria-labelledby="studio-findings-heading">
      <h2 id="studio-findings-heading">Checker</h2>
      {/* Told as it changes: a save's findings arrive while the focus is elsewhere. */}
      <div role="status">
        {problems.length === 0 ? (
          <p className="studio-ok">No problems: the documents pass npm run check:journey.</p>
        ) : (
          <p>{counted(problems.length, 'problem')} to fix before review:</p>
        )}
      </div>
      {problems.length > 0 ? <Findings findings={problems} label="Problems" /> : null}
      {warnings.length > 0 ? (
        <>
          <h3 id="studio-warnings-heading">{counted(warnings.length, 'warning')}</h3>
          <p>The journey works as written; check each is meant:</p>
          <Findings findings={warnings} label="Warnings" />
        </>
      ) : null}
    </section>
  );
}
