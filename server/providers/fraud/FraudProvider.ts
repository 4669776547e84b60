import type { DeviceRiskCheckResponse } from '../../../schemas/generated/index';

export type FraudResult = DeviceRiskCheckResponse['result'];
export type FraudReason = DeviceRiskCheckResponse['reason'];

export interface FraudCheckInput {
  /** The blackbox stored with the proposal (risk.userfields.iovachek). */
  blackbox: string;
  /** The proposal's uuid, sent as the account code: it identifies the applicant to the service. */
  proposalUuid: string;
  /** The customer's IP address as the server saw it. */
  statedIp?: string;
}

/** The decision the client sees, plus what only the event log keeps. */
export interface FraudDecision extends DeviceRiskCheckResponse {
  /** The service's own words (its reason text, its id), for staff; never sent to the client. */
  detail?: Record<string, string>;
}

/** The device-fingerprint fraud check of the thank-you page: embedded rules or iovation. */
export interface FraudProvider {
  /** For logs and the event: "embedded", "iovation". */
  readonly name: string;
  /** Decides on a stored blackbox. A failing service throws ProviderError; never hangs. */
  check(input: FraudCheckInput): Promise<FraudDecision>;
}
