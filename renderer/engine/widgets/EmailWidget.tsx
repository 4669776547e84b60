import type { WidgetProps } from '@rjsf/utils';

/** An e-mail address: the e-mail keyboard on phones and the browser's autofill. */
export function EmailWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} type="email" options={{ autocomplete: 'email', ...props.options }} />;
}
