import type { OutlinePart } from '../lib/journeyOutline';
import { isWarning } from './FindingText';

const keyOf = (part: OutlinePart) => (part.kind === 'step' ? `step:${part.number}` : `form:${part.id}`);

/** The seven steps and the pages' forms; the open one is marked current. */
export function PartNav({
  parts,
  open,
  onOpen,
}: {
  parts: readonly OutlinePart[];
  open: string;
  onOpen: (part: string) => void;
}) {
  const group = (kind: OutlinePart['kind'], heading: string) => (
    <>
      <h2>{heading}</h2>
      <ul>
        {parts
          .filter((part) => part.kind === kind)
          .map((part) => {
            const findings = [...part.findings, ...part.questions.flatMap((q) => q.findings)];
            const problems = findings.filter((finding) => !isWarning(finding)).length;
            const warnings = findings.length - problems;
            return (
              <li key={keyOf(part)}>
                <button
                  type="button"
                  aria-current={open === keyOf(part) ? 'page' : undefined}
                  onClick={() => onOpen(keyOf(part))}
                >
                  {part.number ? `${part.number}. ` : ''}
                  {part.title}
                  {problems > 0 ? <span className="studio-badge"> ({problems} to fix)</span> : null}
                  {warnings > 0 ? (
                    <span className="studio-badge studio-badge--warning">
                      {' '}
                      ({warnings} {warnings === 1 ? 'warning' : 'warnings'})
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
      </ul>
    </>
  );
  return (
    <>
      {group('step', 'Steps')}
      {group('form', 'Pages’ forms')}
    </>
  );
}
