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
    '0002_payments': {
      async up(db: Kysely<unknown>) {
        // Card payments, keyed by the idempotency key (proposal + amount + attempt) so a retried
        // request finds the payment it already started. Never a card number: last4 and brand only.
        await db.schema
          .createTable('payments')
          .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
          .addColumn('id', 'text', (c) => c.notNull().unique())
          .addColumn('proposal_uuid', pg ? 'uuid' : 'text', (c) =>
            c.notNull().references('proposals.uuid').onDelete('restrict'),
          )
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('amount_pence', 'integer', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('provider_reference', 'text')
          .addColumn('payment_url', 'text')
          .addColumn('return_url', 'text', (c) => c.notNull())
          .addColumn('page_token', 'text', (c) => c.notNull())
          .addColumn('masked_pan', 'text')
          .addColumn('card_brand', 'text')
          .addColumn('after_challenge', 'text')
          .addColumn('created_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
          .addColumn('updated_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('payments_by_proposal')
          .on('payments')
          .columns(['proposal_uuid', 'created_at'])
          .execute();
        await db.schema
          .createIndex('payments_by_reference')
          .on('payments')
          .columns(['provider', 'provider_reference'])
          .execute();
      },
    },
    '0003_outbox': {
      async up(db: Kysely<unknown>) {
        // The e-mail outbox (server/providers/email): a message is written here before anyone is
        // told it was sent, and delivered from here with retries, so a mail server that is down
        // loses nothing. The idempotency key makes a retried request queue the message once.
        // No foreign key to proposals: a message is self-contained and may outlive its proposal.
        const table = db.schema.createTable('email_outbox');
        await (
          pg
            ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
            : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        )
          .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
          .addColumn('proposal_uuid', pg ? 'uuid' : 'text')
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('to_address', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('body_text', 'text', (c) => c.notNull())
          .addColumn('body_html', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull())
          .addColumn('next_attempt_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
          .addColumn('last_error', 'text')
          .addColumn('created_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
          .addColumn('sent_at', pg ? 'timestamptz' : 'text')
          .addCheckConstraint('email_outbox_status', sql`status in ('pending', 'sent', 'failed')`)
          .execute();
        await db.schema
          .createIndex('email_outbox_due')
          .on('email_outbox')
          .columns(['status', 'next_attempt_at'])
          .execute();
        await db.schema
          .createIndex('email_outbox_by_proposal')
          .on('email_outbox')
          .columns(['proposal_uuid', 'created_at'])
          .execute();
      },
    },
    '0004_shared_state': {
      async up(db: Kysely<unknown>) {
        // State every server process must share (server/storage/sharedState.ts): attempt limits,
        // used bot-check tokens, devices seen on proposals. Each row expires and is swept.
        const time = pg ? 'timestamptz' : 'text';
        await db.schema
          .createTable('attempt_windows')
          .addColumn('scope', 'text', (c) => c.notNull())
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('times', 'text', (c) => c.notNull())
          .addColumn('expires_at', time, (c) => c.notNull())
          .addPrimaryKeyConstraint('attempt_windows_pk', ['scope', 'key'])
          .execute();
        await db.schema
          .createTable('used_tokens')
          .addColumn('scope', 'text', (c) => c.notNull())
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('expires_at', time, (c) => c.notNull())
          .addPrimaryKeyConstraint('used_tokens_pk', ['scope', 'id'])
          .execute();
        await db.schema
          .createTable('device_sightings')
          .addColumn('device_id', 'text', (c) => c.notNull())
          .addColumn('proposal_uuid', 'text', (c) => c.notNull())
          .addColumn('seen_at', time, (c) => c.notNull())
          .addColumn('expires_at', time, (c) => c.notNull())
          .addPrimaryKeyConstraint('device_sightings_pk', ['device_id', 'proposal_uuid'])
          .execute();
        await db.schema
          .createIndex('device_sightings_recent')
          .on('device_sightings')
          .columns(['device_id', 'seen_at'])
          .execute();
        for (const table of ['attempt_windows', 'used_tokens', 'device_sightings']) {
          await db.schema.createIndex(`${table}_expiry`).on(table).column('expires_at').execute();
        }
      },
    },
    '0005_proposal_progress': {
      async up(db: Kysely<unknown>) {
        // The furthest step of the form the server has accepted for a proposal: every later save
        // is checked against the steps up to it, so answers already passed cannot be undone.
        await db.schema
          .alterTable('proposals')
          .addColumn('furthest_step', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      },
    },
    '0006_journey_versions': {
      async up(db: Kysely<unknown>) {
        // Each version of the journey a server has run, so a proposal answered under it is still
        // checked, rated and sold under it by any process (server/storage/journeyVersions.ts). The
        // documents are kept once each, by the hash of their content, however many versions share them.
        await db.schema
          .createTable('journey_documents')
          .addColumn('hash', 'text', (c) => c.primaryKey())
          .addColumn('body', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('journey_versions')
          .addColumn('version', 'text', (c) => c.primaryKey())
          .addColumn('human_version', 'text', (c) => c.notNull())
          .addColumn('documents', 'text', (c) => c.notNull())
          .addColumn('first_run_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0007_api_keys': {
      async up(db: Kysely<unknown>) {
        // Integrators' API keys (server/storage/apiKeys.ts): only a SHA-256 of each key is kept,
        // so the table alone never lets anyone call the API. A revoked key keeps its row.
        const time = pg ? 'timestamptz' : 'text';
        await db.schema
          .createTable('api_keys')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('key_hash', 'text', (c) => c.notNull().unique())
          .addColumn('per_minute', 'integer', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull())
          .addColumn('revoked_at', time)
          .execute();
      },
    },
  };
}

export function migrationProvider(engine: Engine): MigrationProvider {
  return { getMigrations: async () => migrations(engine) };
}
