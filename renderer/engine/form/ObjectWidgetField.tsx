import { getDefaultRegistry } from '@rjsf/core';
import {
  getUiOptions,
  type FieldProps,
  type RegistryFieldsType,
  type UiSchema,
  type WidgetProps,
} from '@rjsf/utils';
import type { ComponentType } from 'react';
import { ObjectWidgetContext } from './objectWidgetContext';

const ObjectField = (getDefaultRegistry().fields as RegistryFieldsType)
  .ObjectField as ComponentType<FieldProps>;

/**
 * RJSF draws objects field by field and ignores ui:widget on them; this field lets a registered
 * widget own a whole object (an address lookup), or only its `ui:options.lookupFields` (a lookup
 * that fills some answers among the object's other questions, which RJSF draws as usual around it). Besides RJSF's
 * widget props, such a widget gets `fieldPath`: the dotted data path of its object.
 */
export function ObjectWidgetField(props: FieldProps) {
  const name = props.uiSchema?.['ui:widget'];
  const Widget = (typeof name === 'string' ? props.registry.widgets[name] : undefined) as
    ComponentType<WidgetProps> | undefined;
  if (!Widget) return <ObjectField {...props} />;
  const id = props.fieldPathId.$id;
  const options = getUiOptions(props.uiSchema);
  const element = (
    <Widget
      id={id}
      name={props.name}
      label={props.schema.title ?? props.name}
      value={props.formData}
      schema={props.schema}
      uiSchema={props.uiSchema}
      options={options}
      registry={props.registry}
      disabled={props.disabled}
      readonly={props.readonly}
      required={props.required}
      fieldPath={props.fieldPathId.path.join('.')}
      onChange={(value: unknown) => props.onChange(value, props.fieldPathId.path, undefined, id)}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
    />
  );
  const lookupFields = Array.isArray(options.lookupFields) ? (options.lookupFields as string[]) : undefined;
  if (!lookupFields) return element;
  const { 'ui:widget': _widget, ...rest } = props.uiSchema ?? {};
  const uiSchema: UiSchema = { ...rest };
  for (const field of lookupFields) uiSchema[field] = { ...(rest[field] as object), 'ui:widget': 'hidden' };
  const order = Array.isArray(rest['ui:order']) ? (rest['ui:order'] as string[]) : [];
  return (
    <ObjectWidgetContext value={{ id, element, order, lookupFields }}>
      <ObjectField {...props} uiSchema={uiSchema} />
    </ObjectWidgetContext>
  );
}
