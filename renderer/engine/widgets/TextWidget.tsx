import type { WidgetProps } from '@rjsf/utils';

/** A one-line text answer, drawn by the BaseInputTemplate. */
export function TextWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} type="text" />;
}
