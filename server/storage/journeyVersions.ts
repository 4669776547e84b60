import type { Kysely } from 'kysely';
import { canonicalJson } from '../../journey/src/versions/journeyVersion';
import { sha256Hex } from '../journeyDocuments';
import type { Database } from './database';

/** A version of the journey as the store keeps it. */
export interface StoredJourneyVersion {
  /** The content hash (journeyVersionOf). */
  version: string;
  /** journey.json's human version. */
  humanVersion: string;
  /** When a server process first ran it (ISO). */
  firstRunAt: string;
  /** Its versioned documents, parsed, by path relative to journey/. */
  documents: Record<string, unknown>;
}

/**
 * Every journey version any server process has run, content-addressed: a version by its hash,
 * each document once by the hash of its content. Shared by every process on the database, so
 * during a rolling deploy one process can check a proposal answered on another's version.
 */
export interface JourneyVersionStore {
  /**
   * Keeps a version and its documents the first time any process runs it; another call for the
   * same version (this process or any other, at the same moment or later) changes nothing.
   * Answers when the version was first run (ISO), by whichever process that was.
   */
  record(version: Omit<StoredJourneyVersion, 'firstRunAt'>, now: Date): Promise<string>;
  get(version: string): Promise<StoredJourneyVersion | undefined>;
  /** The version any process ran first (the earliest first run), or undefined when none is kept. */
  first(): Promise<string | undefined>;
}

const contents = new WeakMap<object, { body: string; hash: string }>();

/** A document's canonical JSON and its hash, worked out once per parsed document. */
function contentOf(document: unknown): { body: string; hash: string } {
  const known = typeof document === 'object' && document !== null ? contents.get(document) : undefined;
  if (known) return known;
  const body = canonicalJson(document);
  const content = { body, hash: sha256Hex(body) };
  if (typeof document === 'object' && document !== null) contents.set(document, content);
  return content;
}

export class KyselyJourneyVersions implements JourneyVersionStore {
  constructor(private readonly db: Kysely<Database>) {}

  async record(version: Omit<StoredJourneyVersion, 'firstRunAt'>, now: Date): Promise<string> {
    const manifest: Record<string, string> = {};
    const rows = new Map<string, string>();
    for (const [path, document] of Object.entries(version.documents)) {
      const { body, hash } = contentOf(document);
      manifest[path] = hash;
      rows.set(hash, body);
    }
    await this.db.transaction().execute(async (trx) => {
      // A few at a time: SQLite takes at most 999 parameters a statement.
      const all = [...rows].map(([hash, body]) => ({ hash, body }));
      for (let start = 0; start < all.length; start += 200) {
        await trx
          .insertInto('journey_documents')
          .values(all.slice(start, start + 200))
          .onConflict((conflict) => conflict.column('hash').doNothing())
          .execute();
      }
      await trx
        .insertInto('journey_versions')
        .values({
          version: version.version,
          human_version: version.humanVersion,
          documents: JSON.stringify(manifest),
          first_run_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.column('version').doNothing())
        .execute();
    });
    const row = await this.db
      .selectFrom('journey_versions')
      .select('first_run_at')
      .where('version', '=', version.version)
      .executeTakeFirstOrThrow();
    return isoTime(row.first_run_at);
  }

  async first(): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('journey_versions')
      .select('version')
      .orderBy('first_run_at')
      .orderBy('version')
      .limit(1)
      .executeTakeFirst();
    return row?.version;
  }

  async get(version: string): Promise<StoredJourneyVersion | undefined> {
    const row = await this.db
      .selectFrom('journey_versions')
      .selectAll()
      .where('version', '=', version)
      .executeTakeFirst();
    if (!row) return undefined;
    const manifest = JSON.parse(row.documents) as Record<string, string>;
    const hashes = [...new Set(Object.values(manifest))];
    const bodies = new Map<string, string>();
    for (let start = 0; start < hashes.length; start += 200) {
      const found = await this.db
        .selectFrom('journey_documents')
        .select(['hash', 'body'])
        .where('hash', 'in', hashes.slice(start, start + 200))
        .execute();
      for (const { hash, body } of found) bodies.set(hash, body);
    }
    const documents: Record<string, unknown> = {};
    for (const [path, hash] of Object.entries(manifest)) {
      const body = bodies.get(hash);
      if (body === undefined) throw new Error(`journey version ${version}: the document ${path} is missing`);
      documents[path] = JSON.parse(body);
    }
    return {
      version: row.version,
      humanVersion: row.human_version,
      firstRunAt: isoTime(row.first_run_at),
      documents,
    };
  }
}

/** A time column as ISO text: SQLite keeps the text written, PostgreSQL answers a Date. */
const isoTime = (value: string | Date): string => new Date(value).toISOString();
