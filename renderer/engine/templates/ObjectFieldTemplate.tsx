import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { ReactElement } from 'react';
import { QUESTION_ORDER } from '../../../journey/src/steps/questionRuns';
import { DrawnInTurn } from '../form/drawInSlices';
import { useObjectWidgetSlot, type ObjectWidgetSlot } from '../form/objectWidgetContext';
import { QuestionRuns, useQuestionRun } from '../form/QuestionRuns';

/**
 * An object with a title is a fieldset with its legend; one without (the document, a plain group) is
 * only a path to its questions and draws nothing of its own. An object widget that owns some of
 * the answers is drawn where the first of them would be. An object whose `ui:questionOrder` orders
 * its children's questions together draws them in that order (QuestionRuns.tsx); each child
 * then draws, each time, the questions of one run.
 */
export function ObjectFieldTemplate({
  title,
  properties,
  schema,
  fieldPathId,
  uiSchema,
}: ObjectFieldTemplateProps) {
  const slot = useObjectWidgetSlot(fieldPathId.$id);
  const run = useQuestionRun(fieldPathId.path);
  const across = uiSchema?.[QUESTION_ORDER];
  const legend = uiSchema?.['ui:label'] === false || fieldPathId.$id === 'root' ? undefined : schema.title;
  let content: ReactElement | ReactElement[];
  if (Array.isArray(across)) {
    content = <QuestionRuns order={across} properties={properties} path={fieldPathId.path} />;
  } else {
    const except = run?.except;
    const shown = properties.filter((p) => !p.hidden && !except?.includes(p.name));
    // Each question is drawn in its turn: a long step comes in slices (drawInSlices.tsx).
    const drawn = (p: (typeof shown)[number]) => <DrawnInTurn key={p.name}>{p.content}</DrawnInTurn>;
    const widget = slot ? <div key="object-widget">{slot.element}</div> : undefined;
    if (run?.questions) {
      // One run of the questions, in the order the parent names them; the widget where its first
      // answer is named.
      const first = slot && firstLookupField(slot);
      content = run.questions.flatMap((name) => {
        const property = shown.find((p) => p.name === name);
        return [...(widget && name === first ? [widget] : []), ...(property ? [drawn(property)] : [])];
      });
    } else {
      content = shown.map(drawn);
      if (slot && widget && !except?.includes(firstLookupField(slot) ?? '')) {
        const rank = (key: string) => {
          const i = slot.order.indexOf(key);
          return i < 0 ? slot.order.length : i;
        };
        const at = Math.min(...slot.lookupFields.map(rank));
        const before = content.filter((_, i) => rank(shown[i]!.name) < at);
        const after = content.filter((_, i) => rank(shown[i]!.name) >= at);
        content = [...before, widget, ...after];
      }
    }
  }
  if (!legend) return <>{content}</>;
  return (
    <fieldset className="group">
      <legend className="group-title">{title || legend}</legend>
      {content}
    </fieldset>
  );
}

/** The lookup field the object widget is drawn at: the first of them in the object's order. */
function firstLookupField(slot: ObjectWidgetSlot): string | undefined {
  return slot.order.find((key) => slot.lookupFields.includes(key));
}
