import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useMemo, useState } from 'react';
import '../../../renderer/app/styles/form.css';
import { engineText } from '../../../renderer/app/form/formText';
import { documentChecks } from '../../../renderer/app/form/stepChecks';
import { validatorOptions } from '../../../renderer/app/form/validatorOptions';
import { SingleForm } from '../../../renderer/engine/form/SingleForm';
import {
  conditionAddedChanges,
  conditionHolders,
  conditionalPlace,
  conditionRemovedChanges,
  newCondition,
  newConditionShape,
  unconditionalPlace,
} from '../../lib/conditionalQuestion';
import { alwaysAskWords, type QuestionCondition } from '../../lib/conditionInWords';
import type { OutlineQuestion } from '../../lib/journeyOutline';
import {
  conditionNow,
  conditionShapes,
  questionEditChanges,
  questionEditForm,
  tidyConditions,
  type ConditionShape,
  type QuestionEdit,
} from '../../lib/questionEditForm';
import { liveDocument, useJourneyVersion } from '../live/liveJourney';
import { saveEdit } from '../studioApi';
import { ChoicesWidget } from './ChoicesWidget';
import { liveConditionQuestions } from './liveConditionQuestions';

const widgets = { studioChoices: ChoicesWidget };

/**
 * The form that edits one question, drawn by the engine from the schema of question edits; a
 * valid form saves into the journey's files (each only where its values changed). A condition is
 * edited as parts (question, how it compares, values from that question's options) with its words
 * shown as they are edited; one the editor cannot show as parts stays JSON, with the reason. A
 * question always asked can be asked only when a condition holds ("Ask only when…", edited as
 * parts alike), and a conditional one always asked again (conditionalQuestion.ts).
 */
