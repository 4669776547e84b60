import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { use, useEffect, useRef, useState } from 'react';
import { fillText, useEngineText } from '../form/EngineText';
import { useFieldMessage } from '../form/FormStatusContext';
import { useUnsavedItems } from '../form/unsavedItems';
import { FieldMessage } from './FieldMessage';
import { ItemSetterContext, RepeaterContext, type RepeaterOptions } from './repeaterContext';

const lostFocus = (pressed: Element | null) => {
  const active = document.activeElement;
  return !active || active === document.body || active === pressed;
};

/** The control before `section` in its form: the question the list belongs to, as a rule. */
function controlBefore(section: HTMLElement): HTMLElement | null {
  const controls = [...(section.closest('form')?.elements ?? [])].filter(
    (e): e is HTMLElement =>
      e instanceof HTMLElement &&
      !section.contains(e) &&
      Boolean(section.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING),
  );
  return controls.at(-1) ?? null;
}

/** A radio stands for its group: the option chosen in it, once the list has gone. */
function chosenOption(control: HTMLElement): HTMLElement {
  if (!(control instanceof HTMLInputElement) || control.type !== 'radio' || !control.form) return control;
  const group = [...control.form.elements].filter(
    (e): e is HTMLInputElement =>
      e instanceof HTMLInputElement && e.type === 'radio' && e.name === control.name,
  );
  return group.find((e) => e.checked) ?? control;
}

/**
 * The repeater: a card per item (ArrayFieldItemTemplate), the item form in a modal, and
 * 'Add a ...' then 'Add Another ...', hidden once the list is full or while an item is open.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, formData, fieldPathId, title, schema, uiSchema } = props;
  const text = useEngineText();
  const unsaved = useUnsavedItems();
  const path = fieldPathId.path.join('.');
  // The open item, and for a saved item opened with Edit, its answers as they were then.
  const [editing, setEditingState] = useState<{ index: number | null; isNew: boolean; before?: string }>({
    index: null,
    isNew: false,
  });
  const setItem = use(ItemSetterContext);
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
    if (list.length === 0) {
      setEditingState({ index: 0, isNew: true });
      unsaved.added(path, 0);
    }
    requested.current += 1;
    onAddClick();
  }, [list.length, addable, onAddClick, unsaved, path]);
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
  // Remove takes its card away with the focus it had: once the list is shorter, the next card's
  // first control takes it, else the one before's, else the add button. A list that goes with its
  // last item (its question answered No by a rule) gives it to the question before it.
  const section = useRef<HTMLElement>(null);
  const removed = useRef<{ index: number; pressed: Element | null; before: HTMLElement | null } | null>(null);
  useEffect(() => {
    const removal = removed.current;
    if (!removal) return;
    removed.current = null;
    if (!lostFocus(removal.pressed)) return;
    const cards = [...(section.current?.querySelectorAll(':scope > .repeater-cards > li') ?? [])];
    const card = cards[removal.index] ?? cards[removal.index - 1];
    const target = card?.querySelector<HTMLElement>('.repeater-card-actions button') ?? addButton.current;
    target?.focus();
  }, [list.length]);
  useEffect(
    () => () => {
      const removal = removed.current;
      if (!removal?.before) return;
      const { pressed, before } = removal;
      // Drawn once the form has answered the question again.
      setTimeout(() => {
        if (before.isConnected && lostFocus(pressed)) chosenOption(before).focus();
      });
    },
    [],
  );
  const label =
    list.length === 0
      ? (options.addLabel ?? fillText(text.addFirst, { item: itemName }))
      : (options.addAnotherLabel ?? fillText(text.addAnother, { item: itemName }));
  return (
    <RepeaterContext
      value={{
        editing: editing.index,
        isNew: editing.isNew,
        setEditing: (index, isNew = false) =>
          setEditingState({
            index,
            isNew,
            before: index === null || isNew ? undefined : JSON.stringify(list[index] ?? null),
          }),
        cancelEditing: () => {
          const { index, isNew, before } = editing;
          if (
            index !== null &&
            !isNew &&
            before !== undefined &&
            JSON.stringify(list[index] ?? null) !== before
          )
            setItem?.(index, JSON.parse(before));
          setEditingState({ index: null, isNew: false });
        },
        removing: (index) => {
          removed.current = {
            index,
            pressed: document.activeElement,
            before: section.current && list.length === 1 ? controlBefore(section.current) : null,
          };
        },
        items: list,
        path,
        options,
        itemSchema: (itemSchema ?? {}) as Record<string, unknown>,
        fallbackTitle: title || schema.title || '',
      }}
    >
      <section
        ref={section}
        className={`repeater${message ? ' field--invalid' : ''}`}
        aria-labelledby={`${id}__title`}
      >
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
              unsaved.added(path, list.length);
              onAddClick();
              setEditingState({ index: list.length, isNew: true });
            }}
          >
            {label}
          </button>
        ) : null}
        {message ? <FieldMessage id={`${id}__error`} message={message} /> : null}
      </section>
    </RepeaterContext>
  );
}
