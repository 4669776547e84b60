import type { OutlineQuestion } from '../lib/journeyOutline';

/** The question's texts in a form drawn by the engine; saving writes the journey's files. */
export function QuestionEditor({ question, onClose }: { question: OutlineQuestion; onClose: () => void }) {
  return (
    <div className="studio-editor">
      <p>Editing {question.path} is coming.</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
