import type { WidgetProps } from '@rjsf/utils';
import type { Option } from '../form/OptionsContext';

/** The schema's own choices (enum / oneOf) as options, when the widget names no list. */
export function schemaOptions(props: Pick<WidgetProps, 'options'>): Option[] {
  const enumOptions = (props.options.enumOptions ?? []) as { label: string; value: unknown }[];
  return enumOptions.map((o) => ({ name: o.label, value: String(o.value) }));
}

/** The stored value of a chosen option: a number when the schema wants one. */
export function storedValue(value: string, type: unknown): string | number {
  return type === 'integer' || type === 'number' ? Number(value) : value;
}
