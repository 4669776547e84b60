import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables. Columns differ in kind between the engines only where noted. */
export interface Database {
  proposals: ProposalsTable;
  proposal_events: ProposalEventsTable;
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
}

export interface ProposalEventsTable {
  id: Generated<number | string>;
  proposal_uuid: string;
  type: string;
  data: Json;
  created_at: Time;
}
