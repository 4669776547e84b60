import type { JourneyDocuments } from '../steps/stepTypes';

// What the checks work out from the documents (the loaded steps, the schema nodes, the references)
// is worked out once and shared by every check. The studio runs each check over a view of the
// documents that notes which files it reads (studio/server/cachedChecks.ts), and runs it again
// only when one of them changes; a shared result is therefore kept with the files it was worked
// out from, and each view that asks for it notes them as read too.

/** The documents a piece of work read: each file with the object it found (undefined: none). */
export interface Reads {
  files: Map<string, unknown>;
  /** The files' names, one a line, when it listed them all. */
  listing?: string;
}

const BEHIND = Symbol('the documents behind a recording view');
const NOTED = Symbol('what a recording view has noted');

const listingOf = (documents: JourneyDocuments) => Object.keys(documents).sort().join('\n');

/** The plain documents behind a recording view; the documents themselves when they are none. */
export function documentsBehind(documents: JourneyDocuments): JourneyDocuments {
  return ((documents as Record<symbol, unknown>)[BEHIND] as JourneyDocuments | undefined) ?? documents;
}

/** A view of `documents` that notes in `reads` each file read through it, and any listing of them. */
export function recordingView(documents: JourneyDocuments, reads: Reads): JourneyDocuments {
  const plain = documentsBehind(documents);
  const note = (key: string | symbol) => {
    if (typeof key === 'string' && !reads.files.has(key)) reads.files.set(key, plain[key]);
  };
  const noted: Noted = { reads, merged: new WeakSet() };
  return new Proxy(plain, {
    get(target, key, receiver) {
      if (key === BEHIND) return plain;
      if (key === NOTED) return noted;
      note(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      note(key);
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      note(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys(target) {
      reads.listing ??= listingOf(plain);
      return Reflect.ownKeys(target);
    },
  });
}

/** Whether `documents` hold the very objects `reads` found (and the same files, if it listed them). */
export function unchangedFor(reads: Reads, documents: JourneyDocuments): boolean {
  const plain = documentsBehind(documents);
  if (reads.listing !== undefined && reads.listing !== listingOf(plain)) return false;
  for (const [file, document] of reads.files) if (plain[file] !== document) return false;
  return true;
}

interface Noted {
  reads: Reads;
  /** The reads of shared work already added to `reads`. */
  merged: WeakSet<Reads>;
}

/** Notes in the recording view `documents` what `reads` names, as if it had read them itself. */
function readAgain(reads: Reads, documents: JourneyDocuments): void {
  const noted = (documents as Record<symbol, unknown>)[NOTED] as Noted | undefined;
  if (!noted || noted.merged.has(reads)) return;
  noted.merged.add(reads);
  if (reads.listing !== undefined) noted.reads.listing ??= reads.listing;
  for (const [file, document] of reads.files)
    if (!noted.reads.files.has(file)) noted.reads.files.set(file, document);
}

/**
 * `work` over the documents, worked out once per set of documents (by object) and again only when
 * one of the documents it read has changed since the last time (compared by object: the studio
 * keeps the parsed object of an unchanged file, and a changed file is parsed into a new one; no
 * caller changes a document in place). `work` must read the documents only while it runs and must
 * not change them.
 */
export function perDocuments<T>(
  work: (documents: JourneyDocuments) => T,
): (documents: JourneyDocuments) => T {
  const bySet = new WeakMap<JourneyDocuments, { value: T; reads: Reads }>();
  let last: { value: T; reads: Reads } | undefined;
  return (documents) => {
    const plain = documentsBehind(documents);
    let done = bySet.get(plain);
    if (!done && last && unchangedFor(last.reads, plain)) done = last;
    if (!done) {
      const reads: Reads = { files: new Map() };
      done = { value: work(recordingView(plain, reads)), reads };
    }
    bySet.set(plain, done);
    last = done;
    if (documents !== plain) readAgain(done.reads, documents);
    return done.value;
  };
}
