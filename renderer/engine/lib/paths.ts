/** The value at a dotted path of a plain object ("person.address.town"), or undefined. */
export function getAt(data: unknown, path: string): unknown {
  if (!path) return data;
  let node: unknown = data;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * A copy of `data` with `value` at the dotted path (objects created on the way), or without the
 * answer there when `value` is undefined. Only the objects on the path are copied.
 */
export function setAt(data: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) {
    const { [head]: _old, ...others } = data;
    return value === undefined ? others : { ...others, [head]: value };
  }
  const child = data[head];
  const inner = child !== null && typeof child === 'object' ? (child as Record<string, unknown>) : {};
  return { ...data, [head]: setAt(inner, rest.join('.'), value) };
}
