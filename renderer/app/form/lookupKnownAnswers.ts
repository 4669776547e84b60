import type { KnownAnswers } from '../../engine/lib/knownAnswers';
import type { VehicleFromSearch } from '../state/appState';

/** The seats answer for a number of seats: the list stops at '10+'. */
function seatsAnswer(seats: number | null): string | undefined {
  if (!seats || seats < 1) return undefined;
  return seats >= 10 ? '10+' : String(Math.trunc(seats));
}

/**
 * What the last registration lookup tells about the van that the form would otherwise ask: seats
 * and body style, by the path of their answers. Seats 0 and body style BLANK are unknown, so
 * those questions are still asked; so is everything after a manual lookup (no search).
 */
export function lookupKnownAnswers(vehicle: VehicleFromSearch | null): KnownAnswers {
  if (!vehicle) return {};
  const known: Record<string, unknown> = {};
  const seats = seatsAnswer(vehicle.seats);
  if (seats) known['risk.vehicle.seats'] = seats;
  if (vehicle.body_style && vehicle.body_style !== 'BLANK')
    known['risk.vehicle.body_style'] = vehicle.body_style;
  return known;
}
