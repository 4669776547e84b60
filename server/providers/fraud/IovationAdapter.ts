import { fetchJson, isRecord, ProviderError } from '../shared/providerHttp';
import type { FraudCheckInput, FraudDecision, FraudProvider, FraudResult } from './FraudProvider';

export const IOVATION_URL = 'https://api.iovation.com';

export interface IovationOptions {
  /** The API's base (test: https://ci-api.iovation.com); tests point it at a local fake. */
  baseUrl: string;
  subscriberId: string;
  /** The subscriber account, e.g. "OLTP". */
  account: string;
  passcode: string;
  /** The ruleset the check runs (the body's `type`), e.g. "application". */
  ruleset: string;
  timeoutMs: number;
}

const RESULTS: Record<string, FraudResult> = { A: 'allow', D: 'deny', R: 'review' };

/**
 * iovation / TransUnion TruValidate (DOMAIN.md section 7):
 * `POST {base}/fraud/v1/subs/{subscriberId}/checks` with Basic auth
 * "{subscriberId}/{account}:{passcode}" and `{ accountCode, blackbox, statedIp, type }`, answering
 * `{ id, result: "A"|"D"|"R", reason, trackingNumber, ... }`. The client sees our reason code
 * "provider_decision"; iovation's own reason and id go to the event log only.
 */
export class IovationAdapter implements FraudProvider {
  readonly name = 'iovation';
  private readonly authorization: string;

  constructor(private readonly options: IovationOptions) {
    const user = `${options.subscriberId}/${options.account}:${options.passcode}`;
    this.authorization = `Basic ${Buffer.from(user, 'utf8').toString('base64')}`;
  }

  async check({ blackbox, proposalUuid, statedIp }: FraudCheckInput): Promise<FraudDecision> {
    const url = `${this.options.baseUrl}/fraud/v1/subs/${encodeURIComponent(this.options.subscriberId)}/checks`;
    const { status, body } = await fetchJson(this.name, url, {
      method: 'POST',
      headers: { Authorization: this.authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        accountCode: proposalUuid,
        blackbox,
        ...(statedIp ? { statedIp } : {}),
        type: this.options.ruleset,
      }),
      timeoutMs: this.options.timeoutMs,
      maxBytes: 256 * 1024,
    });
    if (status === 401 || status === 403) throw new ProviderError(this.name, 'unauthorised', status);
    if (status !== 200) throw new ProviderError(this.name, `http_${status}`, status);
    const result = isRecord(body) && typeof body.result === 'string' ? RESULTS[body.result] : undefined;
    if (!isRecord(body) || !result) throw new ProviderError(this.name, 'bad_response', status);
    return {
      result,
      reason: 'provider_decision',
      tracking_number: token(body.trackingNumber),
      detail: { provider_reason: text(body.reason), provider_id: token(body.id) },
    };
  }
}

/** An id or tracking number: digits, letters and dashes only, bounded. */
const token = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value)
        .replace(/[^A-Za-z0-9-]/g, '')
        .slice(0, 64)
    : '';

/** A reason for staff to read in the event log; bounded. */
const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 200) : '');
