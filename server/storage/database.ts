import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables. Columns differ in kind between the engines only where noted. */
export interface Database {
  proposals: ProposalsTable;
  proposal_events: ProposalEventsTable;
  payments: PaymentsTable;
  email_outbox: EmailOutboxTable;
  attempt_windows: AttemptWindowsTable;
  used_tokens: UsedTokensTable;
  device_sightings: DeviceSightingsTable;
  journey_documents: JourneyDocumentsTable;
  journey_versions: JourneyVersionsTable;
  api_keys: ApiKeysTable;
}

/** SQLite keeps flags as 0/1 and times as ISO text; PostgreSQL as boolean and timestamptz. */
type Flag = ColumnType<number | boolean, number | boolean, number | boolean>;
type Time = ColumnType<string | Date, string, string>;
/** SQLite keeps JSON as text; PostgreSQL as jsonb (read back already parsed). */
type Json = ColumnType<string | Record<string, unknown>, string, string>;

export interface ProposalsTable {
  uuid: string;
  reference: string | null;
  is_quoted: Flag;
  is_referred: Flag;
  is_purchased: Flag;
  is_accepted: Flag;
  postcode: string | null;
  date_of_birth: string | null;
  document: Json;
  version: number;
  created_at: Time;
  updated_at: Time;
  expires_at: Time;
  /** The furthest step of the form accepted (0 before step 1). */
  furthest_step: Generated<number>;
}

export interface ProposalEventsTable {
  id: Generated<number | string>;
  proposal_uuid: string;
  type: string;
  data: Json;
  created_at: Time;
}

/** A card payment (server/providers/payment). Holds no card number: last4 and brand only. */
export interface PaymentsTable {
  idempotency_key: string;
  id: string;
  proposal_uuid: string;
  provider: string;
  amount_pence: number;
  status: string;
  provider_reference: string | null;
  payment_url: string | null;
  return_url: string;
  page_token: string;
  masked_pan: string | null;
  card_brand: string | null;
  after_challenge: string | null;
  created_at: Time;
  updated_at: Time;
}

/** An e-mail in the outbox (server/providers/email), from queued to sent or given up. */
export interface EmailOutboxTable {
  id: Generated<number | string>;
  /** Unique: a second message with the same key is not queued ("a retried request never sends twice"). */
  idempotency_key: string;
  proposal_uuid: string | null;
  kind: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string;
  /** pending, sent or failed (gave up: too many attempts or refused for good). */
  status: string;
  attempts: number;
  next_attempt_at: Time;
  /** Our classification and at most 200 characters of the mail server's answer; never shown to users. */
  last_error: string | null;
  created_at: Time;
  sent_at: ColumnType<string | Date | null, string | null, string | null>;
}

/** A key's recent attempts (server/storage/attemptWindows.ts): the times of its last few, JSON ms. */
export interface AttemptWindowsTable {
  scope: string;
  key: string;
  times: string;
  /** When the newest attempt leaves its window; then the row is swept. */
  expires_at: Time;
}

/** A bot-check token already used (server/storage/tokenClaims.ts), kept until it would have expired. */
export interface UsedTokensTable {
  scope: string;
  id: string;
  expires_at: Time;
}

/** One journey document, kept once by the SHA-256 of its canonical JSON (server/storage/journeyVersions.ts). */
export interface JourneyDocumentsTable {
  hash: string;
  /** The document as JSON text, on both engines (as written, so it hashes the same when read). */
  body: string;
}

/** A version of the journey a server has run: its documents, by path, as hashes of journey_documents. */
export interface JourneyVersionsTable {
  version: string;
  human_version: string;
  /** JSON text: { path: hash }. */
  documents: string;
  first_run_at: Time;
}

/** A device seen on a proposal (server/storage/deviceSightings.ts), by the hash of its traits. */
export interface DeviceSightingsTable {
  device_id: string;
  proposal_uuid: string;
  seen_at: Time;
  expires_at: Time;
}

/** An integrator's API key (server/storage/apiKeys.ts): its SHA-256, never the key. */
export interface ApiKeysTable {
  id: string;
  /** The integrator's name, written into the source of business of every proposal it sends. */
  name: string;
  key_hash: string;
  /** Quotes the key may ask for in any minute. */
  per_minute: number;
  created_at: Time;
  revoked_at: ColumnType<string | Date | null, string | null, string | null>;
}
