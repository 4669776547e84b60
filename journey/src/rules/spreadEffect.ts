import { locate, type Binding } from './bindings';
import { clearAt } from './clearAt';
import { getAt } from './getAt';
import { numberedPath } from './numberedPath';
import type { RuleSpread } from '../../../schemas/generated/index';
import { setAt } from './setAt';

/**
 * Copies `field` of each item of the list into the numbered answers (item 1 into `{n}` = 1), e.g.
 * the modifications' types into risk.duqs.vehicle_modification_1..10. An item without the field
 * leaves its number as it is; numbers past the end of the list are cleared.
 */
export function spreadEffect(effect: RuleSpread, document: unknown, binding: Binding): unknown {
  const list = getAt(document, locate(effect.spread, binding).next);
  const items = Array.isArray(list) ? list : [];
  let result = document;
  for (let n = 1; n <= effect.max; n += 1) {
    const target = locate(numberedPath(effect.into, n), binding).next;
    if (n > items.length) {
      result = clearAt(result, target);
      continue;
    }
    const value = getAt(items[n - 1], [effect.field]);
    if (value !== undefined) result = setAt(result, target, value);
  }
  return result;
}
