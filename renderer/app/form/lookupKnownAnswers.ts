import { knownVanAnswers } from '../../../journey/src/knownVanAnswers';
import type { KnownAnswers } from '../../engine/lib/knownAnswers';
import type { VehicleFromSearch } from '../state/appState';

/**
 * What the last registration lookup tells about the van that the form would otherwise ask: seats
 * and body style (knownVanAnswers), by the path of their answers. Everything is asked after a
 * manual lookup (no search).
 */
export function lookupKnownAnswers(vehicle: VehicleFromSearch | null): KnownAnswers {
  const known: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(knownVanAnswers(vehicle)))
    known[`risk.vehicle.${field}`] = value;
  return known;
}
