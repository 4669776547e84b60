import { createContext, use, type ReactElement } from 'react';

/**
 * An object whose widget owns only some of its answers (`ui:options.lookupFields`): the widget,
 * ready drawn, and where it goes (before the first answer after the first lookup field).
 */
export interface ObjectWidgetSlot {
  id: string;
  element: ReactElement;
  order: readonly string[];
  lookupFields: readonly string[];
}

export const ObjectWidgetContext = createContext<ObjectWidgetSlot | null>(null);

export function useObjectWidgetSlot(id: string): ObjectWidgetSlot | null {
  const slot = use(ObjectWidgetContext);
  return slot?.id === id ? slot : null;
}
