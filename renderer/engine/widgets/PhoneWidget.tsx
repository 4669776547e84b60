import type { WidgetProps } from '@rjsf/utils';

const dialled = (typed: string) => typed.replace(/[^\d+]/g, '');

/**
 * A phone number: only digits and plus are kept, no more of them than the schema's maxLength (the
 * one statement of the limit, which the server checks too; no limit without one).
 */
export function PhoneWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const limit = typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined;
  return (
    <BaseInputTemplate
      {...props}
      type="tel"
      options={{ autocomplete: 'tel', ...props.options, maxLength: limit }}
      normalise={dialled}
      onChange={(v: unknown) => props.onChange(v === '' ? undefined : v)}
    />
  );
}
