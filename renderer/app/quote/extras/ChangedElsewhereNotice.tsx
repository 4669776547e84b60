import { useEffect, useRef } from 'react';

/**
 * The word that another window changed the quote first, so the page now shows the latest one:
 * drawn once `times` (how often it happened on this page) is above 0, it takes the focus each
 * time, as the form's notice does.
 */
export function ChangedElsewhereNotice({ text, times }: { text: string; times: number }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (times > 0) notice.current?.focus();
  }, [times]);
  return times > 0 ? (
    <p ref={notice} className="form-notice" role="alert" tabIndex={-1}>
      {text}
    </p>
  ) : null;
}
