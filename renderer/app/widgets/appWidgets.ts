import type { RegistryWidgetsType } from '@rjsf/utils';
import { PostcodeAddressWidget } from './PostcodeAddressWidget';
import { VehicleLookupWidget } from './VehicleLookupWidget';

/** The widgets that call our API, added to the engine's by name. */
export const appWidgets: RegistryWidgetsType = {
  postcodeAddress: PostcodeAddressWidget,
  vehicleLookup: VehicleLookupWidget,
};
