import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { listOf } from '../lib/listAt';
import { PlacedStringField } from './PlacedStringField';

const NumberField = (getDefaultRegistry().fields as RegistryFieldsType)
  .NumberField as ComponentType<FieldProps>;

/**
 * RJSF's number field, except for a number chosen from a reference list (`"list"` beside
 * `"type": "integer"`): its widget stores the chosen option's number itself (optionsFor.storedValue),
 * so it goes straight to the string field. RJSF's number field, there to keep a decimal being typed,
 * asks the browser for its number format each time it is drawn, and the first asking sets up the
 * browser's number formatting, a long pause on a phone while the first step is drawn.
 */
export function ListNumberField(props: FieldProps) {
  return listOf(props.schema) ? <PlacedStringField {...props} /> : <NumberField {...props} />;
}
