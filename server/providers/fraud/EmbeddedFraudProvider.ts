import { randomInt } from 'node:crypto';
import { decodeBlackbox } from './decodeBlackbox';
import type { DeviceSightings } from '../../storage/deviceSightings';
import type {
  FraudCheckInput,
  FraudDecision,
  FraudProvider,
  FraudReason,
  FraudResult,
} from './FraudProvider';

export interface EmbeddedFraudOptions {
  clock: () => Date;
  /** Which proposals each device was seen on: the store, so every process counts the same. */
  sightings: DeviceSightings;
  /** From this many proposals on one device within a day, review. */
  reviewAfter?: number;
  /** From this many, deny (never for an automated browser, which is always reviewed). */
  denyAfter?: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The embedded fraud check: rules over the blackbox of renderer/public/iojs/loader.js.
 * - unreadable blackbox: review;
 * - an automated browser (navigator.webdriver, headless Chrome): review, never deny, so the
 *   project's own headless browser tests still reach the thank-you page;
 * - one device on `denyAfter` (20) proposals within a day: deny; on `reviewAfter` (5): review;
 * - collected more than a day ago, or more than an hour in the future: review (a replay);
 * - otherwise allow.
 * A missing blackbox never reaches a provider: the route answers review itself. The device history
 * lives in the store (table device_sightings), so processes behind a load balancer count as one.
 */
export class EmbeddedFraudProvider implements FraudProvider {
  readonly name = 'embedded';
  private readonly reviewAfter: number;
  private readonly denyAfter: number;

  constructor(private readonly options: EmbeddedFraudOptions) {
    this.reviewAfter = options.reviewAfter ?? 5;
    this.denyAfter = options.denyAfter ?? 20;
  }

  async check({ blackbox, proposalUuid }: FraudCheckInput): Promise<FraudDecision> {
    const decoded = decodeBlackbox(blackbox);
    if (!decoded) return decision('review', 'unreadable_blackbox');
    const now = this.options.clock().getTime();
    const proposals = await this.options.sightings.record(decoded.deviceId, proposalUuid, new Date(now), DAY);
    if (decoded.automated) return decision('review', 'automated_browser');
    if (proposals >= this.denyAfter) return decision('deny', 'device_reused');
    if (decoded.collectedAt < now - DAY || decoded.collectedAt > now + HOUR) {
      return decision('review', 'stale_blackbox');
    }
    if (proposals >= this.reviewAfter) return decision('review', 'device_reused');
    return decision('allow', 'ok');
  }
}

function decision(result: FraudResult, reason: FraudReason): FraudDecision {
  // Shaped like iovation's tracking numbers: digits only.
  const trackingNumber = `${randomInt(1e8, 1e9)}${randomInt(1e8, 1e9)}`;
  return { result, reason, tracking_number: trackingNumber };
}
