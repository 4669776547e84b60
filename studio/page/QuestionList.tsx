import { useEffect, useRef, useState } from 'react';
import type { OutlinePart, OutlineQuestion } from '../lib/journeyOutline';
import { findingClass, FindingText, isWarning } from './FindingText';
import { QuestionEditor } from './QuestionEditor';

/**
 * What the list says of a question. A group (an object of questions, such as "risk") is a heading
 * over its questions: its path, its condition when it has one, and its findings, never the
 * messages of a question (its "required" message is never shown to customers: its questions' are).
 */
function QuestionDetails({ question }: { question: OutlineQuestion }) {
  const group = question.kind === 'group';
  return (
    <>
      <p className="studio-path">
        <code>{question.path}</code> in <code>{question.place.file}</code>
        {question.widget ? (
          <>
            {' '}
            · widget <code>{question.widget}</code>
          </>
        ) : null}
      </p>
      {group && !question.condition ? null : (
        <p className="studio-condition">{question.condition ?? 'always asked'}</p>
      )}
      {question.help ? <p>Help: {question.help}</p> : null}
      {!group && question.messages.length > 0 ? (
        <ul className="studio-messages" aria-label="Messages">
          {question.messages.map((message) => (
            <li key={`${message.file}${message.pointer}`}>
              <span className="studio-keyword">{message.keyword}</span>: {message.text}
              {message.shown ? <> (customers read: “{message.shown}”)</> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {question.list ? (
        <p>
          List <code>{question.list.name}</code>: {question.list.options.map((o) => o.name).join(', ')}
        </p>
      ) : null}
      {question.rules.length > 0 ? (
        <ul className="studio-rules" aria-label="Rules">
          {question.rules.map((rule) => (
            <li key={rule.id}>
              Rule <code>{rule.id}</code> ({rule.how}): {rule.description}
            </li>
          ))}
        </ul>
      ) : null}
      {question.findings.length > 0 ? (
        <ul className="studio-question-findings" aria-label="Checker findings">
          {question.findings.map((finding, index) => (
            <li key={index} className={findingClass(finding)}>
              <FindingText finding={finding} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** A question with findings is marked: as a problem when any is one, else as a warning. */
const findingsClass = (question: OutlineQuestion) =>
  question.findings.length === 0
    ? ''
    : ` studio-question--finding${question.findings.every(isWarning) ? ' studio-question--warning' : ''}`;

/** A question's Edit button; `focused` when it comes back as its editor closes. */
function EditButton({ title, focused, onClick }: { title: string; focused: boolean; onClick: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) button.current?.focus();
  }, [focused]);
  return (
    <button ref={button} type="button" className="studio-edit" onClick={onClick}>
      Edit <span className="visually-hidden">{title}</span>
    </button>
  );
}

/** The open step's or form's questions in the order customers meet them. */
export function QuestionList({
  part,
  editing,
  onEdit,
}: {
  part: OutlinePart;
  editing: string;
  onEdit: (path: string) => void;
}) {
  // The question whose editor was just closed: its Edit button, drawn again, takes the focus back.
  const [closed, setClosed] = useState('');
  return (
    <section aria-labelledby="studio-questions-heading" id="studio-questions" tabIndex={-1}>
      <h3 id="studio-questions-heading">Questions</h3>
      {part.findings.length > 0 ? (
        <ul className="studio-question-findings" aria-label="Findings of this step">
          {part.findings.map((finding, index) => (
            <li key={index} className={findingClass(finding)}>
              <FindingText finding={finding} />
            </li>
          ))}
        </ul>
      ) : null}
      <ol className="studio-questions">
        {part.questions.map((question) => (
          <li
            key={question.path}
            className={`studio-question studio-question--${question.kind}${findingsClass(question)}`}
            style={{ marginLeft: `${(question.depth - 1) * 0.75}rem` }}
            data-path={question.path}
          >
            <h4>
              {question.findings.length > 0 ? (
                <span aria-label={question.findings.every(isWarning) ? 'has warnings' : 'has problems'}>
                  ⚠{' '}
                </span>
              ) : null}
              {question.title ?? <code>{question.path}</code>}
            </h4>
            <QuestionDetails question={question} />
            {question.kind !== 'group' ? (
              editing === question.path ? (
                <QuestionEditor
                  question={question}
                  onClose={() => {
                    setClosed(question.path);
                    onEdit('');
                  }}
                />
              ) : (
                <EditButton
                  title={question.title ?? question.path}
                  focused={closed === question.path}
                  onClick={() => onEdit(question.path)}
                />
              )
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
