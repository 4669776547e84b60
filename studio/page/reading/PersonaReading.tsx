import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { definitionsAt, everyQuestion } from '../../../journey/src/steps/schemaResolver';
import type { LoadedStep } from '../../../journey/src/steps/stepTypes';
import { proposalAnswers } from '../../../renderer/app/quote/extras/proposalAnswers';
import type { OutlinePart } from '../../lib/journeyOutline';
import type { JsonObject } from '../../../journey/src/steps/stepTypes';
import {
  liveChecks,
  liveForm,
  liveOptions,
  liveSteps,
  liveValidator,
  useJourneyVersion,
} from '../live/liveJourney';

const noSteps: LoadedStep[] = [];

/** The questions of a step or form these answers do not ask, each with the condition that hides it. */
function hiddenQuestions(schema: JsonObject | undefined, place: string, data: unknown) {
  if (!schema) return [];
  const validator = liveValidator(place);
  const matches = (ifSchema: Record<string, unknown>, value: unknown) =>
    validator.isValid(ifSchema as RJSFSchema, value, schema as RJSFSchema);
  return everyQuestion([schema])
    .filter(({ path }) => !path.includes('*'))
    .filter(({ path }) => definitionsAt([schema], path, data, matches).length === 0)
    .map(({ path }) => path.join('.'))
    .filter((path, _, all) => !all.some((other) => path.startsWith(`${other}.`)));
}

/** The schema of the open step or form as saved now, and the place of its reading's validator. */
function partSchema(part: OutlinePart, steps: readonly LoadedStep[]): { schema?: JsonObject; place: string } {
  if (part.kind === 'step') {
    const index = part.number ? part.number - 1 : -1;
    return { schema: steps[index]?.schema, place: `reading:${index}` };
  }
  const form = liveForm(part.id);
  return { schema: form instanceof Error ? undefined : form.schema, place: `reading:form:${part.id}` };
}

/**
 * What the persona's answers make of the open step or page form: the questions hidden and why,
 * the messages the step or form would give, and the check-your-answers summary of the whole
 * proposal.
 */
export default function PersonaReading({ part, data }: { part: OutlinePart; data: Record<string, unknown> }) {
  const index = part.kind === 'step' && part.number ? part.number - 1 : -1;
  const version = useJourneyVersion();
  const steps = liveSteps().steps ?? noSteps;
  const { schema, place } = useMemo(
    () => partSchema(part, steps),
    // A form is read again from the documents as saved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [part, steps, version],
  );
  const what = part.kind === 'step' ? 'step' : 'form';
  const hidden = useMemo(() => hiddenQuestions(schema, place, data), [schema, place, data]);
  const messages = useMemo(
    () => (schema ? liveChecks(place, schema).validate(data) : []),
    [schema, place, data],
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
      {schema ? (
        <>
          <section aria-labelledby="studio-hidden-heading">
            <h4 id="studio-hidden-heading">Hidden by these answers</h4>
            {hidden.length === 0 ? (
              <p>Every question of this {what} is asked.</p>
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
            <h4 id="studio-step-messages-heading">Messages the {what} would give</h4>
            {messages.length === 0 ? (
              <p>None: these answers pass the {what}’s checks.</p>
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
