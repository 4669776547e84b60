import type { FieldError } from '../form/FormStatusContext';
import { idForPath } from '../lib/idForPath';

/**
 * The error summary at the top of a step that failed: each message links to its field. Focused
 * on a failed submit so screen readers announce it.
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
                {e.message}
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
