import { currentStage } from './currentStage';
import type { Journey, RouteName, StageStatus } from './journeyTypes';

/**
 * The status of the stage at `stageIndex` while `routeName` is shown: stages before the current
 * one are done, later ones to do. On a route no stage covers, every stage is to do.
 */
export function stageStatus(
  journey: Pick<Journey, 'stages'>,
  routeName: RouteName,
  stageIndex: number,
): StageStatus {
  const stage = currentStage(journey, routeName);
  if (!stage) return 'upcoming';
  const current = journey.stages.indexOf(stage);
  if (stageIndex < current) return 'done';
  return stageIndex === current ? 'current' : 'upcoming';
}
