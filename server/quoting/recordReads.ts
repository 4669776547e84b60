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
  const result = run(recorder.watch(document, nodeAt('')));
  return { result, reads: recorder.reads };
}

// The rating runs under these proxies on every quote: one handler object a watched object, whose
// traps are methods (no closures made per object or per read), and each path one PathNode, made
// once for every run (see nodeAt), which also says whether this run has noted it.
class Recorder {
  readonly reads = new Map<string, string>();
  // A Map, not a WeakMap: it lives only as long as the run, and is the cheaper of the two.
  private readonly proxies = new Map<object, object>();
  private readonly run = (runs += 1);

  watch<O extends object>(target: O, at: PathNode): O {
    const known = this.proxies.get(target);
    if (known) return known as O;
    const proxy = new Proxy<O>(target, new Watcher(this, at));
    this.proxies.set(target, proxy);
    return proxy;
  }

  /** The document cannot change during a run, so a path read again has the value already noted. */
  note(at: PathNode, value: unknown): void {
    if (at.noted === this.run) return;
    at.noted = this.run;
    // The node is the path's own (nodeAt), so this is the path's first read in the run, unless the
    // nodes were dropped at their cap during it: `has` keeps the first value then too.
    if (!at.fresh && this.reads.has(at.path)) return;
    this.reads.set(at.path, value === undefined ? 'undefined' : canonicalJson(value));
  }
}

class Watcher<O extends object> implements ProxyHandler<O> {
  constructor(
    private readonly recorder: Recorder,
    private readonly node: PathNode,
  ) {}

  get(object: O, key: string | symbol, receiver: unknown): unknown {
    const value: unknown = Reflect.get(object, key, receiver);
    if (typeof key === 'symbol' || typeof value === 'function') return value;
    const at = this.node.children.get(key) ?? childNode(this.node, key);
    if (value !== null && typeof value === 'object') return this.recorder.watch(value, at);
    this.recorder.note(at, value);
    return value;
  }

  has(object: O, key: string | symbol): boolean {
    const present = Reflect.has(object, key);
    // Spelt as the path of a key named `${key}?`: the same text, `${path}.${key}?`.
    if (typeof key !== 'symbol') {
      const tested = `${key}?`;
      this.recorder.note(this.node.children.get(tested) ?? childNode(this.node, tested), present);
    }
    return present;
  }

  // Listing the keys (Object.keys, a spread, JSON.stringify) reads the whole object.
  ownKeys(object: O): ArrayLike<string | symbol> {
    this.recorder.note(nodeAt(`${this.node.path}{}`), object);
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
// One node a path text, so that a node noted in a run is the path noted. The paths are those of
// documents the entity schema accepted, so they are few; the cap only guards a long-running
// process against an unforeseen shape.
interface PathNode {
  readonly path: string;
  /** The nodes of the paths below this one, by key. */
  readonly children: Map<string, PathNode>;
  /** The last run that noted this path. */
  noted: number;
  /** False once the nodes were dropped at their cap: another node may then spell the same path. */
  fresh: boolean;
}
const MAX_NODES = 10_000;
let nodes = new Map<string, PathNode>();
let runs = 0;

function nodeAt(path: string): PathNode {
  let node = nodes.get(path);
  if (!node) {
    if (nodes.size >= MAX_NODES) {
      for (const old of nodes.values()) old.fresh = false;
      nodes = new Map();
    }
    node = { path, children: new Map(), noted: 0, fresh: true };
    nodes.set(path, node);
  }
  return node;
}

function childNode(parent: PathNode, key: string): PathNode {
  const child = nodeAt(parent.path === '' ? key : `${parent.path}.${key}`);
  if (parent.fresh && child.fresh) parent.children.set(key, child);
  return child;
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
