import type { RegistryFieldsType } from '@rjsf/utils';
import { ObjectWidgetField } from './ObjectWidgetField';
import { RepeaterField } from './RepeaterField';

/** RJSF's object and array fields, taught our object widgets and the repeater. */
export const engineFields = {
  ObjectField: ObjectWidgetField,
  ArrayField: RepeaterField,
} as unknown as RegistryFieldsType;
