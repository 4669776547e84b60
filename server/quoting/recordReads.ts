/**
 * What a function read of a JSON document: the dotted path of every value it looked at (a leaf, a
 * missing answer, an array's length, or a whole object it listed or copied), with the value it
 * saw. Wraps the document in read-only proxies, so the function runs unchanged and the document
 * is never altered. Pure.
 */
export interface RecordedRun<T> {
  result: T;
  /** Path -> the JSON text of the value read there ('undefined' for an absent answer). */
  reads: Map<string, string>;
}

export function recordReads<D extends object, T>(document: D, run: (watched: D) => T): RecordedRun<T> {
  const reads = new Map<string, string>();
  const proxies = new WeakMap<object, object>();
  const note = (path: string, value: unknown) => {
    reads.set(path, value === undefined ? 'undefined' : canonicalJson(value));
  };

  const watch = <O extends object>(target: O, path: string): O => {
    const known = proxies.get(target);
    if (known) return known as O;
    const proxy = new Proxy(target, {
      get(object, key, receiver) {
        const value: unknown = Reflect.get(object, key, receiver);
        if (typeof key === 'symbol' || typeof value === 'function') return value;
        const at = path === '' ? key : `${path}.${key}`;
        if (value !== null && typeof value === 'object') return watch(value, at);
        note(at, value);
        return value;
      },
      has(object, key) {
        const present = Reflect.has(object, key);
        if (typeof key !== 'symbol') note(`${path === '' ? '' : `${path}.`}${key}?`, present);
        return present;
      },
      // Listing the keys (Object.keys, a spread, JSON.stringify) reads the whole object.
      ownKeys(object) {
        note(`${path}{}`, object);
        return Reflect.ownKeys(object);
      },
      set: () => false,
      deleteProperty: () => false,
      defineProperty: () => false,
    });
    proxies.set(target, proxy);
    return proxy;
  };

  const result = run(watch(document, ''));
  return { result, reads };
}

/** The reads in a stable order, as one text: equal texts mean the function saw the same answers. */
export function readsText(reads: Map<string, string>): string {
  return [...reads.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, value]) => `${path}=${value}`)
    .join('\n');
}

/** JSON with every object's keys in sorted order: the same value always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
