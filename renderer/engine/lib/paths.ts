/** The value at a dotted path of a plain object ("risk.vehicle.value"), or undefined. */
export function getAt(data: unknown, path: string): unknown {
  if (!path) return data;
  let node: unknown = data;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
