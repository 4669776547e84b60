import { lazy, Suspense, useEffect, useRef } from 'react';
import type { OutlineQuestion } from '../lib/journeyOutline';
import { Fallback } from './Fallback';

const EditorForm = lazy(() => import('./editor/EditorForm'));

/**
 * The question's texts in a form drawn by the engine; saving writes the journey's files. It takes
 * the focus as it opens (the Edit button that opened it is gone), so a keyboard or screen reader
 * user is in the form, named after its question; Escape closes it, as its Close button does.
 */
export function QuestionEditor({ question, onClose }: { question: OutlineQuestion; onClose: () => void }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div
      ref={region}
      tabIndex={-1}
      className="studio-editor"
      role="region"
      aria-label={`Edit ${question.title ?? question.path}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Fallback>
        <Suspense fallback={<p>Loading the form…</p>}>
          <EditorForm question={question} />
        </Suspense>
      </Fallback>
      <button type="button" onClick={onClose}>
        Close the editor
      </button>
    </div>
  );
}
