import type { WidgetProps } from '@rjsf/utils';
import { useState, type KeyboardEvent } from 'react';
import { useEngineText } from '../form/EngineText';
import { describedBy, useFieldMessage } from '../form/FormStatusContext';
import { useOptions } from '../form/OptionsContext';
import { listOf } from '../lib/listAt';
import { allowedBySchema, schemaOptions, storedValue } from './optionsFor';

/**
 * A combobox over a long list (the one the schema names, else the schema's own choices):
 * suggestions appear only once text is typed, matched anywhere in the option's name whatever the
 * case; arrows move, Enter chooses, Escape closes. Leaving the field with an option's whole name
 * typed (whatever the case) chooses it; text that no longer names the chosen option clears the
 * answer at once, so the old choice is never kept silently behind other words.
 */
export function TypeaheadWidget(props: WidgetProps) {
  const { id, value, disabled, onChange, onBlur, options, schema, uiSchema } = props;
  const text = useEngineText();
  const message = useFieldMessage(id);
  const listKey = listOf(schema);
  const fromList = useOptions(listKey);
  let choices = listKey ? allowedBySchema(fromList, schema) : schemaOptions(props);
  if (Array.isArray(options.only))
    choices = choices.filter((o) => (options.only as unknown[]).includes(o.value));
  const chosen = choices.find((o) => o.value === String(value ?? ''));
  // 'Unknown' only once the options are here: a stored answer reads blank while they load.
  const unanswered = value === undefined || value === null || value === '';
  const shown = unanswered || (!chosen && choices.length === 0) ? '' : (chosen?.name ?? text.unknownOption);
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const query = typed?.trim().toLowerCase() ?? '';
  const named = (option: { name: string }, text: string) =>
    option.name.trim().toLowerCase() === text.trim().toLowerCase();
  // The option named exactly by the text comes first, so Enter chooses "Builder", not "Boat Builder".
  const matches = query
    ? choices
        .filter((o) => o.name.toLowerCase().includes(query))
        .sort((a, b) => Number(named(b, query)) - Number(named(a, query)))
        .slice(0, 50)
    : [];
  const open = typed !== null && query !== '';
  const pick = (index: number) => {
    const option = matches[index];
    if (!option) return;
    onChange(storedValue(option.value, schema.type));
    setTyped(null);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => Math.max(0, Math.min(matches.length - 1, a + step)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      pick(active);
    } else if (e.key === 'Escape') {
      // The suggestions close, and only they: a dialog the question is in stays open.
      e.stopPropagation();
      setTyped(null);
    }
  };
  const listId = `${id}__options`;
  return (
    <div className="typeahead">
      <input
        id={id}
        className={`input${message ? ' input--invalid' : ''}`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open && matches.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, Boolean(uiSchema?.['ui:help']), Boolean(message))}
        value={typed ?? shown}
        disabled={disabled}
        onChange={(e) => {
          const next = e.target.value;
          setTyped(next);
          setActive(0);
          if (!unanswered && !(chosen && named(chosen, next))) onChange(undefined);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          const exact = query ? choices.find((o) => named(o, query)) : undefined;
          if (exact) {
            const kept = storedValue(exact.value, schema.type);
            if (!chosen || chosen.value !== exact.value) onChange(kept);
            setTyped(null);
            onBlur(id, kept);
            return;
          }
          onBlur(id, value);
          setTimeout(() => setTyped(null), 150);
        }}
      />
      {/* Nothing matching is said where the list would be, in a status that is always there (a
          screen reader reads out what arrives in it); a list of options holds options only. */}
      <div role="status">
        {open && matches.length === 0 ? (
          <p className="typeahead-list typeahead-empty">{text.noMatches}</p>
        ) : null}
      </div>
      <ul id={listId} role="listbox" className="typeahead-list" hidden={!open || matches.length === 0}>
        {matches.map((o, i) => (
          <li
            key={o.value}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'typeahead-option typeahead-option--active' : 'typeahead-option'}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(i);
            }}
          >
            {o.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
