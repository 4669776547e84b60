// The vehicle provider: what the lead wires into createApp (see README.md).
export { CommercialLookupAdapter, type CommercialLookupOptions } from './commercialLookupAdapter';
export {
  createVehicleProvider,
  DEFAULT_VEHICLE_TIMEOUT_MS,
  type VehicleProviderDeps,
} from './createVehicleProvider';
export { DVLA_VES_PRODUCTION_URL, DvlaVesAdapter, type DvlaVesOptions } from './dvlaVesAdapter';
export { EmbeddedVehicleProvider, NEVER_FOUND_ENDING } from './embeddedVehicleProvider';
export { embeddedVanCatalogue, VanCatalogue, type VanEntry, type VanVariant } from './vanCatalogue';
export { VehicleLookupError, type VehicleProvider } from './vehicleProvider';
