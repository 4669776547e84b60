/**
 * One declared migration of journey/migrations/*.json (shape: schemas/journey/migration.schema.json):
 * how answers given under one human version of the journey are carried to the next.
 */
export interface JourneyMigration {
  description?: string;
  /** The human version(s) (journey.json "version") whose answers this migration takes. */
  from: string[];
  /** The human version the answers are then in. */
  to: string;
  operations: MigrationOperation[];
}

/**
 * Paths are dotted, as in rules.json: `[*]` is every item of an array.
 * - rename: the answer at `path` gets the key `to` in the same object;
 * - move: the answer at `from` goes to `to` (each `[*]` of `to` is the item `from` matched);
 * - default: `value` is set at `path` where there is no answer (for each item that exists);
 * - drop: the answer at `path` is removed.
 * A rename or move whose destination is already answered keeps that answer and drops the old one.
 */
export type MigrationOperation =
  | { op: 'rename'; path: string; to: string }
  | { op: 'move'; from: string; to: string }
  | { op: 'default'; path: string; value: unknown }
  | { op: 'drop'; path: string };
