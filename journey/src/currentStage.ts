import type { Journey, RouteName, Stage } from './journeyTypes';

/** The first stage whose routes include `routeName`; undefined when no stage covers it. */
export function currentStage(journey: Pick<Journey, 'stages'>, routeName: RouteName): Stage | undefined {
  return journey.stages.find((stage) => stage.routes.includes(routeName));
}
