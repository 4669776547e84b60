import { isObject } from './documentRefs';
import { itemsOf, questionsOf } from './schemaResolver';
import type { JsonObject } from './stepTypes';

interface OrderNode {
  /** The position of each property as the form shows it. */
  rank: Map<string, number>;
  children: Map<string, OrderNode>;
  /** For an array: the order within each item. */
  items?: OrderNode;
}

/** Names in the order of `ui:order` ('*' standing for the rest, in schema order). */
function ordered(names: string[], order: unknown): string[] {
  if (!Array.isArray(order)) return names;
  const star = order.indexOf('*');
  const listed = (part: unknown[]) => part.filter((name): name is string => names.includes(name as string));
  const before = listed(star < 0 ? order : order.slice(0, star));
  const after = listed(star < 0 ? [] : order.slice(star + 1));
  return [...before, ...names.filter((name) => !before.includes(name) && !after.includes(name)), ...after];
}

function build(schemas: JsonObject[], ui: unknown): OrderNode {
  const uiNode = isObject(ui) ? ui : {};
  const properties = questionsOf(schemas);
  const names = ordered([...properties.keys()], uiNode['ui:order']);
  const node: OrderNode = { rank: new Map(names.map((name, i) => [name, i])), children: new Map() };
  for (const [name, definitions] of properties) {
    const itemSchemas = itemsOf(definitions);
    const child = build(definitions, uiNode[name]);
    if (itemSchemas.length > 0)
      child.items = build(itemSchemas, (uiNode[name] as JsonObject | undefined)?.items);
    node.children.set(name, child);
  }
  return node;
}

/**
 * A comparison of dotted answer paths ('risk.proposer.name.title') in the order a step shows its
 * questions: ui:order first, then the order of the schema; array items by index; unknown paths last.
 */
export function questionOrder(schema: JsonObject, ui: JsonObject): (a: string, b: string) => number {
  const root = build([schema], ui);
  const key = (path: string): number[] => {
    const result: number[] = [];
    let node: OrderNode | undefined = root;
    for (const segment of path.split('.')) {
      if (node?.items && /^[0-9]+$/.test(segment)) {
        result.push(Number(segment));
        node = node.items;
      } else {
        result.push(node?.rank.get(segment) ?? Number.MAX_SAFE_INTEGER);
        node = node?.children.get(segment);
      }
    }
    return result;
  };
  return (a, b) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < Math.min(ka.length, kb.length); i++)
      if (ka[i] !== kb[i]) return (ka[i] as number) - (kb[i] as number);
    return ka.length - kb.length;
  };
}
