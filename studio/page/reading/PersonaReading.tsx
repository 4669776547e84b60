import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { definitionsAt, everyQuestion } from '../../../journey/src/steps/schemaResolver';
import type { LoadedStep } from '../../../journey/src/steps/stepTypes';
import { proposalAnswers } from '../../../renderer/app/quote/extras/proposalAnswers';
import type { OutlinePart } from '../../lib/journeyOutline';
import { liveChecks, liveOptions, liveSteps, liveValidator, useJourneyVersion } from '../live/liveJourney';

const noSteps: LoadedStep[] = [];

/** The questions of a step these answers do not ask, each with the condition that hides it. */
function hiddenQuestions(step: LoadedStep | undefined, index: number, data: unknown) {
  if (!step) return [];
  const validator = liveValidator(`reading:${index}`);
  const matches = (ifSchema: Record<string, unknown>, value: unknown) =>
    validator.isValid(ifSchema as RJSFSchema, value, step.schema as RJSFSchema);
  return everyQuestion([step.schema])
    .filter(({ path }) => !path.includes('*'))
    .filter(({ path }) => definitionsAt([step.schema], path, data, matches).length === 0)
    .map(({ path }) => path.join('.'))
    .filter((path, _, all) => !all.some((other) => path.startsWith(`${other}.`)));
}

/**
 * What the persona's answers make of the open step: the questions hidden and why, the messages
 * the step would give, and the check-your-answers summary of the whole proposal.
 */
export default function PersonaReading({ part, data }: { part: OutlinePart; data: Record<string, unknown> }) {
  const index = part.kind === 'step' && part.number ? part.number - 1 : -1;
  useJourneyVersion();
  const steps = liveSteps().steps ?? noSteps;
  const step = index >= 0 ? steps[index] : undefined;
  const hidden = useMemo(() => hiddenQuestions(step, index, data), [step, index, data]);
  const messages = useMemo(
    () => (step ? liveChecks(`reading:${index}`, step.schema).validate(data) : []),
    [step, index, data],
  );
  const [showSummary, setShowSummary] = useState(false);
  // Reading every step's answers compiles every step's checks: only when asked for.
  const summary = useMemo(
    () =>
      showSummary
        ? proposalAnswers(
            data,
            liveOptions(),
            steps.map((_, i) => liveValidator(`summary:${i}`)),
            steps,
          )
        : [],
    [data, showSummary, steps],
  );
  const byPath = new Map(part.questions.map((q) => [q.path, q]));
  return (
    <div className="studio-reading">
      {index >= 0 ? (
        <>
          <section aria-labelledby="studio-hidden-heading">
            <h4 id="studio-hidden-heading">Hidden by these answers</h4>
            {hidden.length === 0 ? (
              <p>Every question of this step is asked.</p>
            ) : (
              <ul className="studio-hidden">
                {hidden.map((path) => (
                  <li key={path} data-path={path}>
                    {byPath.get(path)?.title ?? <code>{path}</code>}: {byPath.get(path)?.condition ?? ''}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="studio-step-messages-heading">
            <h4 id="studio-step-messages-heading">Messages the step would give</h4>
            {messages.length === 0 ? (
              <p>None: these answers pass the step’s checks.</p>
            ) : (
              <ul className="studio-step-messages">
                {messages.map((message) => (
                  <li key={`${message.path}:${message.message}`}>
                    <code>{message.path}</code>: {message.message}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
      <section aria-labelledby="studio-summary-heading">
        <h4 id="studio-summary-heading">Check your answers, as these answers read</h4>
        {showSummary ? null : (
          <button type="button" onClick={() => setShowSummary(true)}>
            Show the summary
          </button>
        )}
        {summary.map((step) => (
          <details key={step.number} open={step.number - 1 === index}>
            <summary>
              {step.number}. {step.title} ({step.rows.length})
            </summary>
            <dl className="studio-summary">
              {step.rows.map((row) => (
                <div key={row.path}>
                  <dt>{row.question}</dt>
                  <dd>{row.lines.join('; ')}</dd>
                </div>
              ))}
            </dl>
          </details>
        ))}
      </section>
    </div>
  );
}
