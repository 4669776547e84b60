import { stageStatus } from '../../../journey/src/stageStatus';
import type { RouteName } from '../../../journey/src/journeyTypes';
import { currentStage } from '../../../journey/src/currentStage';
import { TickIcon } from '../assets/icons';
import { journey, pages } from '../journey';

/**
 * The journey's stages as an ordered list: done stages show a tick, the current one its number
 * (aria-current="step"), later ones their number. Hidden on the routes journey.json lists and on
 * routes that belong to no stage.
 */
export function ProgressBar({ routeName }: { routeName: RouteName }) {
  if (journey.progressHiddenOn.includes(routeName) || !currentStage(journey, routeName)) return null;
  const { label, status: statusText } = pages.progress;
  return (
    <nav className="progress" aria-label={label}>
      <ol className="progress__list container">
        {journey.stages.map((stage, index) => {
          const status = stageStatus(journey, routeName, index);
          return (
            <li
              key={stage.title}
              className={`progress__stage progress__stage--${status}`}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className="progress__marker" aria-hidden="true">
                {status === 'done' ? <TickIcon /> : index + 1}
              </span>
              <span className="progress__title">
                {stage.title}
                <span className="visually-hidden"> ({statusText[status]})</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
