/**
 * The widgets the engine registers (renderer/engine); `ui:widget` may name no other. The
 * renderer's registry test keeps its map and this list the same.
 */
export const knownWidgets: readonly string[] = [
  'yesNo',
  'listSelect',
  'typeahead',
  'date',
  'currency',
  'phone',
  'registration',
  'postcode',
  'postcodeAddress',
  'vehicleLookup',
  'repeater',
  'range',
  'sortCode',
  'accountNumber',
  'masked',
  'text',
  'email',
  'number',
  'textarea',
  'checkbox',
];
