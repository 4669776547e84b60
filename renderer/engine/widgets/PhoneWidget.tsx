import type { WidgetProps } from '@rjsf/utils';
import { formats } from '../../../schemas/src/formats/index';

const dialled = (typed: string) => typed.replace(/[^\d+]/g, '');

/**
 * A phone number: only digits and plus are kept, written as the schema's format writes what is
 * typed or pasted (its `typed`: "+44 (0)7700 900123" as "+447700900123"), and then no more of
 * them than the schema's maxLength (the one statement of the limit, which the server checks too;
 * no limit without one).
 */
export function PhoneWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const limit = typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined;
  const typed = formats.find((format) => format.name === props.schema.format)?.typed;
  return (
    <BaseInputTemplate
      {...props}
      type="tel"
      options={{ autocomplete: 'tel', ...props.options, maxLength: limit }}
      normalise={typed ? (text: string) => dialled(typed(text)) : dialled}
      onChange={(v: unknown) => props.onChange(v === '' ? undefined : v)}
    />
  );
}
