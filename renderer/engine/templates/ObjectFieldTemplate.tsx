import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { ReactElement } from 'react';
import { DrawnInTurn } from '../form/drawInSlices';
import { useObjectWidgetSlot } from '../form/objectWidgetContext';

/**
 * An object with a title is a fieldset with its legend; one without (the document, a plain group) is
 * only a path to its questions and draws nothing of its own. An object widget that owns some of
 * the answers is drawn where the first of them would be.
 */
export function ObjectFieldTemplate({
  title,
  properties,
  schema,
  fieldPathId,
  uiSchema,
}: ObjectFieldTemplateProps) {
  const slot = useObjectWidgetSlot(fieldPathId.$id);
  const shown = properties.filter((p) => !p.hidden);
  // Each question is drawn in its turn: a long step comes in slices (drawInSlices.tsx).
  let content: ReactElement[] = shown.map((p) => <DrawnInTurn key={p.name}>{p.content}</DrawnInTurn>);
  if (slot) {
    const rank = (key: string) => {
      const i = slot.order.indexOf(key);
      return i < 0 ? slot.order.length : i;
    };
    const at = Math.min(...slot.lookupFields.map(rank));
    const before = content.filter((_, i) => rank(shown[i]!.name) < at);
    const after = content.filter((_, i) => rank(shown[i]!.name) >= at);
    content = [...before, <div key="object-widget">{slot.element}</div>, ...after];
  }
  const legend = uiSchema?.['ui:label'] === false || fieldPathId.$id === 'root' ? undefined : schema.title;
  if (!legend) return <>{content}</>;
  return (
    <fieldset className="group">
      <legend className="group-title">{title || legend}</legend>
      {content}
    </fieldset>
  );
}
