import type { WidgetProps } from '@rjsf/utils';
import { memo, useMemo } from 'react';
import { useEngineText } from '../form/EngineText';
import { describedBy, useFieldMessage } from '../form/FormStatusContext';
import { useCountInTurn } from '../form/drawInSlices';
import { type Option, useOptions } from '../form/OptionsContext';
import { listOf } from '../lib/listAt';
import { allowedBySchema, schemaOptions, storedValue } from './optionsFor';

/** How many options a long list adds to the page at a time while the page is drawn in slices. */
const OPTIONS_PER_SLICE = 25;

/**
 * A run of a list's options. Each run is drawn once: a run added later leaves those drawn before
 * alone, so each slice of a long list costs its own options only, not the whole list again.
 */
const OptionRun = memo(function OptionRun({ options }: { options: readonly Option[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.name}
    </option>
  ));
});

/** `choices` in runs of `size`. */
function runsOf(choices: readonly Option[], size: number): (readonly Option[])[] {
  const runs: (readonly Option[])[] = [];
  for (let i = 0; i < choices.length; i += size) runs.push(choices.slice(i, i + size));
  return runs;
}

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
  const runs = useMemo(() => runsOf(choices, OPTIONS_PER_SLICE), [choices]);
  const current = value === undefined || value === null ? '' : String(value);
  const unknown = current !== '' && choices.length > 0 && !choices.some((o) => o.value === current);
  // A long list arrives a run at a time (drawInSlices.tsx); the chosen option is there from the
  // first, at the end until its own run comes.
  const drawnRuns = useCountInTurn(runs.length, 1);
  const chosenLater =
    drawnRuns < runs.length
      ? choices.find((o, i) => i >= drawnRuns * OPTIONS_PER_SLICE && o.value === current)
      : undefined;
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
      {runs.slice(0, drawnRuns).map((run, i) => (
        <OptionRun key={i} options={run} />
      ))}
      {chosenLater ? (
        <option key={`later-${chosenLater.value}`} value={chosenLater.value}>
          {chosenLater.name}
        </option>
      ) : null}
    </select>
  );
}
