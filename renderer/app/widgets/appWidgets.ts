import type { RegistryWidgetsType } from '@rjsf/utils';
import { PostcodeAddressWidget } from './PostcodeAddressWidget';
import { PostcodeWidget } from './PostcodeWidget';
import { RegistrationWidget } from './RegistrationWidget';
import { VehicleLookupWidget } from './VehicleLookupWidget';

/**
 * The app's own widgets, added to the engine's by name: those that call our API and those of our
 * business (a vehicle registration), which the generic engine does not know.
 */
export const appWidgets: RegistryWidgetsType = {
  postcodeAddress: PostcodeAddressWidget,
  postcode: PostcodeWidget,
  vehicleLookup: VehicleLookupWidget,
  registration: RegistrationWidget,
};
