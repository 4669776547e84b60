import type {
  VehicleLookupResult,
  VehicleManualQuery,
  VehicleOptionsResponse,
} from '../../../schemas/generated/index';
import { KeptAnswers, type KeptAnswersOptions } from '../shared/keptAnswers';
import type { VehicleProvider } from './vehicleProvider';

/**
 * A paid lookup service's answers, kept a while by plate (KeptAnswers): the form's Find Van and the
 * save that then holds the van to its registration (quoting/registeredVan.ts) ask the service once
 * between them, not twice.
 */
export class RememberedLookups implements VehicleProvider {
  readonly name: string;
  private readonly kept: KeptAnswers<VehicleLookupResult[]>;

  constructor(
    /** The service asked. */
    readonly inner: VehicleProvider,
    options: KeptAnswersOptions,
  ) {
    this.name = inner.name;
    this.kept = new KeptAnswers(options);
  }

  findByRegistration(registration: string): Promise<VehicleLookupResult[]> {
    return this.kept.get(registration, () => this.inner.findByRegistration(registration));
  }

  manualLookup(query: VehicleManualQuery): Promise<VehicleOptionsResponse> {
    return this.inner.manualLookup(query);
  }
}
