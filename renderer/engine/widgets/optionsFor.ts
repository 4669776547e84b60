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

/**
 * The options the schema allows where it narrows a list: a branch may allow only some of the
 * list's values (`enum` beside `list`, as for students' occupations), and only those are offered.
 */
export function allowedBySchema(choices: readonly Option[], schema: { enum?: unknown }): readonly Option[] {
  if (!Array.isArray(schema.enum)) return choices;
  const allowed = new Set(schema.enum.map(String));
  return choices.filter((o) => allowed.has(o.value));
}
