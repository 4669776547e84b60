import type { Finding } from '../../journey/src/checks/checkTypes';

/** The checker's findings for the documents as they are on disk, each with its file and place. */
export function FindingsList({ findings }: { findings: readonly Finding[] }) {
  return (
    <section aria-labelledby="studio-findings-heading">
      <h2 id="studio-findings-heading">Checker</h2>
      {findings.length === 0 ? (
        <p className="studio-ok">No problems: the documents pass npm run check:journey.</p>
      ) : (
        <>
          <p>{findings.length === 1 ? '1 problem' : `${findings.length} problems`} to fix before review:</p>
          <ul className="studio-finding-list">
            {findings.map((finding, index) => (
              <li key={index} className="studio-finding">
                <code>{finding.file}</code>
                {finding.path ? (
                  <>
                    {' '}
                    at <code>{finding.path}</code>
                  </>
                ) : null}
                : {finding.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
