import { isObject } from './documentRefs';
import { QUESTION_ORDER, questionRuns } from './questionRuns';
import { itemsOf, questionsOf } from './schemaResolver';
import type { JsonObject } from './stepTypes';

interface OrderNode {
  /** The position of each property as the form shows it. */
  rank: Map<string, number>;
  /**
   * With `ui:questionOrder`: the position of each entry ("child" whole, or "child.question") as
   * the form shows it, across the children.
   */
  across?: Map<string, number>;
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
  const across = uiNode[QUESTION_ORDER];
  if (Array.isArray(across)) node.across = acrossRanks(node, questionRuns(across, names));
  return node;
}

/** The position of every entry the runs draw: a child whole, or each of its questions. */
function acrossRanks(node: OrderNode, runs: ReturnType<typeof questionRuns>): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const { child, questions, except } of runs) {
    const childNames = [...(node.children.get(child)?.rank.keys() ?? [])];
    const drawn = questions ?? (except ? childNames.filter((name) => !except.includes(name)) : undefined);
    if (!drawn) ranks.set(child, ranks.size);
    else for (const name of drawn) ranks.set(`${child}.${name}`, ranks.size);
  }
  return ranks;
}

/** The first position of a child's entries, for the child itself. */
function firstOf(across: Map<string, number>, child: string): number {
  let first = Number.MAX_SAFE_INTEGER;
  for (const [entry, rank] of across) if (entry.startsWith(`${child}.`)) first = Math.min(first, rank);
  return first;
}

/**
 * A comparison of dotted answer paths ('risk.proposer.name.title') in the order a step shows its
 * questions: ui:order first, then the order of the schema; array items by index; unknown paths last.
 * Under an object with `ui:questionOrder`, its children's questions follow that order together.
 */
export function questionOrder(schema: JsonObject, ui: JsonObject): (a: string, b: string) => number {
  const root = build([schema], ui);
  const key = (path: string): number[] => {
    const result: number[] = [];
    const segments = path.split('.');
    let node: OrderNode | undefined = root;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i] as string;
      if (node?.items && /^[0-9]+$/.test(segment)) {
        result.push(Number(segment));
        node = node.items;
      } else if (node?.across) {
        const question = node.across.get(`${segment}.${segments[i + 1]}`);
        const child: OrderNode | undefined = node.children.get(segment);
        if (question !== undefined && i + 1 < segments.length) {
          result.push(question);
          node = child?.children.get(segments[++i] as string);
        } else {
          result.push(node.across.get(segment) ?? firstOf(node.across, segment));
          node = child;
        }
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
