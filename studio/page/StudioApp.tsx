import { memo, useCallback, useMemo } from 'react';
import { placeFindings, type OutlinePart } from '../lib/journeyOutline';
import { FindingsList } from './FindingsList';
import { PartNav } from './PartNav';
import { PersonaPanel } from './PersonaPanel';
import { PreviewFrames } from './PreviewFrames';
import { QuestionList } from './QuestionList';
import { useFindings, useJourneyView } from './useJourneyView';
import { useStudioState } from './useStudioState';

// Drawn again only when their own props change: a finding pushed after a save redraws the lists
// that show findings, not the previews or the personas.
const Previews = memo(PreviewFrames);
const Personas = memo(PersonaPanel);

const partOf = (parts: readonly OutlinePart[] | undefined, open: string) => {
  const [kind, id] = open.split(':');
  return parts?.find((p) => (kind === 'step' ? String(p.number) === id : p.kind === 'form' && p.id === id));
};

/**
 * The journey studio: the steps and forms, the open one's questions (conditions in words,
 * messages, lists, rules, findings), its preview in both wordings, the personas and the checker.
 */
export function StudioApp() {
  const [state, setState] = useStudioState();
  const { parts, samples, problem, reload } = useJourneyView();
  const findings = useFindings();
  // The outline comes without findings; each is placed on the question it concerns here.
  const placed = useMemo(() => parts && placeFindings(parts, findings ?? []), [parts, findings]);
  const part = partOf(parts, state.part);
  const placedPart = partOf(placed, state.part);
  const onOpen = useCallback((p: string) => setState({ part: p, question: '' }), [setState]);
  const onEdit = useCallback((question: string) => setState({ question }), [setState]);
  const onPick = useCallback((persona: string) => setState({ persona }), [setState]);
  return (
    <div className="studio">
      {/* The previews draw whole steps, every field a stop of the Tab key: these go past them. */}
      <nav className="studio-skip-links" aria-label="Skip to">
        <a href="#studio-questions">Skip to the questions</a>
        <a href="#studio-findings">Skip to the checker</a>
      </nav>
      <header className="studio-header">
        <h1>Journey studio</h1>
        <p>
          Edits are saved into the journey’s files; they go through review as files. The studio never commits.
        </p>
      </header>
      {problem ? <p role="alert">The studio’s server did not answer: {problem}</p> : null}
      <div className="studio-body">
        <nav className="studio-nav" aria-label="Steps and forms">
          {placed ? <PartNav parts={placed} open={state.part} onOpen={onOpen} /> : null}
        </nav>
        <main className="studio-main">
          {part && placedPart ? (
            <>
              <h2>
                {part.kind === 'step' ? `Step ${part.number}: ` : 'Form: '}
                {part.title}
              </h2>
              <Previews part={state.part} persona={state.persona} />
              <div className="studio-columns">
                <QuestionList part={placedPart} editing={state.question} onEdit={onEdit} />
                <Personas
                  samples={samples}
                  persona={state.persona}
                  onPick={onPick}
                  part={part}
                  onSaved={reload}
                />
              </div>
            </>
          ) : (
            <p>Loading the journey…</p>
          )}
        </main>
        <aside className="studio-findings" aria-label="Checker" id="studio-findings" tabIndex={-1}>
          {findings ? <FindingsList findings={findings} /> : null}
        </aside>
      </div>
    </div>
  );
}
