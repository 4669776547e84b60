import type { RegistryFieldsType } from '@rjsf/utils';
import { ObjectWidgetField } from './ObjectWidgetField';
import { PlacedStringField } from './PlacedStringField';
import { RepeaterField } from './RepeaterField';

/**
 * RJSF's object, array and string fields, taught our object widgets, the repeater, and where a
 * string answer sits (for limits that name other answers).
 */
export const engineFields = {
  ObjectField: ObjectWidgetField,
  ArrayField: RepeaterField,
  StringField: PlacedStringField,
} as unknown as RegistryFieldsType;
