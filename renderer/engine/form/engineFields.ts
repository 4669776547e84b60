import type { RegistryFieldsType } from '@rjsf/utils';
import { ListNumberField } from './ListNumberField';
import { ObjectWidgetField } from './ObjectWidgetField';
import { PlacedStringField } from './PlacedStringField';
import { RepeaterField } from './RepeaterField';

/**
 * RJSF's object, array, string and number fields, taught our object widgets, the repeater, where a
 * string answer sits (for limits that name other answers), and numbers chosen from a list.
 */
export const engineFields = {
  ObjectField: ObjectWidgetField,
  ArrayField: RepeaterField,
  StringField: PlacedStringField,
  NumberField: ListNumberField,
} as unknown as RegistryFieldsType;
