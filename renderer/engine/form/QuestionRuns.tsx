import type { ObjectFieldTemplatePropertyType } from '@rjsf/utils';
import { createContext, use, useMemo } from 'react';
import { questionRuns, type QuestionRun } from '../../../journey/src/steps/questionRuns';
import { DrawnInTurn } from './drawInSlices';

/** The part of an object (at `path`, dotted) one drawing of it shows: see `ui:questionOrder`. */
interface PlacedRun {
  path: string;
  run: QuestionRun;
}

const QuestionRunContext = createContext<PlacedRun | null>(null);

/** The run the object at `path` draws, if its parent orders its questions across its children. */
export function useQuestionRun(path: readonly (string | number)[]): QuestionRun | null {
  const placed = use(QuestionRunContext);
  return placed && placed.path === path.join('.') ? placed.run : null;
}

/**
 * The children of an object with `ui:questionOrder`, drawn run by run: a child whole, or a child's
 * object field once for each run of its questions, told (through the context) which of them that
 * drawing shows. Its questions are then siblings in the page in the order named, so the page, the
 * eye and the Tab key follow one order.
 */
export function QuestionRuns({
  order,
  properties,
  path,
}: {
  order: readonly unknown[];
  properties: readonly ObjectFieldTemplatePropertyType[];
  path: readonly (string | number)[];
}) {
  const names = properties.map((p) => p.name).join('\n');
  const at = path.join('.');
  // The same values from one change to the next, so a child not changed is not drawn again.
  const placed = useMemo(
    () =>
      questionRuns(order, names.split('\n')).map((run) => ({
        path: at ? `${at}.${run.child}` : run.child,
        run,
      })),
    [order, names, at],
  );
  const byName = new Map(properties.map((p) => [p.name, p]));
  return placed.map((value) => {
    const property = byName.get(value.run.child);
    if (!property || property.hidden) return null;
    const { child, questions, except } = value.run;
    if (!questions && !except) return <DrawnInTurn key={child}>{property.content}</DrawnInTurn>;
    // A run's key is its first question (or the rest): it stays when another child comes or goes.
    return (
      <QuestionRunContext key={`${child}.${questions?.[0] ?? '*'}`} value={value}>
        {property.content}
      </QuestionRunContext>
    );
  });
}