export default function EditorForm({ question }: { question: OutlineQuestion }) {
  const [adding, setAdding] = useState(false);
  const unconditional = useMemo(() => unconditionalPlace(question), [question]);
  const version = useJourneyVersion();
  const conditional = useMemo(
    () => conditionalPlace(question, liveDocument(question.conditions.at(-1)?.file ?? question.place.file)),
    // The objects a condition's branch nests are looked up in the documents as saved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [question, version],
  );
  const draft = adding && typeof unconditional === 'object' ? unconditional : undefined;
  // A new condition may read the answers of the outermost object holding the question (its
  // step's, and the earlier steps', or its form's); it is written where they meet the question.
  const base = useMemo(() => (draft ? conditionHolders(draft).at(-1)?.answer : undefined), [draft]);
  // While a condition is added, the form edits the question as if it had that condition.
  const editing = useMemo(
    () => (draft ? { ...question, conditions: [newCondition(draft, base)] } : question),
    [question, draft, base],
  );
  const shapes = useMemo(
    (): ConditionShape[] =>
      draft
        ? [
            newConditionShape(
              draft,
              liveConditionQuestions(newCondition(draft, base), { upToItsStep: true }) ?? [],
              base,
            ),
          ]
        : conditionShapes(question, liveConditionQuestions),
    // The questions a condition may read follow the documents as saved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [question, draft, base, version],
  );
  // Texts typed before "Ask only when…" or "Keep it always asked" stay in the form it opens.
  const [carried, setCarried] = useState<{ question: OutlineQuestion; texts: QuestionEdit }>();
  const initial = useMemo(() => {
    const data = questionEditForm(editing, shapes).data;
    return carried?.question === question ? { ...data, ...carried.texts } : data;
  }, [editing, shapes, carried, question]);
  const initialKey = JSON.stringify(initial);
  const [edited, setEdited] = useState<{ key: string; data: QuestionEdit }>();
  const edit = edited?.key === initialKey ? edited.data : initial;
  const switchAdding = (to: boolean) => {
    const { conditions: _conditions, ...texts } = edit;
    setCarried({ question, texts });
    setAdding(to);
  };
  const form = useMemo(() => questionEditForm(editing, shapes, edit), [editing, shapes, edit]);
  // The schema changes only when a part's question or operator does: checks compiled once for each.
  const schemaText = JSON.stringify(form.schema);
  const schema = useMemo(() => JSON.parse(schemaText) as Record<string, unknown>, [schemaText]);
  const checks = useMemo(() => documentChecks(schema, customizeValidator(validatorOptions)), [schema]);
  const [status, setStatus] = useState('');
  const save = async (data: QuestionEdit) => {
    try {
      const [shape] = shapes;
      const files =
        draft && shape?.parts
          ? conditionAddedChanges(question, data, shape, draft, liveDocument(draft.file), base)
          : questionEditChanges(question, data, shapes);
      if (files.length === 0) {
        setStatus('Nothing to save: the texts are as written.');
        return;
      }
      for (const { file, changes } of files) await saveEdit(file, changes);
      setStatus(`Saved ${files.map((f) => `journey/${f.file}`).join(', ')}.`);
      setAdding(false);
    } catch (error) {
      setStatus(`Not saved: ${(error as Error).message}`);
    }
  };
  const askAlways = async () => {
    if (typeof conditional === 'string') return;
    try {
      const files = conditionRemovedChanges(question, edit, conditional, liveDocument(conditional.file));
      for (const { file, changes } of files) await saveEdit(file, changes);
      setStatus(
        `Saved ${files.map((f) => `journey/${f.file}`).join(', ')}: the question is asked without that condition.`,
      );
    } catch (error) {
      setStatus(`Not saved: ${(error as Error).message}`);
    }
  };
  return (
    <>
      <SingleForm
        key={initialKey}
        form={{
          id: 'question-edit',
          title: question.title ?? question.path,
          schema: schema as RJSFSchema,
          uiSchema: form.ui as UiSchema,
        }}
        checks={checks}
        initialData={initial as unknown as Record<string, unknown>}
        transform={(previous, next) =>
          tidyConditions(
            previous as unknown as QuestionEdit,
            next as unknown as QuestionEdit,
            shapes,
          ) as never
        }
        onChange={(data) => setEdited({ key: initialKey, data: data as unknown as QuestionEdit })}
        onValid={(data) => void save(data as unknown as QuestionEdit)}
        widgets={widgets}
        text={engineText}
        actions={
          <>
            {typeof unconditional === 'object' ? (
              <p className="studio-condition-actions">
                {draft ? (
                  <button type="button" onClick={() => switchAdding(false)}>
                    Keep it always asked
                  </button>
                ) : (
                  <button type="button" onClick={() => switchAdding(true)}>
                    Ask only when…
                  </button>
                )}
              </p>
            ) : question.conditions.length === 0 ? (
              <p className="studio-condition-actions">
                “Ask only when…” is not offered here: {unconditional}.
              </p>
            ) : null}
            {typeof conditional === 'object' ? (
              <p className="studio-condition-actions">
                <button type="button" onClick={() => void askAlways()}>
                  {alwaysAskWords(question.conditions.at(-1) as QuestionCondition)}
                </button>
              </p>
            ) : question.conditions.length > 0 ? (
              <p className="studio-condition-actions">“Always ask it” is not offered here: {conditional}.</p>
            ) : null}
            {editing.conditions.length > 0 ? (
              <section
                className="studio-conditions-now"
                aria-label="The conditions as edited"
                aria-live="polite"
              >
                {editing.conditions.map((condition, i) => {
                  const shape = shapes[i];
                  if (!shape) return null;
                  const now = conditionNow(condition, shape, edit.conditions?.[`condition_${i}`]);
                  return (
                    <p key={`${condition.file}${condition.pointer}`} className="studio-condition-now">
                      {now.words}
                    </p>
                  );
                })}
              </section>
            ) : null}
            <div className="step-actions">
              <button type="submit" className="button">
                Save to the journey files
              </button>
            </div>
          </>
        }
      />
      {status ? <p role="status">{status}</p> : null}
    </>
  );
}
