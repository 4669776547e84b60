import { locate, type Binding } from './bindings';
import { clearAt } from './clearAt';
import { getAt } from './getAt';
import { renumberEffect } from './renumberEffect';
import type { RuleEffect, RuleScope } from './ruleTypes';
import { setAt } from './setAt';
import { spreadEffect } from './spreadEffect';

function keepOnly(document: unknown, path: string, keys: readonly string[], binding: Binding): unknown {
  const target = locate(path, binding).next;
  const object = getAt(document, target);
  if (object === null || typeof object !== 'object' || Array.isArray(object)) return document;
  const kept = Object.entries(object).filter(([key]) => keys.includes(key));
  if (kept.length === Object.keys(object).length) return document;
  return setAt(document, target, Object.fromEntries(kept));
}

/** One effect applied to the document; the document itself when it changes nothing. */
export function applyEffect(
  effect: RuleEffect,
  document: unknown,
  scope: RuleScope,
  binding: Binding,
): unknown {
  if ('clear' in effect) return clearAt(document, locate(effect.clear, binding).next);
  if ('set' in effect) {
    // A fresh {} each time: the answer must not share the rules' own object.
    const value = typeof effect.to === 'object' && effect.to !== null ? { ...effect.to } : effect.to;
    return setAt(document, locate(effect.set, binding).next, value);
  }
  if ('keepOnly' in effect) return keepOnly(document, effect.keepOnly, effect.keys, binding);
  if ('spread' in effect) return spreadEffect(effect, document, binding);
  return renumberEffect(effect, document, scope, binding);
}
