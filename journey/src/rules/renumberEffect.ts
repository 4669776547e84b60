import { locate, removalIn, type Binding } from './bindings';
import { clearAt } from './clearAt';
import { getAt } from './getAt';
import { numberedPath } from './numberedPath';
import type { RuleRenumber } from '../../../schemas/generated/index';
import type { RuleScope } from './ruleTypes';
import { setAt } from './setAt';

/**
 * Keeps numbered answers with their items: when item k of the list was removed by this change,
 * the answers numbered k+1 and after take the values the next numbers had before the change
 * (read from the previous document, so applying it again changes nothing); numbers past the end
 * of the list are cleared, all of them when the list is gone.
 */
export function renumberEffect(
  effect: RuleRenumber,
  document: unknown,
  scope: RuleScope,
  binding: Binding,
): unknown {
  const list = locate(effect.renumber, binding);
  const items = getAt(document, list.next);
  const length = Array.isArray(items) ? items.length : 0;
  const removed = removalIn(list, scope);
  let result = document;
  for (let n = 1; n <= effect.max; n += 1) {
    for (const template of effect.fields) {
      const target = locate(numberedPath(template, n), binding).next;
      if (n > length) {
        result = clearAt(result, target);
      } else if (removed !== undefined && n > removed) {
        const source = locate(numberedPath(template, n + 1), binding).previous;
        const value = source ? getAt(scope.previous, source) : undefined;
        result = value === undefined ? clearAt(result, target) : setAt(result, target, value);
      }
    }
  }
  return result;
}
