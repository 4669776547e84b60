import type { Proposal } from '../../schemas/generated/index';

/** A stored proposal with the columns the server queries by, derived from the document on save. */
export interface ProposalRecord {
  uuid: string;
  /** The web reference (NNNNN-NNNNN-NNNNN) once quoted. */
  reference: string | null;
  isQuoted: boolean;
  isReferred: boolean;
  isPurchased: boolean;
  isAccepted: boolean;
  /** The proposer's postcode, normalised ("LS6 2AB"), and date of birth: the recall keys. */
  postcode: string | null;
  dateOfBirth: string | null;
  document: Proposal;
  /** Increases by one on every save; a save that names an older version is refused. */
  version: number;
  createdAt: string;
  updatedAt: string;
  /** When the quote session lapses if nothing touches it before. */
  expiresAt: string;
  /** The furthest step of the form the server has accepted (0 before step 1, 7 once quoted). */
  furthestStep: number;
}

/** What happened to a proposal; the events table is append-only. */
export interface ProposalEvent {
  id: number;
  proposalUuid: string;
  type: string;
  data: Record<string, unknown>;
  createdAt: string;
}

export interface NewEvent {
  type: string;
  data?: Record<string, unknown>;
}

export interface CreateProposalInput {
  uuid: string;
  document: Proposal;
  now: Date;
  expiresAt: Date;
  /** The furthest step accepted with these answers; 0 by default. */
  furthestStep?: number;
}

export interface SaveProposalInput {
  document: Proposal;
  /** The version the caller read; the save fails with VersionConflictError if it moved on. */
  expectedVersion: number;
  now: Date;
  expiresAt: Date;
  /** The furthest step now accepted; the stored one is kept when omitted. */
  furthestStep?: number;
}

/** The storage interface; SQLite and PostgreSQL implement it over one Kysely query layer. */
export interface Store {
  /** The engine behind the store, for logs and health checks. */
  readonly engine: 'sqlite' | 'postgres';
  /** Creates or upgrades the tables; safe to run on every start. */
  migrate(): Promise<void>;
  /** Inserts a proposal and its event (or events, in order) in one transaction. */
  createProposal(input: CreateProposalInput, event: NewEvent | readonly NewEvent[]): Promise<ProposalRecord>;
  getProposal(uuid: string): Promise<ProposalRecord | undefined>;
  /** Replaces the document (optimistic concurrency) and appends the event in one transaction. */
  saveProposal(uuid: string, input: SaveProposalInput, event: NewEvent): Promise<ProposalRecord>;
  /** Moves the session expiry without a new version (reading a proposal keeps its session alive). */
  touchProposal(uuid: string, expiresAt: Date): Promise<void>;
  findProposalByReference(reference: string): Promise<ProposalRecord | undefined>;
  appendEvent(uuid: string, event: NewEvent, now: Date): Promise<void>;
  listEvents(uuid: string): Promise<ProposalEvent[]>;
  /** A cheap query that proves the database answers. */
  ping(): Promise<void>;
  /** The migrations of this code the database has not run yet (readiness: none may be pending). */
  pendingMigrations?(): Promise<string[]>;
  close(): Promise<void>;
}

export class VersionConflictError extends Error {
  constructor(readonly uuid: string) {
    super(`Proposal ${uuid} was changed by another request`);
    this.name = 'VersionConflictError';
  }
}

export class ProposalNotFoundError extends Error {
  constructor(readonly uuid: string) {
    super(`No proposal ${uuid}`);
    this.name = 'ProposalNotFoundError';
  }
}
