import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { use } from 'react';
import { useEngineText } from '../form/EngineText';
import { useFieldMessage, useFormStatusActions } from '../form/FormStatusContext';
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
  const repeater = useRepeater();
  const text = useEngineText();
  const status = useFormStatusActions();
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
    if (repeater.isNew) buttonsProps.onRemoveItem();
    repeater.setEditing(null);
  };
  const done = () => {
    if (status.checkWithin(`${repeater.path}.${index}`)) repeater.setEditing(null);
  };
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
      {message ? (
        <p id={`${id}__error`} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
      {open ? (
        <Modal title={title} closeLabel={text.close} onClose={close}>
          {children}
          <button type="button" className="button button--primary" onClick={done}>
            {text.done}
          </button>
        </Modal>
      ) : null}
    </li>
  );
}
