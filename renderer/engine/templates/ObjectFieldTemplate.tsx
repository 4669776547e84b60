import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { ReactElement } from 'react';
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
  let content: ReactElement[] = shown.map((p) => p.content);
  if (slot) {
    const rank = (key: string) => {
      const i = slot.order.indexOf(key);
      return i < 0 ? slot.order.length : i;
    };
    const at = Math.min(...slot.lookupFields.map(rank));
    const before = shown.filter((p) => rank(p.name) < at).map((p) => p.content);
    const after = shown.filter((p) => rank(p.name) >= at).map((p) => p.content);
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
