import { lazy, Suspense } from 'react';
import type { OutlineQuestion } from '../lib/journeyOutline';
import { Fallback } from './Fallback';

const EditorForm = lazy(() => import('./editor/EditorForm'));

/** The question's texts in a form drawn by the engine; saving writes the journey's files. */
export function QuestionEditor({ question, onClose }: { question: OutlineQuestion; onClose: () => void }) {
  return (
    <div className="studio-editor" role="region" aria-label={`Edit ${question.title ?? question.path}`}>
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
