import { useState } from 'react';

/**
 * The help of a question: a "?" button that shows or hides the text under the label. The text
 * stays in the document (hidden) so aria-describedby still reads it to screen readers.
 */
export function HelpToggle({ id, text, label }: { id: string; text: string; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="help-toggle"
        aria-expanded={open}
        aria-controls={`${id}__help`}
        aria-label={`Help: ${label}`}
        onClick={() => setOpen((o) => !o)}
      >
        ?
      </button>
      <div id={`${id}__help`} className="field-help" hidden={!open}>
        {text}
      </div>
    </>
  );
}
