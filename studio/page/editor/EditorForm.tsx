import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useMemo, useState } from 'react';
import '../../../renderer/app/styles/form.css';
import { engineText } from '../../../renderer/app/form/formText';
import { documentChecks } from '../../../renderer/app/form/stepChecks';
import { validatorOptions } from '../../../renderer/app/form/validatorOptions';
import { SingleForm } from '../../../renderer/engine/form/SingleForm';
import type { OutlineQuestion } from '../../lib/journeyOutline';
import { questionEditChanges, questionEditForm, type QuestionEdit } from '../../lib/questionEditForm';
import { saveEdit } from '../studioApi';

/**
 * The form that edits one question, drawn by the engine from the schema of question edits; a
 * valid form saves into the journey's files (each only where its values changed).
 */
export default function EditorForm({ question }: { question: OutlineQuestion }) {
  const form = useMemo(() => questionEditForm(question), [question]);
  const checks = useMemo(
    () => documentChecks(form.schema, customizeValidator(validatorOptions)),
    [form.schema],
  );
  const [status, setStatus] = useState('');
  const save = async (edit: QuestionEdit) => {
    try {
      const files = questionEditChanges(question, edit);
      if (files.length === 0) {
        setStatus('Nothing to save: the texts are as written.');
        return;
      }
      for (const { file, changes } of files) await saveEdit(file, changes);
      setStatus(`Saved ${files.map((f) => `journey/${f.file}`).join(', ')}.`);
    } catch (error) {
      setStatus(`Not saved: ${(error as Error).message}`);
    }
  };
  return (
    <>
      <SingleForm
        key={JSON.stringify(form.data)}
        form={{
          id: 'question-edit',
          title: question.title ?? question.path,
          schema: form.schema as RJSFSchema,
          uiSchema: form.ui as UiSchema,
        }}
        checks={checks}
        initialData={form.data as unknown as Record<string, unknown>}
        onValid={(data) => void save(data as unknown as QuestionEdit)}
        text={engineText}
      />
      {status ? <p role="status">{status}</p> : null}
    </>
  );
}
