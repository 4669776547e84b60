import type { WidgetProps } from '@rjsf/utils';

const digits = (typed: string) => typed.replace(/\D/g, '');
const limitOf = (props: WidgetProps, fallback: number) =>
  typeof props.schema.maxLength === 'number' ? props.schema.maxLength : fallback;

/** "123456" shown as "12-34-56" while typed; the answer keeps the digits only. */
export function sortCodeText(value: unknown): string {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '').slice(0, 6) : '';
  return digits.replace(/^(\d{2})(\d{1,2})?(\d{1,2})?$/, (_all, a: string, b?: string, c?: string) =>
    [a, b, c].filter(Boolean).join('-'),
  );
}

/** A sort code: masked ##-##-## on screen, stored and sent as six digits without dashes. */
export function SortCodeWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      value={sortCodeText(props.value)}
      options={{ autocomplete: 'off', inputMode: 'numeric', ...props.options, maxLength: limitOf(props, 6) }}
      normalise={digits}
      onChange={(v: unknown) => props.onChange(v === '' ? undefined : v)}
    />
  );
}

/** A bank account number: digits only, at most the schema's maxLength (8). */
export function AccountNumberWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      options={{ autocomplete: 'off', inputMode: 'numeric', ...props.options, maxLength: limitOf(props, 8) }}
      normalise={digits}
      onChange={(v: unknown) => props.onChange(v === '' ? undefined : v)}
    />
  );
}
