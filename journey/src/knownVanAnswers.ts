import type { Seats, Vehicle } from '../../schemas/generated/index';

/** What a registration lookup says of a van's seats and body style, as it answers them. */
export interface LookedUpVan {
  /** '3', '10+'; '0', empty or missing when the lookup does not know (a number from the app's state). */
  seats?: string | number | null;
  /** A vehicle_body_style value; 'BLANK', empty or missing when the lookup does not know. */
  body_style?: string | null;
}

/** The seats answer for a number of seats: the list stops at '10+'. */
function seatsAnswer(seats: LookedUpVan['seats']): Seats | undefined {
  const count = typeof seats === 'number' ? seats : Number.parseInt(seats ?? '', 10);
  if (!Number.isFinite(count) || count < 1) return undefined;
  return count >= 10 ? '10+' : (String(Math.trunc(count)) as Seats);
}

/**
 * The answers a registration lookup gives that the form would otherwise ask (spec 000 section 4):
 * seats and body style, each only when the lookup knows it (seats '0' and body style BLANK are
 * unknown, so the question is asked). The form fills them and hides their questions; the server
 * holds a registered van's answers to them (server/quoting/registeredVan.ts). Pure.
 */
export function knownVanAnswers(
  found: LookedUpVan | null | undefined,
): Pick<Vehicle, 'seats' | 'body_style'> {
  if (!found) return {};
  const seats = seatsAnswer(found.seats);
  const bodyStyle = found.body_style && found.body_style !== 'BLANK' ? found.body_style : undefined;
  return { ...(seats ? { seats } : {}), ...(bodyStyle ? { body_style: bodyStyle } : {}) };
}
