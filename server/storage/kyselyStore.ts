import { type Kysely, Migrator, type QueryCreator, type Selectable, sql, type Transaction } from 'kysely';
import type { Proposal } from '../../schemas/generated/index';
import { normalisePostcode } from '../../schemas/src/formats/ukPostcode';
import type { Database, ProposalsTable } from './database';
import { DocumentCache, type HeldDocument } from './documentCache';
import { GroupCommit } from './groupCommit';
import { migrationProvider } from './migrations';
import { PreparedQuery } from './preparedQuery';
import { noteStoredJson } from './storedJson';
import {
  type CreateProposalInput,
  type NewEvent,
  type ProposalEvent,
  ProposalNotFoundError,
  type ProposalRecord,
  type SaveProposalInput,
  type Store,
  VersionConflictError,
} from './store';

type Engine = Store['engine'];

/** A proposal's row as read; its document may be left out (null) when this process holds it. */
type ProposalRow = Omit<Selectable<ProposalsTable>, 'document'> & {
  document: Selectable<ProposalsTable>['document'] | null;
};

/** Every column of a proposal's row but its document. */
const ROW_BUT_DOCUMENT = [
  'uuid',
  'reference',
  'is_quoted',
  'is_referred',
  'is_purchased',
  'is_accepted',
  'postcode',
  'date_of_birth',
  'version',
  'created_at',
  'updated_at',
  'expires_at',
  'furthest_step',
] as const satisfies readonly Exclude<keyof ProposalsTable, 'document'>[];

/** What a save's update answers: the columns it may keep as they were. */
type SavedColumns = Pick<Selectable<ProposalsTable>, 'reference' | 'furthest_step' | 'created_at'>;

/** One store over Kysely; the engines differ only in how a few column kinds are written and read. */
export class KyselyStore implements Store {
  private readonly group: GroupCommit<Database>;
  // The queries of every quote write, built and compiled once (preparedQuery.ts).
  // A proposal's row, its document left out (null) when it is still at the version and time named:
  // the one this process holds (DocumentCache), which is neither fetched nor parsed again.
  private readonly proposalByUuid = new PreparedQuery(3, ([uuid, heldVersion, heldAt]) =>
    this.db
      .selectFrom('proposals')
      .select(ROW_BUT_DOCUMENT)
      .select(
        sql<
          ProposalsTable['document'] | null
        >`case when ${sql.ref('version')} = ${heldVersion} and ${sql.ref('updated_at')} = ${heldAt} then null else ${sql.ref('document')} end`.as(
          'document',
        ),
      )
      .where('uuid', '=', uuid!),
  );
  private readonly eventInsert = new PreparedQuery(4, ([uuid, type, data, createdAt]) =>
    this.db
      .insertInto('proposal_events')
      .values({ proposal_uuid: uuid!, type: type!, data: data!, created_at: createdAt! }),
  );
  /** A save's update, one for each set of columns it writes (with or without a reference and step). */
  private readonly proposalUpdates = new Map<string, PreparedQuery<SavedColumns>>();
  /** Documents read or written lately, parsed: a read of the same text is not parsed again. */
  private readonly documents = new DocumentCache();

  constructor(
    readonly engine: Engine,
    /** The query layer; services that keep their own tables (payments, e-mail outbox) share it. */
    readonly db: Kysely<Database>,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {
    this.group = new GroupCommit(db);
  }

  /**
   * A proposal's save and its event, in one transaction. On SQLite, saves that arrive together
   * share one (group commit: one sync to disk for many); PostgreSQL runs each in its own over its
   * pool of connections and syncs concurrent commits together itself.
   */
  private write<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.engine === 'sqlite' ? this.group.run(work) : this.db.transaction().execute(work);
  }

