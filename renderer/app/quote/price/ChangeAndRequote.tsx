import { useEffect, useId, useRef, useState } from 'react';
import type { FormName } from '../../../../journey/src/forms/forms';
import type { FormDocument } from '../../../engine/form/types';
import { PageForm } from '../../forms/PageForm';
import { useAppState } from '../../state/useAppState';

/**
 * A section with the form of one answer the price rests on (start date, voluntary excess). While
 * the answer differs from the quote's, its button (`confirmLabel`, "Confirm & requote") shows
 * and `onPending(true)` tells the page; the button submits the form through its checks.
 */
export function ChangeAndRequote<T extends string | number>({
  form,
  heading,
  intro,
  confirmLabel,
  initialData,
  read,
  current,
  onPending,
  onConfirm,
  suspended = false,
  requoted = false,
}: {
  form: FormName;
  heading: string;
  intro?: string;
  confirmLabel: string;
  initialData: FormDocument;
  /** The answer in the form's document. */
  read: (data: FormDocument) => T | undefined;
  /** The answer the quote was made with. */
  current: T | undefined;
  onPending: (pending: boolean) => void;
  onConfirm: (value: T) => void;
  /** Another copy of the same form is open (in a dialog): this one steps aside, ids must be unique. */
  suspended?: boolean;
  /**
   * Drawn afresh for the quote its button asked for: the button, gone with the section drawn
   * before, had the focus, which the heading takes back unless it has found a place meanwhile.
   */
  requoted?: boolean;
}) {
  const headingId = useId();
  const [changed, setChanged] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Looked at once the loading overlay has gone, whichever comes first (this section drawn, or the
  // overlay, which holds the focus meanwhile and hands it back only to the button drawn before).
  const { loading } = useAppState();
  const placed = useRef(false);
  useEffect(() => {
    if (!requoted || loading || placed.current) return;
    placed.current = true;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) headingRef.current?.focus();
  }, [requoted, loading]);
  return (
    <section className="price-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {intro ? <p>{intro}</p> : null}
      {suspended ? null : (
        <PageForm
          name={form}
          initialData={initialData}
          onChange={(data) => {
            const now = read(data) !== current;
            setChanged(now);
            onPending(now);
          }}
          onValid={(data) => {
            const value = read(data);
            if (value !== undefined && value !== current) onConfirm(value);
          }}
          actions={
            changed ? (
              <div className="price-actions">
                <button type="submit" className="button button--primary">
                  {confirmLabel}
                </button>
              </div>
            ) : null
          }
        />
      )}
    </section>
  );
}
