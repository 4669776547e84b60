import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { pathFor } from '../../../../journey/src/pathFor';
import type { Proposal } from '../../../../schemas/generated/index';
import { useOptionLists } from '../../form/useOptionLists';
import { journey } from '../../journey';
import { DetailList } from './DetailList';
import { extrasText } from './extrasText';
import { formValidatorsNow, loadFormValidators, proposalAnswers } from './proposalAnswers';
import { answersAsChosen } from './proposalFlags';
import { SummarySection } from './SummarySection';

const text = extrasText.checkAnswers;

/** The address of the edit form opened at step `number` (1 to 7) of this proposal. */
export function changeStepPath(uuid: string, number: number): string {
  return pathFor(journey, 'QuoteEditForm', { uuid, step: String(number) });
}

/**
 * "Check your answers": each step of the form with its answered questions, and a Change link
 * back to that step of the edit form.
 */
export function CheckAnswers({ uuid, proposal }: { uuid: string; proposal: Proposal }) {
  const lists = useOptionLists();
  const { data: form } = useQuery({
    queryKey: ['form-validators'],
    queryFn: loadFormValidators,
    initialData: formValidatorsNow,
    staleTime: Infinity,
  });
  const steps = useMemo(
    () => (form ? proposalAnswers(answersAsChosen(proposal), lists, form.validators, form.steps) : []),
    [proposal, lists, form],
  );
  return (
    <SummarySection heading={text.heading} className="check-answers">
      <p>{text.intro}</p>
      {steps.map((step) => (
        <div key={step.number} className="check-answers__step">
          <div className="check-answers__header">
            <h3>{step.title}</h3>
            <Link className="check-answers__change" to={changeStepPath(uuid, step.number)}>
              {text.change} <span className="visually-hidden">{step.title}</span>
            </Link>
          </div>
          <DetailList
            rows={step.rows.map(
              (row) =>
                [
                  row.question,
                  row.lines.length === 1 ? (
                    row.lines[0]
                  ) : (
                    <ul className="check-answers__items">
                      {row.lines.map((line, index) => (
                        <li key={index}>{line}</li>
                      ))}
                    </ul>
                  ),
                ] as const,
            )}
          />
        </div>
      ))}
    </SummarySection>
  );
}
