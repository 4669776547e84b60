import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createDrawingGroup, DrawingGroupContext, useAllDrawn } from './drawInSlices';

const focusable =
  'a[href], button:not([disabled],[tabindex="-1"]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A region that takes the focus only so that it can be scrolled by keyboard (a wide table's
 * box): no control, and no place to start reading a dialog from.
 */
const scrollBox = '[role="region"][tabindex]';

/**
 * A question's help "?" button: it opens a bubble of words about the question, not an answer or
 * an action of the dialog, so no place to start one on.
 */
const helpButton = '.help-button';

/**
 * The control the focus starts on: that of the first question with a message (an item opened
 * to put right what the server refused), else the first that answers or acts (past a question's
 * help "?" button). A body with no control but scroll boxes (facts in tables) has none: the
 * dialog itself takes the focus, so that a screen reader reads it from its title, not from a
 * table halfway down.
 */
function startControl(body: Element | null | undefined): HTMLElement | null | undefined {
  const flagged = body?.querySelector<HTMLElement>('[aria-invalid="true"], [aria-describedby*="__error"]');
  const control = flagged?.matches(focusable) ? flagged : flagged?.querySelector<HTMLElement>(focusable);
  return (
    control ??
    [...(body?.querySelectorAll<HTMLElement>(focusable) ?? [])].find(
      (e) => !e.matches(scrollBox) && !e.matches(helpButton),
    )
  );
}

/**
 * A modal dialog with a close cross: focus moves into it on open (to the first question with a
 * message, if any, once the questions drawn in later slices have come: the dialog holds it
 * meanwhile), Tab stays inside, Escape closes, and focus returns to what had it before.
 * The cross is named `closeLabel`; a dialog whose own button closes it under that name gives
 * none, and the cross is then the mouse's alone: one button of that name for a screen reader and
 * the keyboard, not two. A notice whose focus starts on its button names its words by
 * `describedBy` (the id of the element holding them), so that a screen reader reads them with the
 * title, not the title and the button alone.
 */
export function Modal({
  title,
  closeLabel,
  onClose,
  describedBy,
  children,
}: {
  title: string;
  closeLabel?: string;
  onClose: () => void;
  describedBy?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // The body's questions, some drawn in later slices on a slow phone: the focus starts on one once
  // none waits, or the first with a message would be missed for one drawn before it.
  const [drawing] = useState(createDrawingGroup);
  const drawn = useAllDrawn(drawing);
  const started = useRef(false);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.focus();
    return () => before?.focus?.();
  }, []);
  useEffect(() => {
    // Asked again here: the questions say they wait as they are placed, before this runs.
    if (started.current || drawing.waiting() > 0) return;
    started.current = true;
    // Unless the customer has gone on meanwhile (Tab from the dialog to one of its controls).
    if (document.activeElement !== box.current) return;
    const first = startControl(box.current?.querySelector('.modal-body'));
    first?.focus();
  }, [drawn, drawing]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !box.current) return;
    const all = [...box.current.querySelectorAll<HTMLElement>(focusable)];
    const [head, tail] = [all[0], all[all.length - 1]];
    if (e.shiftKey && document.activeElement === head) {
      e.preventDefault();
      tail?.focus();
    } else if (!e.shiftKey && document.activeElement === tail) {
      e.preventDefault();
      head?.focus();
    }
  };
  return (
    <div className="modal-backdrop">
      <div
        ref={box}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="modal-close"
            aria-label={closeLabel}
            aria-hidden={!closeLabel || undefined}
            tabIndex={closeLabel ? undefined : -1}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div className="modal-body">
          {/* Its questions arrive over the page: the page behind waits for none of them. */}
          <DrawingGroupContext value={drawing}>{children}</DrawingGroupContext>
        </div>
      </div>
    </div>
  );
}
