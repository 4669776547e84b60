import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { fillText, useEngineText } from '../form/EngineText';
import { useFieldMessage } from '../form/FormStatusContext';
import { RepeaterContext, type RepeaterOptions } from './repeaterContext';

/**
 * The repeater: a card per item (ArrayFieldItemTemplate), the item form in a modal, and
 * 'Add a ...' then 'Add Another ...', hidden once the list is full or while an item is open.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, formData, fieldPathId, title, schema, uiSchema } = props;
  const text = useEngineText();
  const [editing, setEditingState] = useState<{ index: number | null; isNew: boolean }>({
    index: null,
    isNew: false,
  });
  const list: unknown[] = Array.isArray(formData) ? formData : [];
  const options = (uiSchema?.['ui:options'] ?? {}) as RepeaterOptions;
  const itemSchema = schema.items && typeof schema.items === 'object' ? schema.items : undefined;
  const itemName = (
    options.itemTitle ??
    (itemSchema && 'title' in itemSchema ? itemSchema.title : undefined) ??
    title ??
    schema.title ??
    ''
  ).toLowerCase();
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  const addable = canAdd !== false && list.length < max;
  // A list that appears empty starts with its initial items, the first open in the modal; one
  // is added at a time, each once the one before has arrived.
  const initial = useRef(list.length === 0 ? Math.min(Number(options.initialItems ?? 0) || 0, max) : 0);
  const requested = useRef(0);
  useEffect(() => {
    if (initial.current === 0) return;
    if (list.length >= initial.current || !addable) {
      initial.current = 0;
      return;
    }
    if (requested.current > list.length) return;
    if (list.length === 0) setEditingState({ index: 0, isNew: true });
    requested.current += 1;
    onAddClick();
  }, [list.length, addable, onAddClick]);
  const id = fieldPathId.$id;
  const message = useFieldMessage(id);
  // The add button hides while an item is open, so the focus it had is lost, and the modal has
  // none to give back: once the item is saved or dropped, the button takes it again.
  const addButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    const opened = editing.index !== null;
    if (wasOpen.current && !opened) {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost) addButton.current?.focus();
    }
    wasOpen.current = opened;
  }, [editing.index]);
  const label =
    list.length === 0
      ? (options.addLabel ?? fillText(text.addFirst, { item: itemName }))
      : (options.addAnotherLabel ?? fillText(text.addAnother, { item: itemName }));
  return (
    <RepeaterContext
      value={{
        editing: editing.index,
        isNew: editing.isNew,
        setEditing: (index, isNew = false) => setEditingState({ index, isNew }),
        items: list,
        path: fieldPathId.path.join('.'),
        options,
        itemSchema: (itemSchema ?? {}) as Record<string, unknown>,
        fallbackTitle: title || schema.title || '',
      }}
    >
      <section className={`repeater${message ? ' field--invalid' : ''}`} aria-labelledby={`${id}__title`}>
        {title || schema.title ? (
          <h3 id={`${id}__title`} className="repeater-title">
            {title || schema.title}
          </h3>
        ) : null}
        <ul className="repeater-cards">{items}</ul>
        {addable ? (
          // Hidden, not removed, while an item is open: focus comes back to it when the modal closes.
          <button
            type="button"
            id={id}
            ref={addButton}
            hidden={editing.index !== null}
            className="button button--secondary"
            onClick={() => {
              onAddClick();
              setEditingState({ index: list.length, isNew: true });
            }}
          >
            {label}
          </button>
        ) : null}
        {message ? (
          <p id={`${id}__error`} className="field-error" role="alert">
            {message}
          </p>
        ) : null}
      </section>
    </RepeaterContext>
  );
}
