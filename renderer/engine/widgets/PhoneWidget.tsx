import type { WidgetProps } from '@rjsf/utils';

/** A phone number: only digits and plus are kept, at most 13 characters. */
export function PhoneWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return (
    <BaseInputTemplate
      {...props}
      type="tel"
      options={{ autocomplete: 'tel', ...props.options, maxLength: 13 }}
      onChange={(v: unknown) => {
        const kept = typeof v === 'string' ? v.replace(/[^\d+]/g, '').slice(0, 13) : v;
        props.onChange(kept === '' ? undefined : kept);
      }}
    />
  );
}
