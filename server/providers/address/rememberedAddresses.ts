import { KeptAnswers, type KeptAnswersOptions } from '../shared/keptAnswers';
import type { Address, AddressProvider } from './AddressProvider';

/**
 * A paid address service's answers, kept a while by postcode (KeptAnswers): the form's Find address
 * and the save that then holds the address picked to the list (quoting/lookedUpAddress.ts) ask the
 * service once between them, not twice.
 */
export class RememberedAddresses implements AddressProvider {
  readonly name: string;
  readonly testPostcodes: ReadonlySet<string>;
  private readonly kept: KeptAnswers<Address[]>;

  constructor(
    /** The service asked. */
    readonly inner: AddressProvider,
    options: KeptAnswersOptions,
  ) {
    this.name = inner.name;
    this.testPostcodes = inner.testPostcodes;
    this.kept = new KeptAnswers(options);
  }

  lookup(postcode: string): Promise<Address[]> {
    return this.kept.get(postcode, () => this.inner.lookup(postcode));
  }
}
