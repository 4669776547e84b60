/** Structural equality of JSON values (objects by own keys, arrays by position). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  // Loops, not callbacks: the rules compare answers on every save and every keystroke.
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    // A hole in `a` (never in JSON) is skipped, as every() skipped it.
    for (let index = 0; index < a.length; index += 1)
      if (index in a && !deepEqual(a[index], b[index])) return false;
    return true;
  }
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  // A key whose value is undefined counts as no key.
  let aCount = 0;
  for (const key of Object.keys(aRecord)) {
    if (aRecord[key] === undefined) continue;
    aCount += 1;
    if (!deepEqual(aRecord[key], bRecord[key])) return false;
  }
  let bCount = 0;
  for (const key of Object.keys(bRecord)) if (bRecord[key] !== undefined) bCount += 1;
  return aCount === bCount;
}
