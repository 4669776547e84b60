import { type Kysely, type Migration, type MigrationProvider, sql } from 'kysely';

type Engine = 'sqlite' | 'postgres';

/**
 * The schema's history, oldest first. A migration is never edited once it has shipped: add the
 * next one. Types differ by engine only where SQLite has no native type.
 */
function migrations(engine: Engine): Record<string, Migration> {
  const pg = engine === 'postgres';
  return {
    '0001_proposals_and_events': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('proposals')
          .addColumn('uuid', pg ? 'uuid' : 'text', (c) => c.primaryKey())
          .addColumn('reference', 'text', (c) => c.unique())
          .addColumn('is_quoted', pg ? 'boolean' : 'integer', (c) => c.notNull())
          .addColumn('is_referred', pg ? 'boolean' : 'integer', (c) => c.notNull())
          .addColumn('is_purchased', pg ? 'boolean' : 'integer', (c) => c.notNull())
          .addColumn('is_accepted', pg ? 'boolean' : 'integer', (c) => c.notNull())
          .addColumn('postcode', 'text')
          .addColumn('date_of_birth', 'text')
          .addColumn('document', pg ? 'jsonb' : 'text', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull())
          .addColumn('created_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
          .addColumn('updated_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
          .addColumn('expires_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('proposals_recall')
          .on('proposals')
          .columns(['postcode', 'date_of_birth'])
          .execute();

        const events = db.schema.createTable('proposal_events');
        await (
          pg
            ? events.addColumn('id', 'bigserial', (c) => c.primaryKey())
            : events.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        )
          .addColumn('proposal_uuid', pg ? 'uuid' : 'text', (c) =>
            c.notNull().references('proposals.uuid').onDelete('restrict'),
          )
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('data', pg ? 'jsonb' : 'text', (c) => c.notNull())
          .addColumn('created_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('proposal_events_by_proposal')
          .on('proposal_events')
          .columns(['proposal_uuid', 'id'])
          .execute();
        if (pg) {
          // Append-only: the database itself refuses to change or delete an event.
          await sql`CREATE OR REPLACE FUNCTION proposal_events_append_only() RETURNS trigger AS $$
            BEGIN RAISE EXCEPTION 'proposal_events is append-only'; END; $$ LANGUAGE plpgsql`.execute(db);
          await sql`CREATE TRIGGER proposal_events_append_only BEFORE UPDATE OR DELETE ON proposal_events
            FOR EACH ROW EXECUTE FUNCTION proposal_events_append_only()`.execute(db);
        } else {
          await sql`CREATE TRIGGER proposal_events_no_update BEFORE UPDATE ON proposal_events
            BEGIN SELECT RAISE(ABORT, 'proposal_events is append-only'); END`.execute(db);
          await sql`CREATE TRIGGER proposal_events_no_delete BEFORE DELETE ON proposal_events
            BEGIN SELECT RAISE(ABORT, 'proposal_events is append-only'); END`.execute(db);
        }
      },
    },
  };
}

export function migrationProvider(engine: Engine): MigrationProvider {
  return { getMigrations: async () => migrations(engine) };
}
