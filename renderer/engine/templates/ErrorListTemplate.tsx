import { createContext, use, useId } from 'react';
import type { FieldError } from '../form/FormStatusContext';
import { idForPath } from '../lib/idForPath';

/**
 * How the open form names the question at a data path (its summary's entries begin with it): an
 * item's summary names them as its step's does.
 */
export const QuestionForContext = createContext<(path: string) => string | undefined>(() => undefined);

/** "What is your date of birth?" is followed by the message; "Date of birth" by a colon. */
function named(question: string | undefined, message: string): string {
  if (!question) return message;
  return /[?:.!]$/.test(question) ? `${question} ${message}` : `${question}: ${message}`;
}

/**
 * The error summary at the top of a step (or a repeater item's modal) that failed: each entry
 * names its question and links to its field. An alert: it is announced as it appears, and as it
 * changes, once for all the messages it lists.
 */
export function ErrorSummary({
  title,
  errors,
  onPick,
}: {
  title: string;
  errors: readonly FieldError[];
  onPick: (id: string) => void;
}) {
  const titleId = useId();
  const question = use(QuestionForContext);
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h3 id={titleId}>{title}</h3>
      <ul>
        {errors.map((e) => {
          const id = idForPath(e.path);
          return (
            <li key={e.path}>
              <a
                href={`#${id}`}
                onClick={(event) => {
                  event.preventDefault();
                  onPick(id);
                }}
              >
                {named(question(e.path), e.message)}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** RJSF's own list is replaced by ErrorSummary, which knows the journey's messages. */
export function ErrorListTemplate() {
  return null;
}
