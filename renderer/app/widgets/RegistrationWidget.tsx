import type { WidgetProps } from '@rjsf/utils';

const plate = (typed: string) => typed.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * A vehicle registration: letters and digits in upper case, no more than the schema's maxLength
 * (no limit without one), counted after the spaces are removed.
 */
export function RegistrationWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const limit = typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined;
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      options={{ ...props.options, maxLength: limit }}
      normalise={plate}
      onChange={(v: unknown) => props.onChange(v === '' ? undefined : v)}
    />
  );
}
