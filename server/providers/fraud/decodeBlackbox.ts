import { createHash } from 'node:crypto';
import { isRecord } from '../shared/providerHttp';

/** What the embedded check reads from a blackbox of renderer/public/iojs/loader.js. */
export interface DecodedBlackbox {
  /** When the browser collected it (its own clock), ms since 1970. */
  collectedAt: number;
  /** navigator.webdriver, or a headless browser's user agent. */
  automated: boolean;
  /** A hash of the device's traits: the same device gives the same id. */
  deviceId: string;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const MAX_TRAITS = 40;

/**
 * Reads the loader's blackbox: base64 of `{ v: 1, ts, fp: { ...traits } }` where every trait is a
 * string, number, boolean or null. Undefined for anything else (another loader's blackbox, junk).
 * The device id is computed here from the traits, not taken from the browser.
 */
export function decodeBlackbox(blackbox: string): DecodedBlackbox | undefined {
  if (!BASE64.test(blackbox) || blackbox.length % 4 !== 0) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(blackbox, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(data) || data.v !== 1 || typeof data.ts !== 'number' || !Number.isFinite(data.ts))
    return undefined;
  const traits = data.fp;
  if (!isRecord(traits)) return undefined;
  const entries = Object.entries(traits).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (entries.length === 0 || entries.length > MAX_TRAITS) return undefined;
  if (
    !entries.every(([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value))
  ) {
    return undefined;
  }
  return {
    collectedAt: data.ts,
    automated: traits.webdriver === true || /HeadlessChrome/.test(String(traits.ua ?? '')),
    deviceId: createHash('sha256').update(JSON.stringify(entries)).digest('hex'),
  };
}