  async migrate(): Promise<void> {
    const migrator = await this.migrator();
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
    }
  }

  /** The migrations this code knows that the database has not run yet (another process may be running them). */
  async pendingMigrations(): Promise<string[]> {
    const migrations = await (await this.migrator()).getMigrations();
    return migrations.filter((migration) => migration.executedAt === undefined).map((m) => m.name);
  }

  private async migrator(): Promise<Migrator> {
    // On PostgreSQL, Kysely looks for its migration tables in every schema unless told which:
    // another schema's (another app's, another test run's) would be taken for this store's.
    const schema =
      this.engine === 'postgres'
        ? (await sql<{ name: string }>`select current_schema() as name`.execute(this.db)).rows[0]?.name
        : undefined;
    return new Migrator({
      db: this.db,
      provider: migrationProvider(this.engine),
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
  }

  async createProposal(
    input: CreateProposalInput,
    event: NewEvent | readonly NewEvent[],
  ): Promise<ProposalRecord> {
    const now = input.now.toISOString();
    const derived = this.derivedColumns(input.document);
    const reference = input.document.quote?.reference ?? null;
    const furthestStep = input.furthestStep ?? 0;
    const expiresAt = input.expiresAt.toISOString();
    const json = JSON.stringify(input.document);
    await this.write(async (trx) => {
      await trx
        .insertInto('proposals')
        .values({
          uuid: input.uuid,
          ...derived,
          reference,
          document: json,
          furthest_step: furthestStep,
          version: 1,
          created_at: now,
          updated_at: now,
          expires_at: expiresAt,
        })
        .execute();
      for (const each of Array.isArray(event) ? event : [event])
        await this.insertEvent(trx, input.uuid, each, now);
    });
    this.noteWritten(input.uuid, json, {
      document: input.document,
      version: 1,
      updatedAt: now,
      indexed: { reference, postcode: derived.postcode, dateOfBirth: derived.date_of_birth },
    });
    // Every column is known: the record is the row as written, without reading it back.
    return this.written(input.uuid, input.document, derived, {
      reference,
      furthestStep,
      version: 1,
      createdAt: now,
      updatedAt: now,
      expiresAt,
    });
  }

  async getProposal(uuid: string): Promise<ProposalRecord | undefined> {
    // Taken before the query: the entry may be dropped while the query runs.
    const held = this.documents.get(uuid);
    const [row] = (
      await this.proposalByUuid.run(this.db, [uuid, held?.version ?? null, held?.updatedAt ?? null])
    ).rows;
    return row && this.toRecord(row, held);
  }

  async saveProposal(uuid: string, input: SaveProposalInput, event: NewEvent): Promise<ProposalRecord> {
    const now = input.now.toISOString();
    const derived = this.derivedColumns(input.document);
    const expiresAt = input.expiresAt.toISOString();
    const version = input.expectedVersion + 1;
    const json = JSON.stringify(input.document);
    // The columns of an index are written only when they change: setting one, even to its value,
    // rewrites its index entry, a page more to the write-ahead log on every save. The row at the
    // expected version holds what this process noted when it read or wrote that version, if it did.
    const held = this.documents.get(uuid);
    const was = held?.version === input.expectedVersion ? held.indexed : undefined;
    const columns = ['is_quoted', 'is_referred', 'is_purchased', 'is_accepted'];
    const values: unknown[] = [
      derived.is_quoted,
      derived.is_referred,
      derived.is_purchased,
      derived.is_accepted,
    ];
    if (!was || was.postcode !== derived.postcode || was.dateOfBirth !== derived.date_of_birth) {
      columns.push('postcode', 'date_of_birth');
      values.push(derived.postcode, derived.date_of_birth);
    }
    // A proposal keeps its web reference when a changed answer removes its quote: the requote and
    // a recall find it under the same reference.
    const reference = input.document.quote?.reference;
    if (reference && was?.reference !== reference) {
      columns.push('reference');
      values.push(reference);
    }
    if (input.furthestStep !== undefined) {
      columns.push('furthest_step');
      values.push(input.furthestStep);
    }
    columns.push('document', 'version', 'updated_at', 'expires_at');
    values.push(json, version, now, expiresAt, uuid, input.expectedVersion);
    const update = this.proposalUpdate(columns);
    // Why no row was updated: another save came first, or there is no such proposal.
    const refused = async (db: Kysely<Database>) => {
      const exists = await db
        .selectFrom('proposals')
        .select('uuid')
        .where('uuid', '=', uuid)
        .executeTakeFirst();
      return exists ? new VersionConflictError(uuid) : new ProposalNotFoundError(uuid);
    };
    let row: SavedColumns;
    if (this.engine === 'postgres') {
      // One statement updates the row and appends the event, atomically: one round trip.
      const eventData = JSON.stringify(event.data ?? {});
      const [updated] = (await update.run(this.db, [...values, event.type, eventData, now])).rows;
      if (!updated) throw await refused(this.db);
      row = updated;
    } else {
      row = await this.write(async (trx) => {
        const [updated] = (await update.run(trx, values)).rows;
        if (!updated) throw await refused(trx);
        await this.insertEvent(trx, uuid, event, now);
        return updated;
      });
    }
    this.noteWritten(uuid, json, {
      document: input.document,
      version,
      updatedAt: now,
      indexed: { reference: row.reference, postcode: derived.postcode, dateOfBirth: derived.date_of_birth },
    });
    return this.written(uuid, input.document, derived, {
      reference: row.reference,
      furthestStep: Number(row.furthest_step ?? 0),
      version,
      createdAt: toIso(row.created_at),
      updatedAt: now,
      expiresAt,
    });
  }

  async touchProposal(uuid: string, expiresAt: Date): Promise<void> {
    await this.db
      .updateTable('proposals')
      .set({ expires_at: expiresAt.toISOString() })
      .where('uuid', '=', uuid)
      .execute();
  }

  async findProposalByReference(reference: string): Promise<ProposalRecord | undefined> {
    const row = await this.db
      .selectFrom('proposals')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row && this.toRecord(row, this.documents.get(row.uuid));
  }

  async appendEvent(uuid: string, event: NewEvent, now: Date): Promise<void> {
    await this.insertEvent(this.db, uuid, event, now.toISOString());
  }

  async listEvents(uuid: string): Promise<ProposalEvent[]> {
    const rows = await this.db
      .selectFrom('proposal_events')
      .selectAll()
      .where('proposal_uuid', '=', uuid)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      proposalUuid: row.proposal_uuid,
      type: row.type,
      data: parseJson(row.data),
      createdAt: toIso(row.created_at),
    }));
  }

  async ping(): Promise<void> {
    await this.db.selectFrom('proposals').select('uuid').limit(1).execute();
  }

  async close(): Promise<void> {
    await this.db.destroy();
    await this.onClose();
  }

  /**
   * The update of a save writing `columns` (in this order), then matching the uuid and version. On
   * PostgreSQL the same statement appends the save's event (its type, data and time follow), so a
   * save is one round trip and needs no transaction of its own.
   */
  private proposalUpdate(columns: string[]): PreparedQuery<SavedColumns> {
    const key = columns.join(',');
    let prepared = this.proposalUpdates.get(key);
    if (!prepared) {
      const postgres = this.engine === 'postgres';
      prepared = new PreparedQuery(columns.length + (postgres ? 5 : 2), (values) => {
        const uuid = values[columns.length]!;
        const update = (db: QueryCreator<Database>) =>
          db
            .updateTable('proposals')
            .set(Object.fromEntries(columns.map((column, i) => [column, values[i]])) as never)
            .where('uuid', '=', uuid)
            .where('version', '=', values[columns.length + 1] as never)
            // The columns the save may keep as they were: the record needs them, without a read back.
            .returning(['reference', 'furthest_step', 'created_at']);
        if (!postgres) return update(this.db);
        const [type, data, createdAt] = values.slice(columns.length + 2);
        return this.db
          .with('saved', (db) => update(db))
          .with('event', (db) =>
            db
              .insertInto('proposal_events')
              .columns(['proposal_uuid', 'type', 'data', 'created_at'])
              .expression((eb) =>
                eb
                  .selectFrom('saved')
                  .select([
                    sql<string>`cast(${uuid} as uuid)`.as('proposal_uuid'),
                    sql<string>`cast(${type} as text)`.as('type'),
                    sql<string>`cast(${data} as jsonb)`.as('data'),
                    sql<string>`cast(${createdAt} as timestamptz)`.as('created_at'),
                  ]),
              ),
          )
          .selectFrom('saved')
          .selectAll();
      });
      this.proposalUpdates.set(key, prepared);
    }
    return prepared;
  }

  /** The record of a row just written: the document as given (a read gives back the same JSON). */
  private written(
    uuid: string,
    document: Proposal,
    derived: ReturnType<KyselyStore['derivedColumns']>,
    columns: Pick<
      ProposalRecord,
      'reference' | 'furthestStep' | 'version' | 'createdAt' | 'updatedAt' | 'expiresAt'
    >,
  ): ProposalRecord {
    return {
      uuid,
      isQuoted: Boolean(derived.is_quoted),
      isReferred: Boolean(derived.is_referred),
      isPurchased: Boolean(derived.is_purchased),
      isAccepted: Boolean(derived.is_accepted),
      postcode: derived.postcode,
      dateOfBirth: derived.date_of_birth,
      document,
      ...columns,
    };
  }

  private async insertEvent(
    db: Kysely<Database> | Transaction<Database>,
    uuid: string,
    event: NewEvent,
    now: string,
  ): Promise<void> {
    await this.eventInsert.run(db, [uuid, event.type, JSON.stringify(event.data ?? {}), now]);
  }

  /** The queried columns always follow the document, so they can never disagree with it. */
  private derivedColumns(document: Proposal) {
    const proposer = document.risk?.proposer;
    const postcode = proposer?.address?.postcode;
    return {
      is_quoted: this.flag(document.is_quoted ?? document.quote?.is_quoted),
      is_referred: this.flag(document.is_referred ?? document.quote?.is_referred),
      is_purchased: this.flag(document.is_purchased ?? document.quote?.is_purchased),
      is_accepted: this.flag(document.is_accepted ?? document.quote?.is_accepted),
      postcode: postcode ? normalisePostcode(postcode) : null,
      date_of_birth: proposer?.date_of_birth ?? null,
    };
  }

  /** better-sqlite3 cannot bind booleans. */
  private flag(value: boolean | null | undefined): number | boolean {
    const on = value === true;
    return this.engine === 'sqlite' ? (on ? 1 : 0) : on;
  }

  /** The text a document was just stored as: the answer may send it, and a read may reuse the document. */
  private noteWritten(uuid: string, json: string, held: HeldDocument): void {
    noteStoredJson(held.document, json);
    this.documents.set(uuid, held);
  }

  /**
   * The stored document of a row: the one this process holds (`held`) when the row is still at its
   * version and time (a row read by uuid then comes without its document), or the row's, parsed.
   */
  private documentOf(row: ProposalRow, held: HeldDocument | undefined): Proposal {
    const version = row.version;
    const updatedAt = toIso(row.updated_at);
    if (held && held.version === version && held.updatedAt === updatedAt) return held.document;
    const stored = row.document;
    if (stored === null) throw new Error(`The row of proposal ${row.uuid} came without its document`);
    const indexed = { reference: row.reference, postcode: row.postcode, dateOfBirth: row.date_of_birth };
    // PostgreSQL's driver answers jsonb already parsed.
    if (typeof stored !== 'string') {
      const document = stored as Proposal;
      this.documents.set(row.uuid, { document, version, updatedAt, indexed });
      return document;
    }
    const document = JSON.parse(stored) as Proposal;
    this.noteWritten(row.uuid, stored, { document, version, updatedAt, indexed });
    return document;
  }

  private toRecord(row: ProposalRow, held: HeldDocument | undefined): ProposalRecord {
    return {
      uuid: row.uuid,
      reference: row.reference,
      isQuoted: Boolean(row.is_quoted),
      isReferred: Boolean(row.is_referred),
      isPurchased: Boolean(row.is_purchased),
      isAccepted: Boolean(row.is_accepted),
      postcode: row.postcode,
      dateOfBirth: row.date_of_birth,
      document: this.documentOf(row, held),
      version: row.version,
      createdAt: toIso(row.created_at),
      updatedAt: toIso(row.updated_at),
      expiresAt: toIso(row.expires_at),
      furthestStep: Number(row.furthest_step ?? 0),
    };
  }
}

function parseJson(value: string | Record<string, unknown>): Record<string, unknown> {
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value;
}

function toIso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : value;
}
