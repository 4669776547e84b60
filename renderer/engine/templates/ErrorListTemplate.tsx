import type { FieldError } from '../form/FormStatusContext';
import { idForPath } from '../lib/idForPath';

/** "What is your date of birth?" is followed by the message; "Date of birth" by a colon. */
function named(question: string | undefined, message: string): string {
  if (!question) return message;
  return /[?:.!]$/.test(question) ? `${question} ${message}` : `${question}: ${message}`;
}

/**
 * The error summary at the top of a step that failed: each entry names its question and links to
 * its field. Focused on a failed submit so screen readers announce it.
 */
export function ErrorSummary({
  title,
  errors,
  onPick,
  questionFor = () => undefined,
}: {
  title: string;
  errors: readonly FieldError[];
  onPick: (id: string) => void;
  /** The question at a data path, as the form titles it. */
  questionFor?: (path: string) => string | undefined;
}) {
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1}>
      <h3 id="error-summary-title">{title}</h3>
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
                {named(questionFor(e.path), e.message)}
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
