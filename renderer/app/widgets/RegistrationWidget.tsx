import type { WidgetProps } from '@rjsf/utils';

/** A vehicle registration: letters and digits in upper case, at most 7 characters. */
export function RegistrationWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      options={{ ...props.options, maxLength: 7 }}
      onChange={(v: unknown) => {
        const kept =
          typeof v === 'string'
            ? v
                .toUpperCase()
                .replace(/[^A-Z0-9]/g, '')
                .slice(0, 7)
            : v;
        props.onChange(kept === '' ? undefined : kept);
      }}
    />
  );
}
