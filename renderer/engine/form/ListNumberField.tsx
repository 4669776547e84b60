import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { listOf } from '../lib/listAt';
import { traitsOf } from '../widgets/widgetTraits';
import { PlacedStringField } from './PlacedStringField';

const NumberField = (getDefaultRegistry().fields as RegistryFieldsType)
  .NumberField as ComponentType<FieldProps>;

/** The widget a field names in its ui schema, from the registry when named. */
function widgetOf(props: FieldProps): unknown {
  const named = props.uiSchema?.['ui:widget'] as unknown;
  return typeof named === 'string' ? props.registry.widgets[named] : named;
}

/**
 * RJSF's number field, except where the widget stores the number itself: a number chosen from a
 * reference list (`"list"` beside `"type": "integer"`; optionsFor.storedValue gives the option's
 * number), or a widget that reads and shows numbers in a format of its own (its traits name one:
 * the currency widget parses pounds). Those go straight to the string field. RJSF's number field,
 * there to keep a decimal being typed in the browser's number format, asks the browser for that
 * format each time it is drawn: on every keystroke into the field, and, the first time, setting up
 * the browser's number formatting, a long pause on a phone while the first step is drawn.
 */
export function ListNumberField(props: FieldProps) {
  return listOf(props.schema) || traitsOf(widgetOf(props)).format ? (
    <PlacedStringField {...props} />
  ) : (
    <NumberField {...props} />
  );
}
