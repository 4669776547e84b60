import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { type ReactNode, use, useState } from 'react';
import { useDiscard } from '../form/discardContext';
import { useUnsavedItems } from '../form/unsavedItems';
import { useEngineText } from '../form/EngineText';
import { FieldMessage } from './FieldMessage';
import { ListedContext, useFieldMessage, useFormStatus } from '../form/FormStatusContext';
import { focusField } from '../form/useStepValidation';
import { ErrorSummary } from './ErrorListTemplate';
import { idForPath } from '../lib/idForPath';
import { Modal } from '../form/Modal';
import { OptionsContext } from '../form/OptionsContext';
import { itemTitle } from '../lib/itemTitle';
import { cardSummary } from './cardSummary';
import { useRepeater } from './repeaterContext';

/**
 * One repeater card (title, date, description, Edit, Remove, and the first message of its answers
 * while it is closed) and, when open, its modal form. The card has the item's id: a message of one
 * of its answers leads to it (its Edit, which the message describes) while the modal is closed.
 */
export function ArrayFieldItemTemplate({ children, index, buttonsProps }: ArrayFieldItemTemplateProps) {
  const discard = useDiscard();
  const unsaved = useUnsavedItems();
  const repeater = useRepeater();
  const text = useEngineText();
  const lists = use(OptionsContext);
  const id = repeater ? idForPath(`${repeater.path}.${index}`) : undefined;
  const open = repeater?.editing === index;
  const message = useFieldMessage(open ? undefined : id, true);
  if (!repeater || !id) return <div className="array-item">{children}</div>;
  const { options } = repeater;
  const item = (repeater.items[index] ?? {}) as Record<string, unknown>;
  const title = itemTitle(options, index, repeater.fallbackTitle);
  const lines = cardSummary(item, options.summary ?? [], repeater.itemSchema, lists, text.unknownOption);
  const editLabel = options.editLabel ?? text.edit;
  const removeLabel = options.removeLabel ?? text.remove;
  const close = () => {
    if (!repeater.isNew) {
      // Closed unsaved: a saved item keeps the answers it had when opened.
      repeater.cancelEditing();
      return;
    }
    // Closed unsaved: the item goes as if never added (no removal for the rules to answer).
    discard({ path: repeater.path, length: repeater.items.length - 1 });
    unsaved.dropped(repeater.path);
    buttonsProps.onRemoveItem();
    repeater.setEditing(null);
  };
  const path = `${repeater.path}.${index}`;
  return (
    <li id={id} className={`repeater-card${message ? ' field--invalid' : ''}`}>
      <h4 className="repeater-card-title">{title}</h4>
      {lines.map((line, i) => (
        <p key={i} className="repeater-card-line">
          {line}
        </p>
      ))}
      <div className="repeater-card-actions">
        <button
          type="button"
          className="button button--link"
          aria-label={`${editLabel} ${title}`}
          aria-describedby={message ? `${id}__error` : undefined}
          onClick={() => repeater.setEditing(index)}
        >
          {editLabel}
        </button>
        <button
          type="button"
          className="button button--link"
          aria-label={`${removeLabel} ${title}`}
          onClick={() => {
            repeater.setEditing(null);
            repeater.removing(index);
            buttonsProps.onRemoveItem();
          }}
        >
          {removeLabel}
        </button>
      </div>
      {message ? <FieldMessage id={`${id}__error`} message={message} /> : null}
      {open ? (
        <Modal title={title} closeLabel={text.close} onClose={close}>
          <ItemForm
            path={path}
            onSaved={() => {
              if (repeater.isNew) unsaved.saved(repeater.path);
              repeater.setEditing(null);
            }}
          >
            {children}
          </ItemForm>
        </Modal>
      ) : null}
    </li>
  );
}

/**
 * The open item's questions and Save, as a step's: a Save that finds answers missing keeps the
 * item open under an error summary, which is announced once for all its messages (the focus goes
 * to the first question with one). An item opened with messages (the server refused it, or it was
 * left so) shows its summary at once.
 */
function ItemForm({ path, onSaved, children }: { path: string; onSaved: () => void; children: ReactNode }) {
  const text = useEngineText();
  // Drawn again as the status changes: its summary follows the answers (its questions, given as
  // children, are not drawn again for it).
  const status = useFormStatus();
  const [saved, setSaved] = useState(() => status.errorsWithin(path).length > 0);
  const save = () => {
    setSaved(true);
    if (status.checkWithin(path)) onSaved();
  };
  return (
    <ListedContext value={saved}>
      <ErrorSummary
        title={text.errorSummaryTitle}
        errors={saved ? status.errorsWithin(path) : []}
        onPick={focusField}
      />
      {children}
      <button type="button" className="button button--primary" onClick={save}>
        {text.done}
      </button>
    </ListedContext>
  );
}
