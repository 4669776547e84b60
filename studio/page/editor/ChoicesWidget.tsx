import type { WidgetProps } from '@rjsf/utils';

/**
 * The values a condition compares an answer with: the options of the question it reads, several
 * at once (a list box), or one when the part takes one ("is", "is not").
 */
export function ChoicesWidget({ id, value, schema, options, disabled, onChange, onBlur }: WidgetProps) {
  const choices = (options.enumOptions ?? []) as { label: string; value: unknown }[];
  const chosen = Array.isArray(value) ? value.map(String) : [];
  if (schema.maxItems === 1)
    return (
      <select
        id={id}
        className="input select"
        value={chosen[0] ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value === '' ? [] : [e.target.value])}
        onBlur={() => onBlur(id, value)}
      >
        <option value="">Choose a value</option>
        {choices.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    );
  return (
    <select
      id={id}
      multiple
      className="input studio-choices"
      size={Math.min(8, Math.max(3, choices.length))}
      value={chosen}
      disabled={disabled}
      onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value))}
      onBlur={() => onBlur(id, value)}
    >
      {choices.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
