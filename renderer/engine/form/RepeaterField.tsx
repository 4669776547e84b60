import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import type { ComponentType } from 'react';

const ArrayField = (getDefaultRegistry().fields as RegistryFieldsType)
  .ArrayField as ComponentType<FieldProps>;

/**
 * RJSF takes ui:widget on an array for a widget of its own; `repeater` names our
 * ArrayFieldTemplate instead (cards and a modal), so the name is dropped before RJSF sees it.
 */
export function RepeaterField(props: FieldProps) {
  if (props.uiSchema?.['ui:widget'] !== 'repeater') return <ArrayField {...props} />;
  const { 'ui:widget': _widget, ...uiSchema } = props.uiSchema;
  return <ArrayField {...props} uiSchema={uiSchema} />;
}
