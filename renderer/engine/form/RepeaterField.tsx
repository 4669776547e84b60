import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import { useCallback, type ComponentType } from 'react';
import { ItemSetterContext } from '../templates/repeaterContext';

const ArrayField = (getDefaultRegistry().fields as RegistryFieldsType)
  .ArrayField as ComponentType<FieldProps>;

/**
 * RJSF takes ui:widget on an array for a widget of its own; `repeater` names our
 * ArrayFieldTemplate instead (cards and a modal), so the name is dropped before RJSF sees it.
 */
export function RepeaterField(props: FieldProps) {
  const { onChange, fieldPathId } = props;
  // An item closed unsaved gets its answers back through the list's own change (ArrayFieldTemplate).
  const setItem = useCallback(
    (index: number, item: unknown) => onChange(item, [...fieldPathId.path, index]),
    [onChange, fieldPathId],
  );
  if (props.uiSchema?.['ui:widget'] !== 'repeater') return <ArrayField {...props} />;
  const { 'ui:widget': _widget, ...uiSchema } = props.uiSchema;
  return (
    <ItemSetterContext value={setItem}>
      <ArrayField {...props} uiSchema={uiSchema} />
    </ItemSetterContext>
  );
}
