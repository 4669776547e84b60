import { CheckerFindings } from './FindingsList';
import { PartNav } from './PartNav';
import { PersonaPanel } from './PersonaPanel';
import { PreviewFrames } from './PreviewFrames';
import { QuestionList } from './QuestionList';
import { useJourneyView } from './useJourneyView';
import { useStudioState } from './useStudioState';

/**
 * The journey studio: the steps and forms, the open one's questions (conditions in words,
 * messages, lists, rules, findings), its preview in both wordings, the personas and the checker.
 */
export function StudioApp() {
  const [state, setState] = useStudioState();
  const { view, samples, problem, reload } = useJourneyView();
  const [kind, id] = state.part.split(':');
  const part = view?.parts.find((p) =>
    kind === 'step' ? String(p.number) === id : p.kind === 'form' && p.id === id,
  );
  return (
    <div className="studio">
      <header className="studio-header">
        <h1>Journey studio</h1>
        <p>
          Edits are saved into the journey’s files; they go through review as files. The studio never commits.
        </p>
      </header>
      {problem ? <p role="alert">The studio’s server did not answer: {problem}</p> : null}
      <div className="studio-body">
        <nav className="studio-nav" aria-label="Steps and forms">
          {view ? (
            <PartNav
              parts={view.parts}
              open={state.part}
              onOpen={(p) => setState({ part: p, question: '' })}
            />
          ) : null}
        </nav>
        <main className="studio-main">
          {part ? (
            <>
              <h2>
                {part.kind === 'step' ? `Step ${part.number}: ` : 'Form: '}
                {part.title}
              </h2>
              <PreviewFrames part={state.part} persona={state.persona} />
              <div className="studio-columns">
                <QuestionList
                  part={part}
                  editing={state.question}
                  onEdit={(question) => setState({ question })}
                />
                <PersonaPanel
                  samples={samples}
                  persona={state.persona}
                  onPick={(persona) => setState({ persona })}
                  part={part}
                  onSaved={reload}
                />
              </div>
            </>
          ) : (
            <p>Loading the journey…</p>
          )}
        </main>
        <aside className="studio-findings" aria-label="Checker">
          <CheckerFindings />
        </aside>
      </div>
    </div>
  );
}
