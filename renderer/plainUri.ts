/**
 * Stands in for fast-uri in the built app (renderer/vite.config.ts). The form's schema library
 * needs only two things of it: resolving a `$ref` against a schema's `$id` and comparing two
 * identifiers; the browser's own URL does both, and the form ships about 7 kB less. The journey's
 * documents have absolute `$id`s and their references are inlined when they load.
 */
const BASE = 'https://base.invalid/';

/** Two identifiers are equal when they name the same place (scheme and host in any case). */
function normal(uri: string): string {
  try {
    return new URL(uri, BASE).href;
  } catch {
    return uri;
  }
}

/** `ref` resolved against an absolute `base`; `ref` as it is when there is no such base. */
export function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

export function equal(a: string, b: string): boolean {
  return normal(a) === normal(b);
}

export default { resolve, equal };
