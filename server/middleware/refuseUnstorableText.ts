import type { RequestHandler } from 'express';
import { type FieldError, invalid } from '../httpError';
import { bodyHasNoEscapes } from './jsonBody';
import { apiMessage } from '../apiMessages';

export const UNSTORABLE_TEXT_MESSAGE = apiMessage('unstorableText');

/** At most this many problems are named; one is enough to refuse. */
const MAX_REPORTED = 20;

/** A NUL, or half of a surrogate pair: text no database column or jsonb value can hold. */
// eslint-disable-next-line no-control-regex -- the NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => UNSTORABLE.test(text);

const join = (base: string, key: string) => (base ? `${base}.${key}` : key);

/**
 * Every string, object key or array item of `value` that the store could not keep, as field
 * errors (`[]` when there is none). PostgreSQL refuses NUL in text and jsonb and unpaired
 * surrogates in jsonb, so such text is refused at the edge, on every engine alike, rather than
 * failing inside a save. Walks with its own stack: callers bound the depth (nestsDeeperThan), but
 * a query string or a form body reaches here too.
 */
export function unstorableText(value: unknown, path = ''): FieldError[] {
  const errors: FieldError[] = [];
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length > 0 && errors.length < MAX_REPORTED) {
    const [node, at] = stack.pop()!;
    if (typeof node === 'string') {
      if (unstorable(node)) errors.push({ path: at, message: UNSTORABLE_TEXT_MESSAGE });
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i -= 1) stack.push([node[i], join(at, String(i))]);
    } else if (typeof node === 'object' && node !== null) {
      const entries = Object.entries(node);
      if (entries.some(([key]) => unstorable(key)))
        errors.push({ path: at, message: UNSTORABLE_TEXT_MESSAGE });
      else for (const [key, item] of entries.reverse()) stack.push([item, join(at, key)]);
    }
  }
  return errors;
}

/** Whether `value` holds any text unstorableText would name: the same walk, without the paths. */
export function holdsUnstorable(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') {
      if (unstorable(node)) return true;
    } else if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
    } else if (typeof node === 'object' && node !== null) {
      for (const key in node) {
        if (!Object.hasOwn(node, key)) continue;
        if (unstorable(key)) return true;
        stack.push((node as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * Refuses, with a 422 naming the answer, a body or query string holding text the store could not
 * keep, before any route sees it. Mounted after the body parsers.
 */
export const refuseUnstorableText: RequestHandler = (req, _res, next) => {
  // Nearly every request holds no such text: it is looked for first without naming places, and
  // not at all in a JSON body whose text has no escape (jsonBody).
  if (!holdsUnstorable(req.query) && (bodyHasNoEscapes(req) || !holdsUnstorable(req.body))) {
    next();
    return;
  }
  const errors = [...unstorableText(req.query), ...unstorableText(req.body)];
  if (errors.length > 0) next(invalid(errors.slice(0, MAX_REPORTED)));
  else next();
};
