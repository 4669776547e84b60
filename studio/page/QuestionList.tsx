import type { OutlinePart, OutlineQuestion } from '../lib/journeyOutline';
import { QuestionEditor } from './QuestionEditor';

function QuestionDetails({ question }: { question: OutlineQuestion }) {
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
      <p className="studio-condition">{question.condition ?? 'always asked'}</p>
      {question.help ? <p>Help: {question.help}</p> : null}
      {question.messages.length > 0 ? (
        <ul className="studio-messages" aria-label="Messages">
          {question.messages.map((message) => (
            <li key={`${message.file}${message.pointer}`}>
              <span className="studio-keyword">{message.keyword}</span>: {message.text}
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
            <li key={index}>
              ⚠ <code>{finding.file}</code> at <code>{finding.path}</code>: {finding.message}
            </li>
          ))}
        </ul>
      ) : null}
    </>
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
  return (
    <section aria-labelledby="studio-questions-heading">
      <h3 id="studio-questions-heading">Questions</h3>
      {part.findings.length > 0 ? (
        <ul className="studio-question-findings" aria-label="Findings of this step">
          {part.findings.map((finding, index) => (
            <li key={index}>
              ⚠ <code>{finding.file}</code>
              {finding.path ? ` at ${finding.path}` : ''}: {finding.message}
            </li>
          ))}
        </ul>
      ) : null}
      <ol className="studio-questions">
        {part.questions.map((question) => (
          <li
            key={question.path}
            className={`studio-question studio-question--${question.kind}${question.findings.length > 0 ? ' studio-question--finding' : ''}`}
            style={{ marginLeft: `${(question.depth - 1) * 0.75}rem` }}
            data-path={question.path}
          >
            <h4>
              {question.findings.length > 0 ? <span aria-label="has findings">⚠ </span> : null}
              {question.title ?? <code>{question.path}</code>}
            </h4>
            <QuestionDetails question={question} />
            {question.kind !== 'group' ? (
              editing === question.path ? (
                <QuestionEditor question={question} onClose={() => onEdit('')} />
              ) : (
                <button type="button" className="studio-edit" onClick={() => onEdit(question.path)}>
                  Edit <span className="visually-hidden">{question.title ?? question.path}</span>
                </button>
              )
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
