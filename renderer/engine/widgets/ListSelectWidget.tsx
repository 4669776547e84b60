import type { WidgetProps } from '@rjsf/utils';
import { useEngineText } from '../form/EngineText';
import { describedBy, useFieldMessage } from '../form/FormStatusContext';
import { useCountInTurn } from '../form/drawInSlices';
import { useOptions } from '../form/OptionsContext';
import { listOf } from '../lib/listAt';
import { allowedBySchema, schemaOptions, storedValue } from './optionsFor';

/** How many options a long list adds to the page in one task while the page is drawn in slices. */
const OPTIONS_PER_SLICE = 200;

/**
 * A drop-down of the reference list the schema names (`"list": "occupation_status"`) or of the
 * schema's own choices. Values are the options' own; a stored value that matches none shows as
 * 'Unknown'. `ui:options.exclude` and `only` narrow what is offered.
 */
export function ListSelectWidget(props: WidgetProps) {
  const { id, value, disabled, onChange, onBlur, options, schema, uiSchema } = props;
  const text = useEngineText();
  const message = useFieldMessage(id);
  const listKey = listOf(schema);
  const fromList = useOptions(listKey);
  let choices = listKey ? allowedBySchema(fromList, schema) : schemaOptions(props);
  if (Array.isArray(options.exclude))
    choices = choices.filter((o) => !(options.exclude as unknown[]).includes(o.value));
  if (Array.isArray(options.only))
    choices = choices.filter((o) => (options.only as unknown[]).includes(o.value));
  const current = value === undefined || value === null ? '' : String(value);
  const unknown = current !== '' && choices.length > 0 && !choices.some((o) => o.value === current);
  // A long list arrives over a few tasks (drawInSlices.tsx); the chosen option is there from the first.
  const count = useCountInTurn(choices.length, OPTIONS_PER_SLICE);
  let drawn = choices;
  if (count < choices.length) {
    const chosen = choices.find((o, i) => i >= count && o.value === current);
    drawn = chosen ? [...choices.slice(0, count), chosen] : choices.slice(0, count);
  }
  return (
    <select
      id={id}
      className={`input select${message ? ' input--invalid' : ''}`}
      value={current}
      disabled={disabled}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy(id, Boolean(uiSchema?.['ui:help']), Boolean(message))}
      onChange={(e) => onChange(e.target.value === '' ? undefined : storedValue(e.target.value, schema.type))}
      onBlur={() => onBlur(id, value)}
    >
      <option value="">{text.choose}</option>
      {unknown ? <option value={current}>{text.unknownOption}</option> : null}
      {drawn.map((o) => (
        <option key={o.value} value={o.value}>
          {o.name}
        </option>
      ))}
    </select>
  );
}
