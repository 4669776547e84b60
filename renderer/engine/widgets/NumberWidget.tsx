import type { WidgetProps } from '@rjsf/utils';

/** A number answer; the typed text becomes a number. */
export function NumberWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} type="number" />;
}
