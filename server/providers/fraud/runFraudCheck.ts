import type { Logger } from 'pino';
import { ProviderError } from '../shared/providerHttp';
import type { FraudCheckInput, FraudDecision, FraudProvider } from './FraudProvider';

/**
 * Asks the fraud service for a decision; a failure of any kind is logged and becomes "review", so
 * the check never blocks a customer with a 500 and never turns a failure into "allow".
 */
export async function runFraudCheck(
  provider: FraudProvider,
  log: Logger,
  input: FraudCheckInput,
): Promise<FraudDecision> {
  try {
    return await provider.check(input);
  } catch (error) {
    const reason = error instanceof ProviderError ? error.reason : 'unexpected';
    const status = error instanceof ProviderError ? error.status : undefined;
    log.warn({ provider: provider.name, reason, status }, 'fraud check failed to run');
    return { result: 'review', reason: 'check_unavailable', tracking_number: '' };
  }
}
