import { isObject } from '../steps/documentRefs';
import { itemsOf, questionsOf } from '../steps/schemaResolver';
import type { JsonObject } from '../steps/stepTypes';

/** A node of a UI schema, the keys that lead to it and the schemas it describes (none: unknown). */
export interface UiNode {
  keys: string[];
  ui: JsonObject;
  schemas: JsonObject[];
}

/**
 * Every node of a loaded UI schema with the step-schema definitions it describes, matched through
 * then/else/allOf branches; `items` describes the items of an array. Below a node that describes
 * nothing, nothing more is listed (one finding is enough).
 */
export function uiNodes(ui: JsonObject, schemas: JsonObject[], keys: string[] = []): UiNode[] {
  const found: UiNode[] = [{ keys, ui, schemas }];
  if (schemas.length === 0) return found;
  const properties = questionsOf(schemas);
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:') || !isObject(value)) continue;
    const children = key === 'items' ? itemsOf(schemas) : (properties.get(key) ?? []);
    found.push(...uiNodes(value, children, [...keys, key]));
  }
  return found;
}

/** 'risk.proposer.phone_numbers.mobile' */
export const dotted = (keys: readonly string[]): string => keys.join('.');
