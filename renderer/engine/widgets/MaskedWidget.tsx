import type { WidgetProps } from '@rjsf/utils';

/**
 * The digits of `typed` laid into `mask` ("#####-#####-#####": `#` is a digit, anything else is
 * written by itself between them): "123456" is "12345-6", a pasted "12345 67890 12345" is
 * "12345-67890-12345". A mask character comes only once a digit follows it, so deleting works.
 */
export function maskDigits(typed: string, mask: string): string {
  const digits = typed.replace(/\D/g, '');
  let shown = '';
  let next = 0;
  for (const place of mask) {
    if (next >= digits.length) break;
    shown += place === '#' ? digits[next++] : place;
  }
  return shown;
}

/**
 * A text of digits in a fixed layout (`ui:options.mask`, such as a quote reference's
 * "#####-#####-#####"): formatted as it is typed, stored as shown. Without a mask, plain text.
 */
export function MaskedWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const mask = typeof props.options.mask === 'string' ? props.options.mask : '';
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      options={{
        autocomplete: 'off',
        ...(mask ? { inputMode: 'numeric', maxLength: mask.length } : {}),
        ...props.options,
      }}
      normalise={mask ? (typed: string) => maskDigits(typed, mask) : undefined}
    />
  );
}
