import type { WidgetProps } from '@rjsf/utils';

const dialled = (typed: string) => typed.replace(/[^\d+]/g, '');

/** A phone number: only digits and plus are kept, at most 13 of them. */
export function PhoneWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return (
    <BaseInputTemplate
      {...props}
      type="tel"
      options={{ autocomplete: 'tel', ...props.options, maxLength: 13 }}
      normalise={dialled}
      onChange={(v: unknown) => props.onChange(v === '' ? undefined : v)}
    />
  );
}
