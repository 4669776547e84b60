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
  const recorder = new Recorder();
  const result = run(recorder.watch(document, ''));
  return { result, reads: recorder.reads };
}

// The rating runs under these proxies on every quote: one handler object a watched object, whose
// traps are methods (no closures made per object or per read), and each path spelt once.
class Recorder {
  readonly reads = new Map<string, string>();
  // A Map, not a WeakMap: it lives only as long as the run, and is the cheaper of the two.
  private readonly proxies = new Map<object, object>();

  watch<O extends object>(target: O, path: string): O {
    const known = this.proxies.get(target);
    if (known) return known as O;
    const proxy = new Proxy<O>(target, new Watcher(this, path));
    this.proxies.set(target, proxy);
    return proxy;
  }

  /** The document cannot change during a run, so a path read again has the value already noted. */
  note(path: string, value: unknown): void {
    if (!this.reads.has(path)) this.reads.set(path, value === undefined ? 'undefined' : canonicalJson(value));
  }
}

class Watcher<O extends object> implements ProxyHandler<O> {
  // The paths below this one, spelt once for every run (see childPaths).
  private readonly children: Map<string, string>;

  constructor(
    private readonly recorder: Recorder,
    private readonly path: string,
  ) {
    this.children = childPaths(path);
  }

  private at(key: string): string {
    return this.children.get(key) ?? spell(this.children, this.path, key);
  }

  get(object: O, key: string | symbol, receiver: unknown): unknown {
    const value: unknown = Reflect.get(object, key, receiver);
    if (typeof key === 'symbol' || typeof value === 'function') return value;
    const at = this.at(key);
    if (value !== null && typeof value === 'object') return this.recorder.watch(value, at);
    this.recorder.note(at, value);
    return value;
  }

  has(object: O, key: string | symbol): boolean {
    const present = Reflect.has(object, key);
    // Spelt as the path of a key named `${key}?`: the same text, `${this.at(key)}?`.
    if (typeof key !== 'symbol') this.recorder.note(this.at(`${key}?`), present);
    return present;
  }

  // Listing the keys (Object.keys, a spread, JSON.stringify) reads the whole object.
  ownKeys(object: O): ArrayLike<string | symbol> {
    this.recorder.note(`${this.path}{}`, object);
    return Reflect.ownKeys(object);
  }

  set(): boolean {
    return false;
  }

  deleteProperty(): boolean {
    return false;
  }

  defineProperty(): boolean {
    return false;
  }
}

/** The reads in a stable order, as one text: equal texts mean the function saw the same answers. */
export function readsText(reads: Map<string, string>): string {
  // The paths in UTF-16 code unit order (sort's own order for strings), each line `path=value`.
  const paths = sortedPaths(reads);
  let text = '';
  for (let i = 0; i < paths.length; i += 1) {
    const path = paths[i]!;
    text += `${i === 0 ? '' : '\n'}${path}=${reads.get(path)!}`;
  }
  return text;
}

// Each path spelt once for every run: a run reads the same few dozen paths as the last, and
// spelling them again (a string and a map per watched object) was much of what recording cost.
// The paths are those of documents the entity schema accepted, so they are few; the cap only
// guards a long-running process against an unforeseen shape.
const spelt = new Map<string, Map<string, string>>();
const MAX_SPELT_PARENTS = 10_000;

/** The spellings of the paths below `parent`, by key. */
function childPaths(parent: string): Map<string, string> {
  let children = spelt.get(parent);
  if (!children) {
    if (spelt.size >= MAX_SPELT_PARENTS) spelt.clear();
    spelt.set(parent, (children = new Map()));
  }
  return children;
}

function spell(children: Map<string, string>, parent: string, key: string): string {
  const path = parent === '' ? key : `${parent}.${key}`;
  if (children.size < MAX_SPELT_PARENTS) children.set(key, path);
  return path;
}

// Sorting the few dozen paths of a run was a fifth of what recording cost, and a run reads its
// paths in the order the last run of the same shape did. So the orders met are kept in a tree, one
// branch for each path read in turn; where a run's reads end, the sorted paths of that very set
// (the order of reading names the set) are kept once sorted. Same cap as the spellings.
interface ReadOrder {
  next?: Map<string, ReadOrder>;
  sorted?: string[];
}
let readOrders: ReadOrder = {};
let readOrderCount = 0;
const MAX_READ_ORDERS = 50_000;

function sortedPaths(reads: Map<string, string>): readonly string[] {
  if (readOrderCount >= MAX_READ_ORDERS) {
    readOrders = {};
    readOrderCount = 0;
  }
  let order = readOrders;
  for (const path of reads.keys()) {
    const next = (order.next ??= new Map());
    let then = next.get(path);
    if (!then) {
      next.set(path, (then = {}));
      readOrderCount += 1;
    }
    order = then;
  }
  return (order.sorted ??= [...reads.keys()].sort());
}

/** JSON with every object's keys in sorted order: the same value always gives the same text. */
function canonicalJson(value: unknown): string {
  // Most reads are a short string, a number or a boolean: written here as JSON.stringify would,
  // without its cost, which is most of a read's.
  if (typeof value === 'string' && isPlain(value)) return `"${value}"`;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** True when JSON writes the string as it is between quotes: no quote, backslash, control or surrogate. */
function isPlain(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff)) return false;
  }
  return true;
}
