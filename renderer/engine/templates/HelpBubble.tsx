import { useEffect, useRef, useState } from 'react';
import { fillText, useEngineText } from '../form/EngineText';

/**
 * The help of a question: a "?" button beside its label that opens a bubble with the text
 * (beside the label on wide screens, a block under it on narrow ones: form.css). Escape, the
 * button again or a click anywhere else closes it. The text stays in the document while closed,
 * so the question's aria-describedby still reads it.
 */
export function HelpBubble({ id, text, label }: { id: string; text: string; label: string }) {
  const words = useEngineText();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (anchor.current?.contains(document.activeElement)) button.current?.focus();
    };
    const onPointerDown = (event: Event) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);
  return (
    <span ref={anchor} className={`help${open ? ' help--open' : ''}`}>
      <button
        ref={button}
        type="button"
        className="help-button"
        aria-expanded={open}
        aria-controls={`${id}__help`}
        aria-label={fillText(words.help, { question: label })}
        onClick={() => setOpen((o) => !o)}
      >
        ?
      </button>
      <span id={`${id}__help`} className="help-bubble" hidden={!open}>
        {text}
      </span>
    </span>
  );
}
